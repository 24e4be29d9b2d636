import type { Translation } from '../../messages.ts'
import type { liveCheckPage as english } from '../en/live-check-page.ts'

export const liveCheckPage: Translation<typeof english> = {
  heading: 'Revisar mi app en vivo',
  intro:
    'El curso puede revisar los requisitos de este proyecto dentro de tu propia app en marcha, con su servidor y su base de datos reales. La revisión se ejecuta en tu navegador, en la página de tu app: no envía nada a este sitio ni a ningún otro.',
  addHeading: '1. Agrega una línea mientras pruebas',
  sendPrompt: 'Envía este prompt al Agent. Agrega la línea de la revisión a las páginas de tu app:',
  addYourself: 'O agrega tú la línea, justo antes de </body> en cada página:',
  runHeading: '2. Ejecuta la revisión',
  runText: (panelName: string) =>
    `Abre tu app. En una esquina aparece un panel «${panelName}». Escribe tu contraseña de anfitrión si el panel la pide y luego elige «Ejecutar la revisión». Cada requisito recibe Cumple, Todavía no o No es seguro, con un prompt para arreglar cada Todavía no. Al terminar, «Guardar este resultado en tu progreso del curso» trae la puntuación de vuelta a esta página, en la parte # del enlace, que tu navegador nunca envía a ningún servidor.`,
  beforePublishing: 'Antes de publicar de verdad,',
  removeLine: ' pídele al Agent: "Quita de mi app la línea de revisión de From Zero to Vibe."',
  bookmarkletHeading: 'En una computadora: sin editar nada',
  bookmarkletText:
    'Arrastra este enlace a tu barra de marcadores. Luego abre tu app, en su dirección publicada o en una pestaña propia, y haz clic en el marcador:',
  agentPrompt: (title: string, line: string, siteUrl: string) =>
    [
      `Context: Estoy probando mi app "${title}" con la revisión del curso From Zero to Vibe, que se ejecuta dentro de las páginas de mi app, en mi navegador.`,
      'Length: Una línea agregada a mi app; nada más cambia.',
      `Examples: La línea es ${line}`,
      `Actions: Agrega esta línea, exactamente como está escrita, justo antes de </body> en cada página de mi app. Si mi app envía una Content-Security-Policy, permite ${siteUrl} en script-src mientras pruebo. Antes de publicar de verdad, te pediré que quites la revisión: entonces vuelve a quitar la línea (y ese cambio de la política).`,
      'Role: Actúa como un desarrollador cuidadoso que cambia solo lo que le pido y me dice qué archivos cambiaron.',
    ].join('\n'),
}
