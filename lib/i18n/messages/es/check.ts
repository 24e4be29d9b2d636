import type { Translation } from '../../messages.ts'
import type { check as english } from '../en/check.ts'

export const check: Translation<typeof english> = {
  heading: 'Comprueba lo que aprendiste',
  intro: 'Elige una respuesta para cada pregunta y luego presiona Comprobar. Verás por qué tu respuesta es correcta o no.',
  resultsKept: 'Tus resultados se quedan en este navegador.',
  withoutScripting:
    'Sin JavaScript, Comprobar vuelve a cargar esta página con tus respuestas en su dirección, y nada se guarda como progreso.',
  submit: 'Comprobar',
  question: (number: number) => `Pregunta ${number}`,
  changedSinceChecked: (questions: string) =>
    `Cambiaste desde la última comprobación: ${questions}. Presiona Comprobar otra vez para ver cómo te fue.`,
  notYetRight: 'Todavía no es correcta',
  notAnswered: 'Sin responder',
  rightOfTotal: (right: number, total: number) => `${right} de ${total} correctas.`,
  correct: 'Correcto',
  notQuite: 'No exactamente',
  notAnOption: 'No es una de las opciones',
  chooseOption: 'Elige una opción y luego presiona Comprobar.',
  unknownOption:
    'Esa respuesta no es una de las opciones de esta pregunta (puede que el enlace sea viejo). Elige una opción y luego presiona Comprobar.',
  unstuckExplains: '¿Te aparece este error en tu propia app? Unstuck lo explica: ',
}
