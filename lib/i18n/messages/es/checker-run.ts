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
  timedOut: 'Tu app no respondió en 5 segundos. Busca un ciclo que nunca termina, arréglalo y vuelve a ejecutar.',
  runningBelow: 'Tu app se está ejecutando abajo, con su consola debajo.',
  checkingEveryone: 'Revisando tu app para todas las personas y la seguridad…',
  checkedEveryone: (summary: string) => `${summary} Tu app se está ejecutando abajo.`,
  run: 'Ejecutar',
  checkEveryone: 'Revisar para todas las personas y la seguridad',
  playgroundProject: 'Revisarla como un proyecto de aprendizaje',
  playgroundNoProject: 'Ninguno: solo ejecutar',
  playgroundProjectHint:
    'Elige un proyecto para revisar tu app según sus requisitos. Cuando se cumplen, Explica tu app te pregunta sobre tu propio código: qué línea hace que un requisito funcione, qué pasa sin una línea y un cambio pequeño que hacer. Tú respondes, y ejecutamos tu app para comprobarlo.',
  playgroundChecking: (project: string) => `Revisando tu app como “${project}”`,
  playgroundLoading: 'Cargando el revisor…',
  playgroundCouldNotLoad: 'No se pudo cargar el revisor. Revisa tu conexión y vuelve a elegir el proyecto.',
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
  appFrameTitle: 'Tu app',
  checkingFrameTitle: 'Tu app, en revisión',
  lastFrameTitle: 'Tu app, como la dejó la última revisión',
  wrongScript: 'La revisión ejecutó el script equivocado. Recarga la página e intenta otra vez',
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

  consoleHeading: 'Consola',
  consoleEmpty: 'Todavía nada. Aquí aparece lo que tu app escribe con console.log, y cualquier error.',
  cannotRunPackageJson:
    'Pegaste un package.json: enumera las herramientas que necesita un proyecto más grande, no la página misma. La revisión ejecuta una página hecha de HTML, CSS y JavaScript simples, en tres archivos como máximo.',
  cannotRunReactProject:
    'Esto parece un proyecto de React con muchos archivos: su index.html solo carga código de la carpeta src, que un paso de compilación tiene que convertir primero en una página. La revisión ejecuta una página hecha de HTML, CSS y JavaScript simples, en tres archivos como máximo.',
  cannotRunPackageImports:
    'Tu script importa paquetes (líneas que empiezan con import … from), y solo un paso de compilación puede traerlos. La revisión ejecuta una página hecha de HTML, CSS y JavaScript simples, en tres archivos como máximo.',
  plainFilesPrompt:
    'Por favor, rehaz esto en HTML, CSS y JavaScript simples, sin paso de compilación y sin frameworks. Quiero solo index.html, style.css y script.js, servidos como un sitio estático. Mantén las mismas funciones y el mismo aspecto.',

  errorAtLine: (file: string, line: number) => `${file}, línea ${line}`,
  errorInPromise: 'tu app (una promesa que falló)',
  errorNotDefined:
    'Tu script usa un nombre que nunca se creó, a menudo por un error de tipeo (una letra que falta o que es otra), así que se detuvo ahí.',
  errorFoundNothing:
    'Tu script buscó algo en la página, como un botón, y no encontró nada: puede que su id no coincida con el de index.html, o que el script se ejecutara antes de que la página estuviera lista.',
  errorNotAFunction: 'Tu script llamó a algo que no se puede llamar, a menudo un nombre mal escrito, así que se detuvo ahí.',
  errorSyntax:
    'Tu script tiene un error de escritura que el navegador no puede leer, como un paréntesis o unas comillas que faltan, así que no se ejecutó nada de él.',
  errorStoppedHere: 'Tu script se detuvo en esta línea, así que no se ejecutó nada de lo que viene después.',
  errorFixPrompt: (projectTitle: string, error: string, where: string, stopped: string, written: string, right: string) =>
    [
      `Context: Mi app "${projectTitle}", una sola página web (index.html, style.css, script.js) en HTML, CSS y JavaScript simples.`,
      'Length: Cambia solo lo que este arreglo necesita y deja todo lo demás funcionando.',
      `Examples: La consola del navegador muestra este error: "${error}", en ${where}.${written ? ` "${written}" puede ser "${right}" mal escrito.` : ''}`,
      `Actions: Encuentra qué causa este error y arréglalo.${stopped ? ` Luego revisa que esto vuelva a funcionar: ${stopped}.` : ''} Explica qué cambiaste.`,
      'Role: Actúa como un profesor de web paciente que explica el arreglo en una o dos oraciones.',
    ].join('\n'),

  markupHeading: (count: number) => (count === 1 ? 'Un error de marcado en index.html' : 'Errores de marcado en index.html'),
  markupRepaired: (count: number) =>
    `El navegador repara ${count === 1 ? 'errores como este' : 'errores como estos'} sin avisar, así que tu app se ejecutó como una página que tú no escribiste.`,
  markupAtLine: (line: number) => `index.html, línea ${line}:`,
  markupQuoteToEnd: (start: string) =>
    `Las comillas que empiezan en ${start} nunca se cierran, así que el navegador lee el resto del archivo como parte de ellas.`,
  markupQuoteToNext: (start: string, endLine: number | undefined) =>
    `Las comillas que empiezan en ${start} no se cierran en esta línea, así que el navegador lee todo hasta las siguientes comillas${
      endLine === undefined ? '' : `, en la línea ${endLine},`
    } como parte de ellas: lo que queda en medio desaparece de la página.`,
  markupUnclosed: (tag: string) =>
    `El <${tag}> que empieza aquí nunca se cierra (no hay </${tag}>), así que el navegador mete dentro de él todo lo que viene después.`,
  markupStrayEnd: (tag: string) =>
    `Este </${tag}> no cierra nada: aquí no hay ningún <${tag}> abierto. Puede que una etiqueta de cierre esté mal escrita, o que sobre una.`,
  markupNotInside: (child: string, parent: string) =>
    `Un <${child}> no puede ir dentro de un <${parent}>: el navegador mueve cosas para que quepa, así que la página puede no ser la que escribiste.`,
  markupDuplicateId: (id: string) =>
    `Dos elementos tienen el id "${id}": un id se usa una sola vez, y el script solo encuentra el primero de ellos.`,
  markupDuplicateAttribute: (attribute: string) =>
    `Esta etiqueta tiene el atributo ${attribute} dos veces: el navegador se queda con el primero e ignora el otro.`,
  markupUnknownTag: (tag: string, guess: string) =>
    `<${tag}> no es una etiqueta de HTML${guess ? `: ¿quisiste decir <${guess}>?` : ', así que el navegador la trata como una caja sin más.'}`,
  markupVoidContent: 'Esta etiqueta nunca contiene nada, así que no lleva etiqueta de cierre: quita la etiqueta de cierre.',
  markupUnreadable:
    'El navegador no puede leer esta etiqueta tal como está escrita: puede faltar una comilla, un símbolo < o >, o un espacio entre dos atributos.',
  markupCheckerSays: (message: string) => `El verificador de HTML dice (en inglés): ${message}`,
  markupExample: (line: number, excerpt: string, words: string) => `línea ${line}, "${excerpt}": ${words}`,
  markupFixPrompt: (projectTitle: string, count: number, examples: string) =>
    [
      `Context: Mi app "${projectTitle}", una sola página web (index.html, style.css, script.js) en HTML, CSS y JavaScript simples.`,
      'Length: Cambia solo lo que este arreglo necesita y deja todo lo demás funcionando.',
      `Examples: Un verificador de HTML encontró ${count === 1 ? 'este error' : 'estos errores'} en index.html: ${examples}`,
      'Actions: Arregla estos errores de marcado en index.html, y cualquier otro parecido, para que cada etiqueta y cada comilla que se abre también se cierre. Luego explica qué cambiaste.',
      'Role: Actúa como un profesor de web paciente que explica el arreglo en una o dos oraciones.',
    ].join('\n'),
}
