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
  filesHintBefore: 'Pega los archivos que escribió tu Agent, o pon todo en ',
  filesHintAfter: '. Se quedan en este navegador hasta que los borres, y nunca se envían a nuestro servidor.',
  openFiles: 'Abrir archivos de tu dispositivo',
  imagesNote: (count: number, names: string) =>
    count === 1
      ? `Tu página muestra una imagen de un archivo o de la web (${names}). Aquí solo llegan los tres archivos de arriba, y tu app corre sin internet, así que se ve como un cuadro vacío abajo. En tu app en Replit se ve como siempre.`
      : `Tu página muestra imágenes de archivos o de la web (${names}). Aquí solo llegan los tres archivos de arriba, y tu app corre sin internet, así que se ven como cuadros vacíos abajo. En tu app en Replit se ven como siempre.`,
  holdsKey:
    'Estos archivos tienen una clave (mira “Keeps its secrets”, en el informe), así que este navegador ya no los guarda: se van cuando salgas de esta página.',
  clearFiles: 'Borrar estos archivos',
}
