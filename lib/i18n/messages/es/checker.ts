import type { Translation } from '../../messages.ts'
import type { checker as english } from '../en/checker.ts'

export const checker: Translation<typeof english> = {
  heading: 'Revisa mi proyecto',
  withoutScripting: 'Para ejecutar tu app aquí se necesita JavaScript. Sin él, prueba tu app a mano con esta lista (puedes imprimirla):',
  pasteFiles:
    'Pega los archivos que escribió tu Agent. Ejecutamos tu app de forma segura en esta página y probamos cada requisito como lo haría una persona.',
  open: 'Abrir el revisor',
  couldNotLoad: 'No se pudo cargar el revisor. Revisa tu conexión e inténtalo de nuevo.',
}
