import type { Translation } from '../../messages.ts'
import type { markComplete as english } from '../en/mark-complete.ts'

export const markComplete: Translation<typeof english> = {
  completedStatus: 'Completa. Se guardó en este navegador; presiona el botón otra vez para deshacerlo.',
  knowledgeCheck: 'prueba de conocimientos',
  tryCheckBefore: 'Antes de marcar esta página como completa, haz la ',
  tryCheckAfter: (count: number) => `: ${count} preguntas rápidas.`,
  rightSoFarBefore: (right: number, total: number) => `Llevas ${right} de ${total} correctas en la `,
  rightSoFarAfter: (right: number) => `: ${right === 0 ? 'inténtalas' : 'intenta las demás'} otra vez primero.`,
  allRight: (count: number) => `Las ${count} preguntas de la prueba están bien: ya puedes marcar esta página como completa.`,
  completed: 'Completa',
  markComplete: 'Marcar como completa',
  markNeedsScripting: 'Para marcar lecciones como completas se necesita JavaScript, y está desactivado en este navegador.',
}
