/**
 * "Check my live app": the "Expected … Found …" of the steps about the
 * server and the frame (renderer/features/live-app-check/script/run-live-check.ts)
 * and the app's own errors, baked into the check script in every language
 * (../es/live-check-run.ts translates them). The page steps' words are the
 * harness's (check-steps.ts).
 */
export const liveCheckRun = {
  hostPassword: 'the host password, to open your host page',
  noPasswordTyped: 'no password was typed into this panel, so this requirement was not checked',
  checkToRun: 'the check to run',
  anotherScript: 'another script answered in its place',
  appToRun: 'the app to run',
  noRequestForRefusedInput: 'no request to be sent for input the app refuses',
  stillSentRequest: (url: string) => `your app still sent a request, to ${url}`,
  appToAnswer: 'the app to answer',
  notDoneReacting: (seconds: number) => `it did not finish reacting in ${seconds} seconds`,
  nextPageToLoad: 'the next page to load',
  pageToLoad: 'the page to load',
  notDoneLoading: (seconds: number) => `it did not finish loading in ${seconds} seconds`,
  opensInFrame: 'your app to open in a frame on its own pages',
  refusesFrame:
    'it refuses to be shown in a frame (an X-Frame-Options or frame-ancestors setting): ask the Agent to allow frames from the app itself (frame-ancestors ‘self’)',
  scriptLoads: 'the check script to load in your app’s pages',
  policyBlocks: 'your app’s Content-Security-Policy blocks it: ask the Agent to allow this site in script-src while you test',
  /** `status`: one code or a range (`statusRange`); `says`, `saysNot`: quoted words, '' when the step has none. */
  requestAnswers: (request: string, signedOut: boolean, status: string, says: string, saysNot: string) =>
    `${request}${signedOut ? ' from a visitor who is not signed in' : ''} to answer ${status}${says ? ` with words like ${says}` : ''}${saysNot ? ` without ${saysNot}` : ''}`,
  statusRange: (low: number, high: number) => `${low} to ${high}`,
  requestFailed: (message: string) => `the request failed: ${message}`,
  answered: (status: number) => `it answered ${status}`,
  answeredWith: (status: number, body: string) => `it answered ${status} with “${body}”`,
  answerStillHolds: (text: string) => `its answer still holds “${text}”`,
  errorInPage: (message: string) => `an error in your app's page: ${message}`,
  consoleSays: (text: string) => `your app's console says: ${text}`,
  serverAnswered: (status: number, path: string) => `your app's server answered ${status} to ${path}`,
  /** A <script> written in a page, named in a finding. */
  inlineScript: (path: string) => `a script in the page ${path}`,
}
