import type { Translation } from '../../messages.ts'
import type { promptBuilder as english } from '../en/prompt-builder.ts'

export const promptBuilder: Translation<typeof english> = {
  heading: 'Arma tu propio prompt',
  intro:
    'Responde con tus palabras las cinco preguntas CLEAR. Las respuestas parten del proyecto de esta página; cámbialas para hacerlo tuyo.',
  questionContext: '¿Qué estás creando y para quién?',
  questionLength: '¿Qué tan grande debe ser?',
  questionExamples: '¿A qué se parece? Nombra una app o una página que hayas visto.',
  questionActions: '¿Qué debe hacer? Un paso o una función por línea.',
  questionRole: '¿Quién debe ser el asistente de IA?',
  build: 'Armar mi prompt',
  fixAnswer: 'Corrige la respuesta marcada arriba y vuelve a armar tu prompt.',
  resultTitle: 'Tu prompt CLEAR',
  resultHint: 'Cópialo y pégalo en el Agent de Replit.',
}
