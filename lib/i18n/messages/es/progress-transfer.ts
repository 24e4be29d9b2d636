import type { Translation } from '../../messages.ts'
import { plural } from '../../plural.ts'
import type { progressTransfer as english } from '../en/progress-transfer.ts'

export const progressTransfer: Translation<typeof english> = {
  nothingKept:
    'Este navegador todavía no guarda progreso: primero marca una lección como completa, responde una pregunta de repaso o revisa tu app.',
  offerFromFile: '¿Agregar el progreso de este archivo?',
  offerFromLink: '¿Agregar el progreso de este enlace?',
  offerWouldAdd: (summary: string) =>
    `Agregaría ${summary} a este navegador. No se borra nada de aquí: una lección completa en cualquiera de los dos dispositivos sigue completa, y en cada pregunta cuenta la respuesta más reciente.`,
  offerNothingNew: 'No tiene nada que este navegador no tenga ya.',
  addToBrowser: 'Agregar a este navegador',
  cancel: 'Cancelar',
  close: 'Cerrar',
  added: (summary: string) => `Se agregó ${summary} a este navegador.`,
  nothingChanged: 'No se cambió nada.',
  keepCopy: 'Guarda una copia',
  keepCopyText:
    'Guarda tu progreso en un archivo pequeño y vuelve a cargarlo aquí si este navegador lo olvida, o cárgalo en otro navegador. Cargarlo suma a lo que ya hay y primero te pregunta.',
  saveToFile: 'Guardar en un archivo',
  loadFromFile: 'Cargar desde un archivo',
  savedAs: (file: string) => `Se guardó como ${file}, en tus descargas. Cárgalo aquí, o en otro navegador, para recuperar tu progreso.`,
  moveHeading: 'Pasar a otro dispositivo',
  moveText:
    'Abre este enlace en tu otro dispositivo, o apunta su cámara al código QR. Tu progreso viaja dentro del propio enlace, después del signo #, que los navegadores nunca envían a ningún servidor, tampoco al nuestro. El otro dispositivo muestra lo que agregaría y primero te pregunta.',
  makeLink: 'Crear un enlace',
  makeLinkAgain: 'Crear el enlace de nuevo',
  linkReady: 'Tu enlace está listo. Cópialo a tu otro dispositivo, o escanea con él el código QR de abajo:',
  copyLink: 'Copiar el enlace',
  qrLabel: 'Código QR del enlace de arriba: apunta la cámara del otro dispositivo hacia él para abrir el enlace allí.',
  tooLarge: (link: boolean) =>
    `${link ? 'Este enlace' : 'Este archivo'} es demasiado grande para ser un progreso guardado. No se cambió nada.`,
  notOurs: (link: boolean) =>
    `${link ? 'Este enlace' : 'Este archivo'} no es un archivo de progreso de From Zero to Vibe. No se cambió nada.`,
  damaged: (link: boolean) =>
    `${link ? 'Este enlace' : 'Este archivo'} está dañado: falta o cambió una parte. No se cambió nada. Guarda uno nuevo en el otro dispositivo.`,
  newer: (link: boolean) =>
    `${link ? 'Este enlace' : 'Este archivo'} viene de una versión más nueva de este sitio. No se cambió nada. Vuelve a cargar esta página e inténtalo otra vez.`,
  otherCourse: (link: boolean) =>
    `${link ? 'Este enlace' : 'Este archivo'} se creó cuando el curso tenía otras preguntas. No se cambió nada. Usa "Guardar en un archivo" en su lugar.`,
  lessonsComplete: (count: number) => plural('es', count, { one: '# lección completa más', other: '# lecciones completas más' }),
  answers: (count: number) => plural('es', count, { one: '# respuesta', other: '# respuestas' }),
  appChecks: (count: number) => plural('es', count, { one: '# revisión de la app', other: '# revisiones de la app' }),
  explainAnswers: (count: number) => plural('es', count, { one: '# respuesta sobre tu app', other: '# respuestas sobre tu app' }),
  and: 'y',
}
