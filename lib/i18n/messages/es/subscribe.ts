import type { Translation } from '../../messages.ts'
import type { subscribe as english } from '../en/subscribe.ts'

export const subscribe: Translation<typeof english> = {
  ok: '¡Listo, ya estás suscrito! Te escribiremos cuando publiquemos nuevos tutoriales y artículos.',
  exists: 'Ya estás suscrito con este correo, así que no tienes que hacer nada más.',
  invalid: 'Escribe un correo válido, como nombre@ejemplo.com.',
  limited: 'Hubo demasiados intentos desde tu conexión. Espera un minuto y vuelve a intentarlo.',
  error: 'Lo sentimos, no pudimos guardar tu suscripción en este momento. Vuelve a intentarlo en un rato.',
  yourEmail: 'Tu correo electrónico',
  emailLabel: 'Correo electrónico',
  placeholder: 'tu@ejemplo.com',
  subscribe: 'Suscribirme',
  subscribing: 'Suscribiendo...',
  trapLabel: 'Deja este campo vacío',
}
