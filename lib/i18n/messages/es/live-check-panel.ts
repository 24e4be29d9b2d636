import type { Translation } from '../../messages.ts'
import type { liveCheckPanel as english } from '../en/live-check-panel.ts'

export const liveCheckPanel: Translation<typeof english> = {
  name: (projectNumber: number) => `Revisar mi app: Proyecto destacado ${projectNumber}`,
  intro: (title: string, creates: string) => `${title}. ${creates} Quita la línea de esta revisión antes de publicar de verdad.`,
  passwordLabel: 'Tu contraseña de anfitrión',
  passwordHint: 'Solo la usa esta revisión, en esta página. No se guarda ni se envía a ningún sitio salvo a tu app.',
  run: 'Ejecutar la revisión',
  close: 'Cerrar',
  frameTitle: 'Tu app, tal como la usa la revisión',
  resultsLabel: 'Requisitos',
  checking: (count: number) => `Revisando ${count} requisitos…`,
  allPassed: (count: number) => `Se cumplen los ${count} requisitos.`,
  somePassed: (passed: number, total: number, notYet: number) => `Se cumplen ${passed} de ${total} requisitos. ${notYet} todavía no.`,
  byHand: (instruction: string) => `Revisa a mano: ${instruction}`,
  passed: 'Cumple',
  notYet: 'Todavía no',
  unsure: 'No es seguro',
  appErrorFirst: (error: string) => `Primero, el error de tu propia app: ${error}.`,
  expectedFound: (expected: string, found: string) => `Se esperaba ${expected}. Se encontró: ${found}.`,
  fixPromptSummary: 'Un prompt para arreglarlo',
  copyFixPrompt: 'Copiar el prompt de arreglo',
  copied: 'Copiado',
  fixPrompt: (title: string, requirement: string, expected: string, found: string, appError: string) =>
    [
      `Context: Mi app "${title}", una app web con un servidor y una base de datos que construyo contigo en Replit.`,
      'Length: Cambia solo lo que necesita este arreglo y mantén todo lo demás funcionando.',
      `Examples: Cuando la revisión del curso probó "${requirement}", esperaba ${expected}. Lo que encontró: ${found}.${appError ? ` Mi app también informó ${appError}.` : ''}`,
      `Actions: Arregla este requisito: "${requirement}". Luego explica qué cambiaste.`,
      'Role: Actúa como un desarrollador full-stack paciente que explica el arreglo en una o dos oraciones.',
    ].join('\n'),
  record: 'Guardar este resultado en tu progreso del curso',
  recordNote:
    ' (abre la página del proyecto en el sitio del curso; el resultado viaja en la parte # del enlace, que tu navegador nunca envía a ningún servidor)',
  leftBehind: (word: string) => `Puede que la revisión haya dejado una entrada de prueba en tu app: busca «${word}» y bórrala.`,
  safetyHeading: 'Para todos y seguridad',
  safetyChecking: 'Revisando «Para todos y seguridad»…',
  safetyNote:
    'Revisado en este navegador, en las páginas de tu app tal como se abren. No se envió nada a ningún sitio, ni siquiera al sitio del curso.',
  everyoneHeading: 'Funciona para todos',
  secretsHeading: 'Guarda sus secretos',
  noAccessibilityProblems: (pages: string) => `No se encontraron problemas de accesibilidad en ${pages}.`,
  auditNotRun: (reason: string) => `La revisión de accesibilidad no pudo ejecutarse: ${reason}.`,
  axeLimits:
    'Una revisión automática encuentra más o menos un tercio de los problemas que encuentran las personas, y solo en una página tal como se abre: prueba también toda la app solo con el teclado (Tab, Mayús+Tab, Intro, Espacio).',
  noKeys: (scripts: number) =>
    scripts === 1
      ? 'No hay claves en el único script que cargan las páginas de tu app.'
      : `No hay claves en los ${scripts} scripts que cargan las páginas de tu app.`,
  foundOnce: (element: string) => `Encontrado una vez: ${element}.`,
  foundTimes: (count: number, examples: string) => `Encontrado ${count} veces, por ejemplo ${examples}.`,
  whyItMatters: (why: string) => `Por qué importa: ${why}`,
  doThisNow: (now: string) => `Haz esto ahora: ${now}`,
  learnHow: 'Aprende cómo: ',
  appContext: 'Mi app es una app web con un servidor y una base de datos que construyo contigo en Replit.',
  safetySummary: (everyone: number | undefined, leaks: number) =>
    `Para todos y seguridad: ${
      everyone === undefined
        ? 'la revisión de accesibilidad no pudo ejecutarse'
        : everyone === 0
          ? 'ningún problema de accesibilidad'
          : `${everyone} ${everyone === 1 ? 'problema' : 'problemas'} de accesibilidad`
    }, ${leaks === 0 ? 'ningún problema de seguridad' : `${leaks} ${leaks === 1 ? 'problema' : 'problemas'} de seguridad`}.`,
}
