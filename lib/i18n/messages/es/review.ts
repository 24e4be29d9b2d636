import type { Translation } from '../../messages.ts'
import { plural } from '../../plural.ts'
import type { review as english } from '../en/review.ts'

export const review: Translation<typeof english> = {
  dueToday: (count: number) => plural('es', count, { one: '# pregunta para repasar hoy', other: '# preguntas para repasar hoy' }),
  nextReview: (day: string) => `Próximo repaso: ${day}.`,
  keptUnknown: 'Revisando si este navegador guarda tu progreso…',
  kept: 'Este navegador aceptó guardar tu progreso: no lo borrará para liberar espacio.',
  notKept:
    'Este navegador podría borrar tu progreso algún día (Safari lo hace después de 7 días sin visitas): guarda un archivo de vez en cuando.',
  keptUnsupported: 'Este navegador no dice si guarda tu progreso: guarda un archivo de vez en cuando.',
  whatKept: 'Lo que guarda este navegador',
  lessonsComplete: 'Lecciones completas',
  checkAnswers: 'Respuestas de las pruebas',
  review: 'Repaso',
  countOf: (count: number, total: number) => `${count} de ${total}`,
  noneDueToday: 'No hay preguntas para repasar hoy.',
  findingQuestions: 'Buscando las preguntas para repasar…',
  questionFrom: (number: number) => `La pregunta ${number} es de `,
  sectionTitled: (number: number, title: string) => `Sección ${number}: ${title}`,
  nextQuestions: 'Siguientes preguntas',
  noneLeftToday: 'No quedan preguntas para hoy',
  nothingToReview: 'Nada para repasar hoy',
  reviewEmptyFirst:
    'Aquí llegan las preguntas de las secciones que marcas como completas: las que todavía no respondiste, y cada una ya respondida otra vez cuando toca.',
  reviewEmptyDone:
    'Respondiste todas las preguntas que tocaban hasta ahora. Cada una vuelve cuando toca: pronto después de una respuesta incorrecta, más tarde después de una correcta.',
  continueWithSection: (number: number, title: string) => `Sigue con la sección ${number}: ${title}`,
  finishedGuide: 'Terminaste la guía: crea un proyecto',
  couldNotLoad: 'No se pudieron cargar las preguntas para repasar',
  couldNotLoadWhy:
    'Este navegador no pudo abrir las secciones de donde vienen (puede que no tengas conexión). Inténtalo más tarde o respóndelas en sus páginas:',
  reviewNeedsBrowser: 'El repaso funciona en el navegador que guarda tu progreso',
  reviewNeedsBrowserWhy:
    'Tu progreso y tus resultados de las pruebas se guardan solo en el navegador donde hiciste las lecciones, nunca en nuestro servidor. Esta página los lee ahí con JavaScript, así que sin JavaScript, o en otro dispositivo, no puede saber qué preguntas fallaste.',
  stillTakeChecks: 'Igual puedes hacer la prueba de conocimientos de cualquier sección en su página:',
  explainNeedsBrowser:
    'Las preguntas sobre tu propia app (de “Explica tu app” en un proyecto) también vuelven aquí. También necesitan JavaScript: tu código se guarda solo en el navegador donde lo revisaste.',
}
