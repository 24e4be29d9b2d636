import type { Translation } from '../../messages.ts'
import type { promptPrefill as english } from '../en/prompt-prefill.ts'

export const promptPrefill: Translation<typeof english> = {
  forBeginners: 'Es para personas que nunca han programado.',
  length: 'Pequeña: una página que funcione en un teléfono y en una laptop, con HTML, CSS y JavaScript simples.',
  role: 'Eres un desarrollador web paciente que ayuda a un principiante total. Explica cada paso con palabras sencillas.',
  tooLong: (label: string, maxLength: number) => `${label} es demasiado largo: como máximo ${maxLength} caracteres; acórtalo, por favor.`,
}
