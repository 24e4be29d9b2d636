import type { Translation } from '../../messages.ts'
import type { explainReview as english } from '../en/explain-review.ts'

export const explainReview: Translation<typeof english> = {
  explainHeading: 'Sobre tu propia app',
  explainFrom: (project: number) =>
    `Fallaste esta en “Explica tu app” en el proyecto ${project}. Tu código, tal como estaba cuando respondiste (guardado solo en este navegador):`,
  explainFindAsk: (requirement: string) => `¿Qué línea de tu código hace que esto funcione: “${requirement}”?`,
  explainFindChoose: 'Tu línea',
  explainPredictAsk: (place: string) => `¿Qué pasa si ya no está ${place}?`,
  explainPredictChoose: 'Tu predicción',
  explainPlace: (line: number, file: string) => `la línea ${line} de ${file}`,
  explainCheck: 'Revisar mi respuesta',
  explainRightNow: 'Correcto. Esta pregunta no volverá.',
  explainWrongNow: (answer: string) => `Esta vez no: la respuesta es ${answer}. Esta pregunta vuelve mañana.`,
}
