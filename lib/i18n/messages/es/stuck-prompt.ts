import type { Translation } from '../../messages.ts'
import type { stuckPrompt as english } from '../en/stuck-prompt.ts'

export const stuckPrompt: Translation<typeof english> = {
  examplesLead: 'Esto es exactamente lo que veo:',
  examplesPlaceholder: '[pega el error exacto, o cuenta lo que ves]',
  generalContext: 'Cuando [lo que hiciste], esperaba que [lo que debía pasar], pero en cambio [lo que pasó].',
  generalLength: 'Primero busca la causa y luego haz el cambio más pequeño que lo arregle. No cambies nada más.',
  generalExplain: 'Explícame con palabras sencillas qué significa esto y di hasta tres causas posibles, la más probable primero.',
  generalCheckFirst: 'Dime qué revisar primero, un paso a la vez, antes de cambiar el código.',
  generalFix: 'Arregla la causa más probable y luego dime qué archivos cambiaste.',
  generalRole: 'Un desarrollador web paciente que explica cada paso a un principiante.',
}
