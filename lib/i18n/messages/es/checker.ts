import type { Translation } from '../../messages.ts'
import type { checker as english } from '../en/checker.ts'

export const checker: Translation<typeof english> = {
  heading: 'Revisa mi proyecto',
  withoutScripting: 'Para ejecutar tu app aquí se necesita JavaScript. Sin él, prueba tu app a mano con esta lista (puedes imprimirla):',
  pasteFiles:
    'Pega los archivos que escribió tu Agent. Ejecutamos tu app de forma segura en esta página y probamos cada requisito como lo haría una persona.',
  open: 'Abrir el revisor',
  couldNotLoad: 'No se pudo cargar el revisor. Revisa tu conexión e inténtalo de nuevo.',
  cannotRunHeading: 'Estos archivos no se pueden ejecutar aquí',
  askForPlainFiles: 'Pídele a tu Agent archivos simples con este prompt y vuelve a pegarlos:',
  copyPrompt: 'Copiar el prompt',
  fixWithPrompt: 'Pídele a tu Agent que lo arregle con este prompt:',
  copyFixPrompt: 'Copiar el prompt de arreglo',
  cannotRunStatus: 'Estos archivos no se pueden ejecutar aquí: mira abajo por qué.',
  running: 'Ejecutando tu app…',
  timedOut: (message: string) => `${message}. Busca un bucle que nunca termina, arréglalo y vuelve a ejecutar.`,
  runningBelow: 'Tu app se está ejecutando abajo, con su consola debajo.',
  checkingEveryone: 'Revisando tu app para todas las personas y la seguridad…',
  checkedEveryone: (summary: string) => `${summary} Tu app se está ejecutando abajo.`,
  run: 'Ejecutar',
  checkEveryone: 'Revisar para todas las personas y la seguridad',
}
