import type { Translation } from '../../messages.ts'
import type { safetyWords as english } from '../en/safety-words.ts'

const SCREEN_READER = 'Un lector de pantalla (el programa que usan las personas ciegas para escuchar una página) '
const ARIA = 'un atributo aria- (un ajuste que les dice a los lectores de pantalla qué es o qué hace un elemento)'

/** What the scan names in English (a key's kind in lib/secret-rules.ts, what a page loads), in Spanish; code names stay as they are. */
const WHAT: Record<string, string> = {
  'a private key': 'una clave privada',
  'an Anthropic (Claude) API key': 'una clave de API de Anthropic (Claude)',
  'an OpenAI API key': 'una clave de API de OpenAI',
  'a Stripe secret key': 'una clave secreta de Stripe',
  'a Stripe publishable key': 'una clave publicable de Stripe',
  'a Supabase secret key': 'una clave secreta de Supabase',
  'a Supabase publishable key': 'una clave publicable de Supabase',
  'a Supabase service_role key': 'una clave service_role de Supabase',
  'a Supabase anon key': 'una clave anon de Supabase',
  'a Google API key': 'una clave de API de Google',
  'a GitHub token': 'un token de GitHub',
  'an AWS access key': 'una clave de acceso de AWS',
  'a Slack token or webhook': 'un token o webhook de Slack',
  'a Hugging Face token': 'un token de Hugging Face',
  'a Groq API key': 'una clave de API de Groq',
  'a SendGrid API key': 'una clave de API de SendGrid',
  'a database address with its password': 'una dirección de base de datos con su contraseña',
  'a script': 'un script',
  'a stylesheet': 'una hoja de estilos',
  'a script with a syntax error': 'un script con un error de sintaxis',
  'a secret': 'un secreto',
  'a value': 'un valor',
}

