import type { Translation } from '../../messages.ts'
import type { checkerRun as english } from '../en/checker-run.ts'

export const checkerRun: Translation<typeof english> = {
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
