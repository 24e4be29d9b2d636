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
    'Estos archivos tienen una clave (mira “Guarda sus secretos”, en el informe), así que este navegador ya no los guarda: se van cuando salgas de esta página.',
  clearFiles: 'Borrar estos archivos',
  runAndCheck: 'Ejecutar y revisar',
  checkingApp: 'Revisando tu app…',
  checkingRequirement: (number: number, count: number) => `Revisando el requisito ${number} de ${count}…`,
  markupFirst: (mistakes: number, passed: number, count: number) =>
    `index.html tiene ${mistakes === 1 ? 'un error de marcado' : `${mistakes} errores de marcado`} que arreglar primero. Por ahora pasaron ${passed} de ${count} requisitos, ${count - passed} todavía no.`,
  allPassed: (count: number) => `Pasaron los ${count} requisitos.`,
  somePassed: (passed: number, count: number) => `Pasaron ${passed} de ${count} requisitos. ${count - passed} todavía no.`,
  checkingSafety: (summary: string) => `${summary} Revisando si funciona para todos y es seguro…`,
  lastFrameTitle: 'Tu app, como la dejó la última revisión',
  expectedAnswer: 'que la app respondiera',
  foundFrozen: (whileLoading: boolean) =>
    `Tu app no respondió en 5 segundos${whileLoading ? ' mientras cargaba su página' : ''}: puede estar atrapada en un ciclo que nunca termina`,
  expectedStart: 'que la revisión pudiera iniciar tu app',
  foundUnavailable: 'La revisión no pudo iniciar tu app: su sandbox no cargó. Revisa tu conexión e intenta otra vez',
  expectedRun: 'que la app se ejecutara',
  foundStopped: 'se detuvo de forma inesperada',
  fixPrompt: (projectTitle: string, requirement: string, expected: string, found: string) =>
    [
      `Context: Mi app "${projectTitle}", una sola página web (index.html, style.css, script.js) en HTML, CSS y JavaScript simples.`,
      'Length: Cambia solo lo que este arreglo necesita y deja todo lo demás funcionando.',
      `Examples: Cuando pruebo "${requirement}", esperaba ${expected}. Lo que encontró la revisión: ${found}.`,
      `Actions: Arregla este requisito: "${requirement}". Luego explica qué cambiaste.`,
      'Role: Actúa como un profesor de web paciente que explica el arreglo en una o dos oraciones.',
    ].join('\n'),
  completionRule:
    'Un proyecto está completo cuando pasan todos los requisitos. Vale la pena arreglar también lo que encuentra "Para todos y seguridad", pero eso no frena el proyecto.',
  passed: 'Pasó',
  notYet: 'Todavía no',
  notSure: 'No es seguro',
  appStopped: 'Tu app se detuvo con un error',
  errorIn: ' en ',
  didYouMean: '¿Quisiste decir ',
  scriptSays: '? Tu script dice ',
  fromMarkup: 'Puede venir del error de marcado de arriba: arregla eso primero.',
  checkResults: 'Resultados de la revisión',
  workedRepaired:
    'Funcionó, pero en una página que el navegador tuvo que reparar: arregla el error de marcado de arriba y revisa otra vez.',
  stoppedAtError: 'Esto no podía funcionar: tu app se detuvo en el error de arriba.',
  expectedFound: (expected: string, found: string) => `Se esperaba ${expected}. Se encontró: ${found}.`,
  everyPassed: 'Pasaron todos los requisitos.',
  wellDone: '¡Bien hecho!',
  lookAtSafety: 'Mira lo que encontró "Para todos y seguridad" arriba: vale la pena arreglarlo.',
  markedComplete: 'Marcado como completo',
  markComplete: 'Marcar este proyecto como completo',
}