export const safetyWords: Translation<typeof english> = {
  heading: 'Para todos y seguridad',
  checkedHere: 'Tus archivos se revisaron en este navegador. No se envió nada a ningún lado, ni siquiera a este sitio.',
  everyoneHeading: 'Funciona para todos',
  secretsHeading: 'Guarda sus secretos',
  auditNotRun: (reason: string) => `La revisión de accesibilidad no pudo correr: ${reason}`,
  auditFrozen: (whileLoading: boolean) => `Tu app no respondió en 5 segundos${whileLoading ? ' mientras cargaba su página' : ''}.`,
  auditUnavailable: 'La revisión no pudo iniciar tu app: su sandbox no cargó. Revisa tu conexión e intenta otra vez.',
  auditStopped: 'La revisión se detuvo de forma inesperada.',
  auditFrameTitle: 'Tu app, en revisión para que funcione para todos',
  noProblems: (controls: number) =>
    `No se encontraron problemas${controls === 1 ? ', y el teclado llega al único control' : controls > 1 ? `, y el teclado llega a los ${controls} controles` : ''}.`,
  foundOnce: (element: string) => `Encontrado una vez: ${element}.`,
  foundTimes: (count: number, examples: string) => `Encontrado ${count} veces, por ejemplo ${examples}.`,
  whyItMatters: 'Por qué importa: ',
  doThisNow: 'Haz esto ahora:',
  learnHow: 'Aprende cómo: ',
  noFindings: 'Ninguna clave, y nada del código inseguro sobre el que advierte el curso.',
  summary: (everyone: number | undefined, leaks: number) =>
    `Para todos y seguridad: ${
      everyone === undefined
        ? 'la revisión de accesibilidad no pudo correr'
        : everyone === 0
          ? 'ningún problema de accesibilidad'
          : `${everyone} ${everyone === 1 ? 'problema' : 'problemas'} de accesibilidad`
    }, ${leaks === 0 ? 'ningún problema de seguridad' : `${leaks} ${leaks === 1 ? 'problema' : 'problemas'} de seguridad`}.`,

  appContext: 'Mi app es una sola página web (index.html, style.css, script.js) en HTML, CSS y JavaScript simples.',
  accessibilityLength: 'Cambia solo lo que este arreglo necesita y deja la página con el mismo aspecto y funcionando igual.',
  accessibilityRole:
    'Actúa como un desarrollador web que sabe de accesibilidad y explica el cambio en dos oraciones que un principiante entienda.',
  safetyLength: 'Cambia solo lo que este arreglo necesita y deja todo lo demás funcionando.',
  safetyRole: 'Actúa como un desarrollador web cuidadoso que explica el cambio en dos oraciones que un principiante entienda.',

  accessibilityExample: (title: string, count: number, first: string | undefined) =>
    `Una revisión de accesibilidad dice: "${title}", ${count === 1 ? 'en un elemento' : `en ${count} elementos`}${first ? `, por ejemplo ${first}` : ''}.`,
  otherRuleWhy: 'Algunas personas no pueden usar esta parte de la página.',
  otherRuleFix: (help: string) => `Arregla esto: ${help}.`,
  'button-name.title': 'Un botón no tiene un nombre que un lector de pantalla pueda decir: muestra solo un ícono, o nada',
  'button-name.why': `${SCREEN_READER}dice solo "botón", así que quien lo usa no sabe qué hace.`,
  'button-name.fix': 'Dale un nombre a cada botón: texto visible, o un aria-label que diga qué hace ("Borrar tarea").',
  'input-button-name.title': 'Un botón de tipo input no tiene nombre',
  'input-button-name.why': `${SCREEN_READER}dice solo "botón", así que quien lo usa no sabe qué hace.`,
  'input-button-name.fix': 'Dale a cada <input type="button"> o "submit" un value que diga qué hace.',
  'link-name.title': 'Un enlace no tiene un nombre que un lector de pantalla pueda decir',
  'link-name.why': `${SCREEN_READER}dice solo "enlace", así que quien lo usa no sabe a dónde lleva.`,
  'link-name.fix': 'Dale a cada enlace un texto que diga a dónde lleva, o un aria-label cuando muestra solo un ícono.',
  'image-alt.title': 'Una imagen no tiene texto alternativo (alt)',
  'image-alt.why': 'Las personas que no pueden ver la imagen, y todos mientras no carga, no reciben nada en su lugar.',
  'image-alt.fix': 'Dale a cada imagen un atributo alt que diga qué muestra; usa alt="" solo para lo que es pura decoración.',
  'svg-img-alt.title': 'Un dibujo (SVG) mostrado como imagen no tiene texto alternativo',
  'svg-img-alt.why': 'Las personas que no pueden verlo no reciben nada en su lugar.',
  'svg-img-alt.fix': 'Dale a cada SVG con role="img" un <title> o un aria-label que diga qué muestra.',
  'role-img-alt.title': 'Un elemento mostrado como imagen no tiene texto alternativo',
  'role-img-alt.why': 'Las personas que no pueden verlo no reciben nada en su lugar.',
  'role-img-alt.fix': 'Dale a cada elemento con role="img" un aria-label que diga qué muestra.',
  'label.title': 'Una caja de texto no tiene etiqueta',
  'label.why': `${SCREEN_READER}no puede decir qué escribir ahí, y un placeholder desaparece en cuanto alguien escribe.`,
  'label.fix': 'Dale a cada input, textarea y select un <label for="..."> visible que diga qué escribir.',
  'select-name.title': 'Una lista desplegable no tiene etiqueta',
  'select-name.why': `${SCREEN_READER}no puede decir para qué es la lista.`,
  'select-name.fix': 'Dale a cada <select> un <label for="..."> visible que diga qué se elige.',
  'color-contrast.title': 'Hay texto demasiado tenue para leerse sobre su fondo',
  'color-contrast.why': 'Las personas con baja visión, y cualquiera que lea un teléfono bajo el sol, no alcanzan a leerlo.',
  'color-contrast.fix': 'Oscurece el texto o aclara el fondo hasta que el contraste sea de al menos 4.5 a 1 (3 a 1 para el texto grande).',
  'html-has-lang.title': 'La página no dice en qué idioma está escrita',
  'html-has-lang.why': `${SCREEN_READER}puede leer las palabras con los sonidos de otro idioma, y las herramientas de traducción adivinan.`,
  'html-has-lang.fix': 'Agrega lang="es" (o el idioma de la página) a la etiqueta <html>.',
  'html-lang-valid.title': 'La página nombra un idioma que no existe',
  'html-lang-valid.why': `${SCREEN_READER}no puede elegir la voz correcta.`,
  'html-lang-valid.fix': 'Pon en el lang de la etiqueta <html> un código de idioma real, como "es".',
  'document-title.title': 'La página no tiene título',
  'document-title.why': 'La pestaña del navegador, los marcadores y los lectores de pantalla no tienen cómo llamar a la página.',
  'document-title.fix': 'Agrega un <title> en el <head> que nombre la app.',
  'list.title': 'Una lista contiene algo que no son elementos de lista',
  'list.why': `${SCREEN_READER}cuenta mal la lista, o no la anuncia como lista.`,
  'list.fix': 'Pon solo elementos <li> directamente dentro de <ul> y <ol>.',
  'listitem.title': 'Un elemento de lista no está dentro de una lista',
  'listitem.why': `${SCREEN_READER}no puede saber que pertenece a una lista.`,
  'listitem.fix': 'Pon cada <li> dentro de un <ul> o un <ol>.',
  'nested-interactive.title': 'Un control está dentro de otro control',
  'nested-interactive.why': 'Quienes usan el teclado o un lector de pantalla solo pueden llegar a uno de los dos.',
  'nested-interactive.fix': 'No pongas botones ni enlaces dentro de otros botones o enlaces; ponlos uno al lado del otro.',
  'scrollable-region-focusable.title': 'Un área con desplazamiento no se puede desplazar con el teclado',
  'scrollable-region-focusable.why': 'Quienes usan solo el teclado no pueden leer lo que queda escondido abajo.',
  'scrollable-region-focusable.fix': 'Dale al área tabindex="0" y una etiqueta, o deja que se desplace la página entera.',
  'meta-viewport.title': 'La página no deja hacer zoom',
  'meta-viewport.why': 'Las personas con baja visión necesitan hacer zoom para leer en un teléfono.',
  'meta-viewport.fix': 'Quita maximum-scale y user-scalable=no de la etiqueta meta viewport.',
  'aria-hidden-focus.title': 'Una parte oculta de la página todavía recibe el foco del teclado',
  'aria-hidden-focus.why': 'Quienes usan el teclado llegan a algo de lo que el lector de pantalla no dice nada.',
  'aria-hidden-focus.fix': 'Haz que los elementos dentro de aria-hidden="true" no reciban el foco, o deja de ocultarlos.',
  'duplicate-id-aria.title': 'Dos elementos comparten un id al que apunta una etiqueta',
  'duplicate-id-aria.why': `${SCREEN_READER}lee la etiqueta equivocada para un campo.`,
  'duplicate-id-aria.fix': 'Dale a cada elemento un id único.',
  'aria-allowed-attr.title': 'Un elemento tiene un ajuste para lectores de pantalla que no le corresponde',
  'aria-allowed-attr.why': `Tiene ${ARIA} que su tipo de elemento no puede tener, así que el lector de pantalla lo ignora o dice algo equivocado: aria-pressed en un <div>, por ejemplo.`,
  'aria-allowed-attr.fix': 'Usa el elemento real que admite el atributo (un <button> para aria-pressed), o quita el atributo.',
  'aria-prohibited-attr.title': 'Un elemento simple tiene un nombre que los lectores de pantalla no leen',
  'aria-prohibited-attr.why': `Tiene ${ARIA} como aria-label en un <div> o un <span> sin role, así que el lector de pantalla no dice nada de él.`,
  'aria-prohibited-attr.fix':
    'Pon las palabras en la página como texto visible, o usa un elemento real (un <button>, un <img> con alt) que pueda llevar el nombre.',
  'aria-required-attr.title': 'Un elemento dice qué es, pero no en qué estado está',
  'aria-required-attr.why': `Tiene un role (role="checkbox", role="switch"…) sin ${ARIA} que ese role necesita, así que el lector de pantalla no puede decir si está activado o no.`,
  'aria-required-attr.fix':
    'Usa un <input type="checkbox"> o un <button> reales, o agrega el estado que el role necesita (aria-checked="false") y mantenlo al día.',
  'aria-valid-attr-value.title': 'Un ajuste para lectores de pantalla tiene un valor que no funciona',
  'aria-valid-attr-value.why': `Tiene ${ARIA} con un valor que los lectores de pantalla no pueden usar: aria-pressed="yes" en vez de "true", o un aria-labelledby que nombra un id que no está en la página.`,
  'aria-valid-attr-value.fix': 'Dale a cada atributo aria- un valor permitido ("true" o "false"; ids que existan en la página).',
  'target-size.title': 'Un botón o un enlace es demasiado pequeño para tocarlo',
  'target-size.why': 'Las personas a las que les tiemblan las manos, o cualquiera en un teléfono, tocan lo que no era.',
  'target-size.fix': 'Haz cada botón y cada enlace de al menos 24 por 24 píxeles, con espacio alrededor.',
  'link-in-text-block.title': 'Un enlace dentro del texto se distingue solo por su color',
  'link-in-text-block.why': 'Las personas que no ven bien los colores no encuentran el enlace.',
  'link-in-text-block.fix': 'Subraya los enlaces que están dentro del texto.',
  axeLimits:
    'Una revisión automática encuentra más o menos un tercio de los problemas que encuentran las personas. Revisa la página tal como se abre, así que el texto que aparece solo después de un clic no se revisa, y no puede juzgar texto sobre una imagen o un degradado de color. No puede saber si un nombre tiene sentido, si el orden de la página tiene sentido, ni cómo suena en un lector de pantalla real. Prueba también toda la app solo con el teclado (Tab, Shift+Tab, Enter, Espacio) y, si puedes, con un lector de pantalla.',

  unreachableTitle: (element: string) => `El teclado no llega a ${element}: Tab nunca se detiene ahí`,
  noKeysTitle: (element: string) => `Tab se detiene en ${element}, pero Enter y Espacio no hacen nada`,
  unreachableFix:
    'Haz que todo lo que se puede hacer clic sea un <button> real (o un enlace, si lleva a otra página), para que Tab llegue a él y Enter y Espacio lo presionen.',
  noKeysFix: 'Hazlo un <button> real, que responde a Enter y Espacio por sí solo, en vez de un <div> o un <span> con un manejador de clic.',
  keyboardWhy: 'Las personas que no pueden usar un mouse (con un teclado, un interruptor o su voz) no pueden usar esta parte de la app.',
  keyboardExample: (title: string) => `Una revisión de teclado dice: "${title}".`,

  what: (english: string) => WHAT[english] ?? String(english),
  where: (file: string, line: number) => `${file}, línea ${line}`,
  exampleIn: (where: string, example: string) => `En ${where}: ${example}`,
  lessonSecrets: 'Sección 9: Mantén las claves fuera de tu código',
  lessonRotate: 'Sección 9: Cambia una clave que se filtró',
  lessonHtmlFromText: 'Proyecto de aprendizaje 5: Un nombre se pone en cursiva y las palabras largas se salen',
  lessonCheckInputs: 'Sección 9: Revisa cada dato en el servidor',
  lessonHttps: 'Sección 9: Corre el análisis de seguridad antes de publicar',
  lessonReadError: 'Sección 4: Lee el mensaje de error',
  secretTitle: (what: string, where: string) => `Hay ${what} en ${where}`,
  secretWhyPassword:
    'Todo lo que está en estos archivos se envía a cada visitante, así que cualquiera puede abrir la página, copiar la dirección y entrar a tu base de datos: leer, cambiar o borrar todo lo que tiene.',
  secretWhyKey:
    'Todo lo que está en estos archivos se envía a cada visitante, así que cualquiera puede abrir la página, copiar la clave y usarla: gastar tu dinero, leer tus datos o enviar mensajes como si fueras tú.',
  secretNowPassword:
    'Cambia ahora la contraseña de la base de datos, en la configuración de su proveedor. Quedó expuesta al estar en los archivos de la página, y pegarla en cualquier lado, incluso aquí, cuenta.',
  secretNowKey:
    'Reemplaza la clave ahora: crea una nueva en el panel del proveedor y borra esta. Quedó expuesta al estar en los archivos de la página, y pegarla en cualquier lado, incluso aquí, cuenta.',
  secretExample: (what: string, excerpt: string) => `el código tiene ${what} (${excerpt}) a la vista del navegador.`,
  secretActionsPassword: [
    'Pasa cada consulta a la base de datos a una pequeña ruta del servidor, y guarda la dirección de la base de datos en una variable de entorno secreta que solo lee el servidor.',
    'Haz que la página llame a esa ruta, para que la dirección y su contraseña nunca lleguen al navegador.',
    'Quita la dirección de todos los archivos, también de los comentarios.',
  ].join('\n'),
  secretActionsKey: [
    'Pasa cada llamada que necesita esta clave a una pequeña ruta del servidor, y guarda la clave en una variable de entorno secreta que solo lee el servidor.',
    'Haz que la página llame a esa ruta, para que la clave nunca llegue al navegador.',
    'Quita la clave de todos los archivos, también de los comentarios.',
  ].join('\n'),
  publishableTitle: (what: string, where: string) => `Hay ${what} en ${where}: eso está bien`,
  publishableWhy:
    'Este tipo de clave está hecha para verse en un navegador; por sí sola no puede gastar dinero ni leer datos privados. Mantén a su pareja secreta (la clave secreta) fuera de estos archivos, y configura las reglas del proveedor para que la clave pública solo pueda hacer lo que tu página necesita.',
  htmlTitle: (what: string, where: string) => `El texto que escribió un visitante se pone en la página como HTML con ${what} (${where})`,
  htmlWhy:
    'El texto del visitante pasa a ser parte de la página: un nombre como <img onerror=…> puede ejecutar código en el navegador de otras personas o romper el diseño.',
  htmlExample: (excerpt: string, what: string) => `\`${excerpt}\` pone en la página texto que escribió un visitante con ${what}.`,
  htmlActions: [
    'Muestra el texto que puede venir de un visitante con textContent (o creando elementos), nunca como HTML.',
    'Deja la página exactamente con el aspecto que tiene ahora.',
  ].join('\n'),
  codeTitle: (what: string, where: string) => `Un texto se ejecuta como código con ${what} (${where})`,
  codeWhy:
    'Un texto que se ejecuta como código puede hacer todo lo que puede hacer la página. Si alguna vez le llega el texto de un visitante, ese visitante controla tu app; y esconde los errores hasta el momento en que se ejecuta.',
  codeExample: (excerpt: string, what: string) => `\`${excerpt}\` ejecuta texto como código con ${what}.`,
  codeActions: (what: string) =>
    [
      `Reemplaza ${what} con código normal que haga lo mismo: llama a la función directamente, o pasa una función en vez de un texto.`,
      'No ejecutes ningún texto como código en ninguna parte de la app.',
    ].join('\n'),
  httpTitle: (what: string, where: string) => `Se carga ${what} por http:// simple (${where})`,
  httpWhy:
    'Todo lo que se envía por http:// simple se puede leer y cambiar en el camino, por ejemplo en el Wi-Fi de un café, y los navegadores lo bloquean en una página servida por https://, así que la app se rompe al publicarla.',
  httpExample: (excerpt: string) => `la página carga ${excerpt} por http:// simple.`,
  httpActions: 'Cárgalo por https://, o copia el archivo en el proyecto y cárgalo desde ahí.',
  storageTitle: (where: string) => `Se guarda una contraseña o una clave en el almacenamiento del navegador (${where})`,
  storageWhy:
    'El almacenamiento del navegador guarda lo que tiene como texto simple en el dispositivo, donde cualquier script de la página, y cualquiera que use la computadora, puede leerlo.',
  storageExample: (excerpt: string, what: string) => `\`${excerpt}\` guarda "${what}" en el almacenamiento del navegador.`,
  storageActions: [
    'Deja de guardar contraseñas, tokens o claves en localStorage o sessionStorage.',
    'Si la app necesita un inicio de sesión, deja que el servidor guarde el secreto y que el navegador guarde solo una cookie de sesión.',
  ].join('\n'),
  unreadableTitle: (file: string, line: number) =>
    `${file} tiene un error de sintaxis en la línea ${line}, así que no se revisó si tiene código inseguro`,
  unreadableWhy: (excerpt: string) =>
    `El navegador tampoco puede ejecutar un script que no puede leer ("${excerpt}"): arregla esto primero y luego revisa otra vez.`,
  unreadableExample: (excerpt: string) => `el navegador dice "${excerpt}".`,
  unreadableActions: 'Arregla el error de sintaxis para que el script se ejecute, y no cambies nada más.',
}
