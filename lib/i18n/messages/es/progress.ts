import type { Translation } from '../../messages.ts'
import { plural } from '../../plural.ts'
import type { progress as english } from '../en/progress.ts'

export const progress: Translation<typeof english> = {
  panelHint: 'Marca las secciones como completas a medida que avanzas; se guarda en este navegador.',
  panelWithoutScripting: 'Sin JavaScript, este navegador no puede guardar tu progreso; todas las lecciones funcionan igual.',
  sectionsComplete: (complete: number, total: number) => `${complete} de ${total} secciones completas.`,
  allSectionsComplete: (total: number) => `Las ${total} secciones están completas. ¡Bien hecho!`,
  panelHeading: 'Tu progreso',
  reset: 'Reiniciar',
  resetHidden: ' el progreso',
  sectionsCompleteLabel: 'Secciones completas',
  continueWith: 'Sigue con',
  startHere: 'Empieza aquí:',
  section: (number: number) => `Sección ${number}`,
  buildProject: 'Crea un proyecto',
  allProgress: 'Todo tu progreso: guárdalo o llévalo a otro dispositivo',
  resetQuestion: '¿Reiniciar tu progreso?',
  resetWarning:
    'Esto borra cada sección y proyecto que marcaste como completo y cada respuesta de las pruebas de conocimientos en este navegador. No se puede deshacer.',
  cancel: 'Cancelar',
  confirmReset: 'Sí, reiniciar el progreso',
  dueToday: (count: number) => plural('es', count, { one: '# pregunta para repasar hoy', other: '# preguntas para repasar hoy' }),
  nextReview: (day: string) => `Próximo repaso: ${day}.`,
}
