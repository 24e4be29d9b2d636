import type { Translation } from '../../messages.ts'
import { plural } from '../../plural.ts'
import type { server as english } from '../en/server.ts'

export const server: Translation<typeof english> = {
  waitIn: (seconds: number) =>
    seconds >= 60
      ? plural('es', Math.ceil(seconds / 60), { one: 'en # minuto', other: 'en # minutos' })
      : plural('es', seconds, { one: 'en # segundo', other: 'en # segundos' }),
  tooManyPages: (wait: string) => `Hay demasiadas solicitudes desde tu conexión. Inténtalo de nuevo ${wait}.`,
  tooManyStuck: (wait: string) =>
    `Hay demasiadas solicitudes desde tu conexión. Inténtalo de nuevo ${wait}. Lo que pegaste sigue en el cuadro.`,
  tooManySubscribe: (wait: string) => `Hay demasiados intentos de suscripción desde tu conexión. Inténtalo de nuevo ${wait}.`,
  tooManyContact: (wait: string) =>
    `Enviaste demasiados mensajes en poco tiempo. Inténtalo de nuevo ${wait}. Lo que escribiste sigue aquí.`,
  fieldRequired: (field: string) => `${field}: este campo es obligatorio`,
  fieldMustBeText: (field: string) => `${field}: este campo debe ser texto`,
  fieldMustBeTime: (field: string) => `${field}: este campo debe ser un tiempo en milisegundos`,
  fieldNotValidText: (field: string) => `${field}: hay caracteres que no son texto válido`,
  fieldControlCharacters: (field: string) => `${field}: no puede tener caracteres de control`,
  fieldControlCharactersExceptLines: (field: string) =>
    `${field}: no puede tener caracteres de control (solo saltos de línea y tabulaciones)`,
  fieldEmpty: (field: string) => `${field}: escribe algo en este campo`,
  fieldTooLong: (field: string, maxLength: number) => `${field}: escribe como máximo ${maxLength} caracteres`,
  fieldTooLongBeforeAt: (field: string, maxLength: number) => `${field}: escribe como máximo ${maxLength} caracteres antes de la @`,
  fieldNotEmail: (field: string) => `${field}: escribe un correo electrónico válido, como nombre@ejemplo.com`,
  fieldNotOneOf: (field: string, values: string) => `${field}: elige una de estas opciones: ${values}`,
  fieldTooLongTrap: (field: string) => `${field}: el texto es demasiado largo`,
  fieldNotAccepted: (field: string) => `${field}: este campo no se acepta`,
  bodyNotObject: 'el cuerpo debe ser un objeto JSON con los campos del formulario',
  fieldInvalid: (field: string) => `${field}: el valor no es válido`,
  formUnreadable: (reason: string) => `No pudimos leer el formulario (${reason}). Recarga la página e inténtalo de nuevo.`,
  contactUnavailable:
    'No se pudo enviar el mensaje: ahora no podemos guardar mensajes. Inténtalo de nuevo en unos minutos. Lo que escribiste sigue aquí.',
  contactOurFault: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
}
