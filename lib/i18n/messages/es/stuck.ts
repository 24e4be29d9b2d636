import type { Translation } from '../../messages.ts'
import { plural } from '../../plural.ts'
import type { stuck as english } from '../en/stuck.ts'

export const stuck: Translation<typeof english> = {
  title: 'Unstuck',
  subtitle: 'Pega el error que ves o cuenta qué falla. Recibe la causa probable, qué revisar primero y un prompt que lo arregla.',
  boxLabel: '¿Qué ves?',
  boxHint:
    'Pega el mensaje de error, aunque sea un stack trace entero, o cuenta con tus palabras qué pasa, por ejemplo “la vista previa está en blanco”. Las claves y contraseñas se quitan solas; quita tú los correos y los nombres.',
  findCause: 'Buscar la causa',
  privacy:
    'Nuestro servidor nunca guarda ni registra lo que pegas, y no va en la dirección de la página: se lee para encontrar la respuesta y después se olvida.',
  statusMatch: (title: string) => `Lo más probable: ${title}.`,
  statusOneCandidate: (title: string) => `Puede ser: ${title}. Tienes listo para copiar un prompt que describe tu error.`,
  statusCandidates: (count: number) => `Puede ser uno de ${count} problemas. Tienes listo para copiar un prompt que describe tu error.`,
  statusNone: 'Nada del catálogo encaja bien. Tienes listo para copiar un prompt que describe tu error.',
  intro: (count: number) =>
    `Unstuck conoce ${count} problemas que los principiantes suelen encontrar cuando crean apps con un agente de IA: errores en el navegador, el servidor, la base de datos y las claves secretas, al publicar y en el propio Agent.`,
  candidatesHeading: 'Puede ser uno de estos',
  noneHeading: 'Nada del catálogo encaja bien',
  candidatesFit: (count: number) =>
    `Tu texto encaja en parte con ${plural('es', count, { one: 'este problema', other: 'estos # problemas' })}, pero con ninguno lo suficiente para estar seguros. Abre el que se parezca a lo que ves:`,
  noneOfThese: '¿Ninguno de estos?',
  noneFits: (count: number) => `Ninguno de los ${count} problemas que conoce Unstuck encaja lo suficiente con tu texto para adivinar.`,
  describeInstead:
    'En su lugar, describe el error al Agent: el prompt de abajo ya tiene tu texto como ejemplo. Completa la primera línea con lo que hiciste, lo que esperabas y lo que pasó (',
  describeLesson: 'la sección 4 muestra cómo',
  describeAfter: ').',
  describePromptTitle: 'Un prompt que describe tu error',
  stillStuckBefore: '¿Sigues sin avanzar después de dos o tres intentos? Escríbenos desde ',
  stillStuckLink: 'Pide ayuda',
  stillStuckAfter: ' y te ayudamos.',
  removed: (count: number) =>
    plural('es', count, {
      one: 'Quitamos de tu texto algo que parece una clave o una contraseña: el prompt muestra “[removed]” en su lugar.',
      other: 'Quitamos de tu texto # cosas que parecen claves o contraseñas: el prompt muestra “[removed]” en su lugar.',
    }),
  mostLikely: 'Lo más probable',
  problem: 'Problema',
  whatYouSee: 'Lo que ves: ',
  likelyCause: 'Causa probable',
  checkFirst: 'Qué revisar primero',
  fixPromptTitle: 'Un prompt que lo arregla',
  fixNoteMatch: 'Su línea Examples tiene lo que pegaste. Cópialo en el chat del Agent.',
  fixNoteChosen: 'Pega tu error exacto en su línea Examples y luego cópialo en el chat del Agent.',
  lessonBefore: 'Aprende la habilidad que hay detrás: ',
  othersHeading: 'Otros problemas que pueden encajar',
  copyPrompt: 'Copiar el prompt',
}
