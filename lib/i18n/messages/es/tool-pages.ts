import type { Translation } from '../../messages.ts'
import type { toolPages as english } from '../en/tool-pages.ts'

export const toolPages: Translation<typeof english> = {
  progressTitle: 'Tu progreso',
  progressDescription:
    'Mira las lecciones que terminaste y las preguntas que toca repasar, guarda tu progreso en un archivo o llévalo a otro dispositivo con un enlace o un código QR. Nunca sale de tu navegador hacia nuestro servidor.',
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
  reviewDescription:
    'Las preguntas de las secciones de la guía que terminaste vuelven cuando toca repasarlas: pronto después de una respuesta incorrecta, más tarde después de una correcta. Tus resultados se quedan en tu navegador.',
  reviewSubtitle:
    'Las preguntas de las secciones que marcaste como completas vuelven aquí cuando toca repasarlas: pronto después de una respuesta incorrecta, más tarde después de una correcta. Tres a la vez.',
  reviewRegion: 'Preguntas para repasar',
  playgroundTitle: 'Zona de práctica',
  playgroundHeadTitle: 'Zona de práctica: ejecuta tu propio HTML, CSS y JavaScript',
  playgroundDescription:
    'Pega el HTML, el CSS y el JavaScript que escribió tu Agent y ejecútalos de forma segura en tu navegador. No se envía nada a nuestro servidor.',
  stuckHeadTitle: 'Unstuck: pega lo que ves',
  stuckDescription:
    'Pega un mensaje de error o cuenta qué sale mal en tu app: verás su causa probable, qué revisar primero y un prompt que lo arregla.',
  playgroundSubtitle: 'Pega los archivos que escribió tu Agent y mira tu app funcionar, de forma segura, aquí mismo.',
  playgroundFilesBefore: 'Una app que escribe tu Agent suele tener tres archivos: ',
  playgroundHtml: ' (lo que hay en la página), ',
  playgroundCss: ' (cómo se ve) y ',
  playgroundJs:
    ' (lo que hace). Pégalos abajo y presiona Ejecutar: tu app aparece debajo, en un marco aislado desde donde no puede llegar a este sitio, a tus datos ni a internet. Para probar un proyecto de aprendizaje con sus requisitos, elígelo abajo o usa Revisa mi proyecto en su página, por ejemplo la ',
  playgroundProject: 'lista de tareas',
  playgroundAfter: '.',
  playgroundNeedsScripting:
    'Para ejecutar una app aquí se necesita JavaScript, y está desactivado en este navegador. Actívalo para pegar tus archivos y ejecutarlos; las lecciones y sus pruebas de conocimientos funcionan sin él.',
  playgroundProjectsNeedScripting:
    'Con él, también puedes elegir un proyecto de aprendizaje: la zona de práctica revisa tu app según sus requisitos y, cuando se cumplen, Explica tu app te pregunta por tu propio código.',
}
