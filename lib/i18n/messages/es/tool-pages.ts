import type { Translation } from '../../messages.ts'
import type { toolPages as english } from '../en/tool-pages.ts'

export const toolPages: Translation<typeof english> = {
  progressTitle: 'Tu progreso',
  progressSubtitle:
    'Lo que terminaste y respondiste se guarda solo en este navegador, sin cuenta. Aquí puedes verlo, guardar una copia o llevarlo a otro dispositivo.',
  progressRegion: 'Tu progreso en este navegador',
  progressNeedsScripting:
    'Tu progreso se guarda solo en el navegador donde hiciste las lecciones, nunca en nuestro servidor, y esta página necesita JavaScript para leerlo, guardarlo o moverlo.',
  progressWithoutScripting:
    'Sin JavaScript puedes leer igual cada lección y proyecto, hacer cada prueba de conocimientos (muestra qué respuestas son correctas, pero no se recuerda nada) y descubrir qué significa un error con Unstuck.',
  goToGuide: 'Ir a la guía',
  unstuckLink: 'Unstuck: arregla un error',
  reviewTitle: 'Repasa tus pruebas de conocimientos',
  reviewSubtitle:
    'Las preguntas de las secciones que marcaste como completas vuelven aquí cuando toca repasarlas: pronto después de una respuesta incorrecta, más tarde después de una correcta. Tres a la vez.',
  reviewRegion: 'Preguntas para repasar',
  playgroundTitle: 'Zona de práctica',
  playgroundSubtitle: 'Pega los archivos que escribió tu Agent y mira tu app funcionar, de forma segura, aquí mismo.',
  playgroundFilesBefore: 'Una app que escribe tu Agent suele tener tres archivos: ',
  playgroundHtml: ' (lo que hay en la página), ',
  playgroundCss: ' (cómo se ve) y ',
  playgroundJs:
    ' (lo que hace). Pégalos abajo y presiona Ejecutar: tu app aparece debajo, en un marco aislado desde donde no puede llegar a este sitio, a tus datos ni a internet. Para probar un proyecto de aprendizaje con sus requisitos, usa Revisa mi proyecto en su página, por ejemplo la ',
  playgroundProject: 'lista de tareas',
  playgroundAfter: '.',
  playgroundNeedsScripting:
    'Para ejecutar una app aquí se necesita JavaScript, y está desactivado en este navegador. Actívalo para pegar tus archivos y ejecutarlos; las lecciones y sus pruebas de conocimientos funcionan sin él.',
}
