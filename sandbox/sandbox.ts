/**
 * Runs a learner's app in the sandbox frame (/playground/frame, served by
 * server/routes/playground-frame.ts with its own locked-down policy), as it
 * is or with a frame script (the checker's harness, the safety report's
 * audit) that uses the app as a person would. The frame is an
 * opaque origin without allow-same-origin, so Chromium runs it in a process
 * of its own: an app that never finishes cannot freeze this page. A frame
 * that falls silent for RESPONSE_TIMEOUT_MS is removed (runOnce).
 */
import { PLAYGROUND_FRAME_PATH } from '../lib/paths.ts'
import type {
  AliveMessage,
  CheckOutcome,
  ConsoleEntry,
  ConsoleMessage,
  FrameOutcome,
  LearnerFiles,
  LoadedMessage,
  ProbeMessage,
  ReloadMessage,
  ResultMessage,
  RunMessage,
  ScriptResult,
  TitleMessage,
} from './protocol.ts'

/** A hash of the frame's document (sandbox/frame-document.ts): its URL never changes answer, so the browser keeps it, offline too. */
declare const __PLAYGROUND_FRAME_VERSION__: string
const FRAME_PATH = `${PLAYGROUND_FRAME_PATH}?v=${__PLAYGROUND_FRAME_VERSION__}`
/** How long the app may be silent (a loop that never ends blocks the frame's "alive" messages) before it is stopped. */
const RESPONSE_TIMEOUT_MS = 5000
/** The most one run of a requirement may take, however busy the machine: far more than any check needs. */
const RUN_LIMIT_MS = 60_000
/** What the learner's app may do in its frame: run scripts, submit forms and open dialogs, never reach the site's origin or navigate the top page. */
const SANDBOX = 'allow-scripts allow-forms allow-modals'

/**
 * 'timeout': the app froze. `whileLoading` when it froze before its page had
 * loaded: then every run of these files freezes the same way, whatever the
 * requirement, so the checker need not wait for each one (checker-panel.tsx).
 */
type Timeout = { kind: 'timeout'; whileLoading: boolean }
export type Stopped = Timeout | { kind: 'unavailable' }

/**
 * A fresh frame for a run. With `keepProcess`, the frame of the run that has
 * just answered stays until this one has loaded, inert and drawn over it
 * (checker.css): while it is there, Chromium puts the new frame in the same
 * process (the site's sandboxed frames share one) instead of starting one
 * for every run: about a fifth of the processor time of project 5's checks
 * (measured in Chromium on 2 cores). Each frame is still a new document with
 * empty storage. Otherwise the host is emptied
 * first: a frame the learner has since used may be stuck, and so may its
 * process. A frame that froze is never kept (runOnce removes it).
 */
function makeFrame(host: HTMLElement, title: string, width: number | undefined, keepProcess: boolean): HTMLIFrameElement {
  if (!keepProcess) host.replaceChildren()
  const previous = [...host.children]
  for (const element of previous) element.setAttribute('inert', '')
  const frame = document.createElement('iframe')
  frame.setAttribute('sandbox', SANDBOX)
  frame.title = title
  frame.className = 'sandbox-frame'
  if (width) frame.width = String(width)
  frame.src = FRAME_PATH
  frame.addEventListener(
    'load',
    () => {
      for (const element of previous) element.remove()
    },
    { once: true },
  )
  loading.set(frame, new Promise((resolve) => frame.addEventListener('load', () => resolve(), { once: true })))
  host.append(frame)
  return frame
}

/** Each frame's first load (of the frame's own document): a run sent to a frame made beforehand waits for it (runOnce). */
const loading = new WeakMap<HTMLIFrameElement, Promise<void>>()

/**
 * Hands on what the app in `frame` writes to its console, for as long as the
 * frame is on the page and on this run: after the run has answered too (a
 * click in the app the learner is trying). Answers with a way to stop.
 */
function listenToConsole(frame: HTMLIFrameElement, nonce: string, onConsole: (entry: ConsoleEntry) => void): () => void {
  const stop = () => window.removeEventListener('message', onMessage)
  const onMessage = (event: MessageEvent) => {
    if (!frame.isConnected) return stop()
    const data = event.data as Partial<ConsoleMessage> | null
    if (event.source === frame.contentWindow && data?.nonce === nonce && data.type === 'fztv-console' && data.entry) onConsole(data.entry)
  }
  window.addEventListener('message', onMessage)
  return stop
}

/** For each reused frame, how its last run lets it go: a new run on the frame ends that run's hold on it (runOnce). */
const holds = new WeakMap<HTMLIFrameElement, () => void>()

/**
 * The frame in `host`, ready for the next run, when `host` holds just one
 * frame of ours (the last run's, which answered; a frame that froze is
 * removed, see runOnce). The frame keeps its own document, which makes each
 * run a new child frame of its own (frame-shell.ts): a new document and
 * window, with nothing of the last run's (its globals, timers, listeners,
 * its storage in memory), under the frame's sandbox flags and policy, as a
 * new frame would be; the browser skips making a frame, finding it a
 * process and loading the frame's document.
 */
