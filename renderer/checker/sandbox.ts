/**
 * Runs a learner's app in the sandbox frame (/playground/frame, served by
 * server/routes/playground-frame.ts with its own locked-down policy) and,
 * for a check, walks it through a requirement's steps. The frame is an
 * opaque origin without allow-same-origin, so Chromium runs it in a process
 * of its own: an app that never finishes cannot freeze this page. If the
 * frame does not answer within RESPONSE_TIMEOUT_MS it is removed.
 */
import type { CheckStep } from '../../content/schema.ts'
import type { CheckOutcome, LearnerFiles, ResultMessage, RunMessage } from './protocol.ts'

/** A hash of the frame's document (vite.config.ts): its URL never changes answer, so the browser keeps it, offline too. */
declare const __PLAYGROUND_FRAME_VERSION__: string
const FRAME_PATH = `/playground/frame?v=${__PLAYGROUND_FRAME_VERSION__}`
const RESPONSE_TIMEOUT_MS = 5000
export const TIMEOUT_MESSAGE = 'Your app did not respond within 5 seconds'
/** The sandbox tokens of issue #19: scripts, forms and dialogs, never same-origin or top navigation. */
const SANDBOX = 'allow-scripts allow-forms allow-modals'

export type RunOutcome = CheckOutcome | { kind: 'timeout' }

function makeFrame(host: HTMLElement, title: string, width?: number): HTMLIFrameElement {
  host.replaceChildren()
  const frame = document.createElement('iframe')
  frame.setAttribute('sandbox', SANDBOX)
  frame.title = title
  frame.className = 'sandbox-frame'
  if (width) frame.width = String(width)
  frame.src = FRAME_PATH
  host.append(frame)
  return frame
}

function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join('')
}

/** Loads a fresh frame, sends it one run and waits for its answer (or the timeout, which removes the frame). */
function runOnce(
  host: HTMLElement,
  title: string,
  message: Omit<RunMessage, 'type' | 'nonce'>,
  width?: number,
): Promise<ResultMessage | undefined> {
  const frame = makeFrame(host, title, width)
  const nonce = randomNonce()
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = (result: ResultMessage | undefined) => {
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
      resolve(result)
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Partial<ResultMessage> | null
      if (event.source !== frame.contentWindow || data?.type !== 'fztv-result' || data.nonce !== nonce) return
      finish(data as ResultMessage)
    }
    window.addEventListener('message', onMessage)
    frame.addEventListener(
      'load',
      () => {
        timer = setTimeout(() => {
          // Gone from the page, the frame's process stops running the app.
          frame.remove()
          finish(undefined)
        }, RESPONSE_TIMEOUT_MS)
        frame.contentWindow?.postMessage({ type: 'fztv-run', nonce, ...message } satisfies RunMessage, '*')
      },
      { once: true },
    )
  })
}

/** Shows the app in a frame inside `host`, as it is: no checks. */
export async function runApp(host: HTMLElement, files: LearnerFiles): Promise<RunOutcome> {
  const result = await runOnce(host, 'Your app', { files, storage: {} })
  return result ? result.outcome : { kind: 'timeout' }
}

let harnessSource: Promise<string> | undefined

/**
 * The harness (harness.ts, built as a file of its own in /assets/ with a long
 * cache life, which the service worker keeps for offline use), fetched once.
 */
function loadHarness(): Promise<string> {
  harnessSource ??= import('./harness.ts?worker&url')
    .then(({ default: url }) => fetch(url))
    .then((response) => {
      if (!response.ok) throw new Error(`The checker could not load (${response.status})`)
      return response.text()
    })
  harnessSource.catch(() => {
    harnessSource = undefined
  })
  return harnessSource
}

/**
 * Runs one requirement's steps against the app, each from a fresh frame with
 * empty storage; a 'reload' step loads a new frame with what the app saved.
 */
export async function runCheck(host: HTMLElement, files: LearnerFiles, steps: CheckStep[]): Promise<RunOutcome> {
  const harness = await loadHarness()
  let storage: Record<string, string> = {}
  let start = 0
  let width: number | undefined
  // Each pause moves past a step, so this ends.
  for (;;) {
    const result = await runOnce(host, 'Your app, being checked', { files, storage, harness, steps, start }, width)
    if (!result) return { kind: 'timeout' }
    const { outcome } = result
    if (outcome.kind !== 'pause') return outcome
    storage = result.storage
    start = outcome.at
    width = outcome.reload.width ?? width
  }
}
