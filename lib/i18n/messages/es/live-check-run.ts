import type { Translation } from '../../messages.ts'
import type { liveCheckRun as english } from '../en/live-check-run.ts'

export const liveCheckRun: Translation<typeof english> = {
  hostPassword: 'la contraseña de anfitrión, para abrir tu página de anfitrión',
  noPasswordTyped: 'no se escribió ninguna contraseña en este panel, así que este requisito no se revisó',
  checkToRun: 'que la revisión se ejecutara',
  anotherScript: 'otro script respondió en su lugar',
  appToRun: 'que la app se ejecutara',
  noRequestForRefusedInput: 'que no se enviara ninguna petición con datos que la app rechaza',
  stillSentRequest: (url: string) => `tu app envió igualmente una petición, a ${url}`,
  appToAnswer: 'que la app respondiera',
  notDoneReacting: (seconds: number) => `no terminó de reaccionar en ${seconds} segundos`,
  nextPageToLoad: 'que cargara la página siguiente',
  pageToLoad: 'que cargara la página',
  notDoneLoading: (seconds: number) => `no terminó de cargar en ${seconds} segundos`,
  opensInFrame: 'que tu app se abriera en un marco dentro de sus propias páginas',
  refusesFrame:
    'no deja que se muestre en un marco (un ajuste X-Frame-Options o frame-ancestors): pide al Agent que permita marcos de la propia app (frame-ancestors ‘self’)',
  scriptLoads: 'que el script de la revisión cargara en las páginas de tu app',
  policyBlocks:
    'la Content-Security-Policy de tu app lo bloquea: pide al Agent que permita este sitio en script-src mientras haces pruebas',
  requestAnswers: (request: string, signedOut: boolean, status: string, says: string, saysNot: string) =>
    `que ${request}${signedOut ? ' de un visitante que no ha iniciado sesión' : ''} respondiera ${status}${says ? ` con palabras como ${says}` : ''}${saysNot ? ` sin ${saysNot}` : ''}`,
  statusRange: (low: number, high: number) => `de ${low} a ${high}`,
  requestFailed: (message: string) => `la petición falló: ${message}`,
  answered: (status: number) => `respondió ${status}`,
  answeredWith: (status: number, body: string) => `respondió ${status} con “${body}”`,
  answerStillHolds: (text: string) => `su respuesta todavía contiene “${text}”`,
  errorInPage: (message: string) => `un error en la página de tu app: ${message}`,
  consoleSays: (text: string) => `la consola de tu app dice: ${text}`,
  serverAnswered: (status: number, path: string) => `el servidor de tu app respondió ${status} a ${path}`,
  inlineScript: (path: string) => `un script dentro de la página ${path}`,
}