function reuseFrame(host: HTMLElement, title: string, width: number | undefined): HTMLIFrameElement | undefined {
  const frame = host.firstElementChild
  if (host.childElementCount !== 1 || !(frame instanceof HTMLIFrameElement) || !holds.has(frame)) return undefined
  holds.get(frame)?.()
  frame.title = title
  if (width) frame.width = String(width)
  else frame.removeAttribute('width')
  return frame
}

/**
 * A frame of ours made now in the empty `host`, for the runs there to reuse
 * (runOnce with `reuse`): its document loads while the page prepares the
 * first run (Explain your app loads its engine meanwhile), not after.
 */
export function prepareFrame(host: HTMLElement, title: string): void {
  if (host.childElementCount > 0) return
  const frame = makeFrame(host, title, undefined, false)
  holds.set(frame, () => undefined)
}

function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join('')
}

/** A run as the page asks for it: the frame script as its source text. */
type RunRequest = Omit<RunMessage, 'type' | 'nonce' | 'harness' | 'title'> & { harness?: string }

/** The frame scripts' bytes, encoded once per script (there are two: the checker's harness and the audit). */
const encodedScripts = new Map<string, Uint8Array>()

/**
 * `script` in ASCII alone, each other character written as its \u escape.
 * The frame decodes the bytes (TextDecoder) on every run: with one curly
 * quote or accent in them (the harness's words in Spanish), Chromium decodes
 * all 263 KB by its slow path, into a string of two bytes a character, about
 * 20 ms a frame against 0.4 ms for ASCII (measured here, 2 cores). The frame
 * scripts are minified bundles, whose other characters are all in string,
 * template and regular-expression literals, where the escape means the same
 * character, and none reads a template's raw text.
 */
const asAscii = (script: string) => script.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** A copy of `script`'s bytes (ASCII, see asAscii) to transfer to a frame (a transferred buffer is gone from this side). */
function harnessBytes(script: string): ArrayBuffer {
  let bytes = encodedScripts.get(script)
  if (!bytes) {
    bytes = new TextEncoder().encode(asAscii(script))
    encodedScripts.set(script, bytes)
  }
  return bytes.slice().buffer
}

/**
 * Loads a fresh frame, sends it one run and waits for its answer. The frame
 * says it is alive when the run arrives and then every second
 * (frame-script.ts); an app stuck in a loop blocks those too. So:
 * no word at all means the frame never loaded ('unavailable', offline with
 * the frame not kept); silence for RESPONSE_TIMEOUT_MS after that means the
 * app froze ('timeout', before or after its page loaded). A slow machine that
 * keeps working is never cut off, up to RUN_LIMIT_MS. Either failure removes
 * the frame. A run that pauses for a reload at the frame's width is reloaded
 * by the frame itself (frame-shell.ts), within this one call; its answer is
 * the last document's.
 *
 * With `reuse`, the frame the last run in `host` answered in is sent the new
 * run at once (reuseFrame), and makes it a document of its own; a run still
 * going on there is let go, answered 'unavailable'. Runs one after another
 * (Explain your app's search) then skip making a frame each, and the page
 * setting up a window for it: with the runs' box contained (explain.css),
 * the page's renderer spent about 2.6 CPU-s on project 3's search against
 * 5.4 (docs/performance.md).
 */
export function runOnce(
  host: HTMLElement,
  title: string,
  message: RunRequest,
  {
    width,
    keepProcess = false,
    reuse = false,
    onConsole,
    ownFocus = false,
    onProbe,
  }: {
    width?: number | undefined
    keepProcess?: boolean
    /** Load this run in the frame already in `host`, when it holds one of ours (reloadFrame). */
    reuse?: boolean
    onConsole?: ((entry: ConsoleEntry) => void) | undefined
    /** The learner uses the page meanwhile: the frame never takes the page's focus (frame-focus.ts). */
    ownFocus?: boolean
    /** Hears how the run's probe ended (protocol.ts's Probe), as soon as it has. */
    onProbe?: ((outcome: CheckOutcome) => void) | undefined
  } = {},
): Promise<ResultMessage | Stopped> {
  const reused = reuse ? reuseFrame(host, title, width) : undefined
  const frame = reused ?? makeFrame(host, title, width, keepProcess)
  const nonce = randomNonce()
  const stopConsole = onConsole ? listenToConsole(frame, nonce, onConsole) : () => undefined
  return new Promise((resolve) => {
    let silence: ReturnType<typeof setTimeout> | undefined
    let limit: ReturnType<typeof setTimeout> | undefined
    let heard = false
    let loaded = false
    let sent = false
    let answered = false
    const finish = (result: ResultMessage | Stopped, letGo = false) => {
      if (answered) return
      answered = true
      clearTimeout(silence)
      clearTimeout(limit)
      window.removeEventListener('message', onMessage)
      // Gone from the page, the frame's process stops running a stuck app (with any frame kept for it, see makeFrame).
      // A run let go for another on its frame leaves the frame to that run.
      if ('kind' in result && !letGo) host.replaceChildren()
      resolve(result)
    }
    // A frame that answered may be reused; one that froze has been removed.
    if (reuse)
      holds.set(frame, () => {
        stopConsole()
        finish({ kind: 'unavailable' }, true)
      })
    const waitForWord = () => {
      clearTimeout(silence)
      silence = setTimeout(() => finish(heard ? { kind: 'timeout', whileLoading: !loaded } : { kind: 'unavailable' }), RESPONSE_TIMEOUT_MS)
    }
    const send = () => {
      if (sent) return
      sent = true
      waitForWord()
      limit = setTimeout(() => finish({ kind: 'timeout', whileLoading: !loaded }), RUN_LIMIT_MS)
      const { harness, ...rest } = message
      const bytes = harness === undefined ? undefined : harnessBytes(harness)
      frame.contentWindow?.postMessage(
        { type: 'fztv-run', nonce, ...rest, ...(bytes && { harness: bytes }), ownFocus, title } satisfies RunMessage,
        '*',
        bytes ? [bytes] : [],
      )
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow) return
      const data = event.data as Partial<ResultMessage | AliveMessage | LoadedMessage | ReloadMessage | ProbeMessage> | null
      if (!data || !('nonce' in data) || data.nonce !== nonce) return
      if (data.type === 'fztv-alive') {
        heard = true
        waitForWord()
      } else if (data.type === 'fztv-loaded') loaded = true
      else if (data.type === 'fztv-reload') {
        // The frame reloads the app itself (frame-shell.ts): its page is loading again, as in a new run's frame.
        loaded = false
        waitForWord()
      } else if (data.type === 'fztv-probe') {
        const { outcome } = data as ProbeMessage
        if (outcome && !answered) onProbe?.(outcome)
      } else if (data.type === 'fztv-result') finish(data as ResultMessage)
    }
    window.addEventListener('message', onMessage)
    // A reused frame's document is listening once loaded (at once but for a frame made beforehand, see prepareFrame);
    // a new one is sent its run once loaded.
    if (reused) void (loading.get(reused) ?? Promise.resolve()).then(send)
    else frame.addEventListener('load', send, { once: true })
  })
}

/** Names the frame in `host` anew (a check's frame kept for the learner), and the run's own frame inside it (frame-shell.ts). */
export function renameFrame(host: HTMLElement, title: string): void {
  const frame = host.querySelector('iframe')
  if (!frame) return
  frame.title = title
  frame.contentWindow?.postMessage({ type: 'fztv-title', title } satisfies TitleMessage, '*')
}

/** Shows the app in a frame inside `host`, as it is: no checks. `onConsole` hears its console for as long as it runs. */
export async function runApp(
  host: HTMLElement,
  /** The frame's accessible name, in the page's language. */
  title: string,
  files: LearnerFiles,
  onConsole?: (entry: ConsoleEntry) => void,
): Promise<FrameOutcome | Stopped> {
  const result = await runOnce(host, title, { files, storage: {} }, { onConsole })
  return 'kind' in result ? result : result.outcome
}

const frameScripts = new Map<string, Promise<string>>()

/**
 * A script the frame runs (the check harness, the accessibility audit),
 * built as a file of its own in /assets/ with a long cache life, which the
 * service worker keeps for offline use; fetched once per page.
 */
export function loadFrameScript(url: string): Promise<string> {
  let source = frameScripts.get(url)
  if (!source) {
    source = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`The checker could not load (${response.status})`)
      return response.text()
    })
    frameScripts.set(url, source)
    source.catch(() => frameScripts.delete(url))
  }
  return source
}

/**
 * Runs a frame script that needs no steps (the accessibility audit) once
 * against the app, in a fresh frame, and answers with what the script's run
 * returned (`Result`, the script's own) or why it did not. `afterCheck`: the
 * frame in `host` is a check's that has just answered, whose process the new
 * frame may share (makeFrame).
 */
export async function runFrameScript<Result extends ScriptResult>(
  host: HTMLElement,
  files: LearnerFiles,
  script: string,
  title: string,
  afterCheck = false,
  /** Hears the app's console for as long as the frame stays. */
  onConsole?: (entry: ConsoleEntry) => void,
): Promise<Result | CheckOutcome | Stopped> {
  const result = await runOnce(host, title, { files, storage: {}, harness: script, steps: [] }, { keepProcess: afterCheck, onConsole })
  // The script's run answered; what it answers is the script's own type.
  return 'kind' in result ? result : (result.outcome as Result | CheckOutcome)
}
