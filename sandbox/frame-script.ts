// The script of a run document: the child frame that /playground/frame's own
// script (frame-shell.ts) makes for each run, with this script inlined
// (frame-document.ts). It runs in an opaque origin of its own and (the
// messages are protocol.ts's, to and from the frame, which passes them on):
// 1. says it is ready (a ReadyMessage) and waits for one RunMessage;
// 2. gives the app a localStorage kept in memory (the opaque origin has none),
// filled with what the app saved before the check's "reload";
// 3. runs the frame script it was sent (the checker's harness, the safety
// report's audit: sent as source text because the frame may load no script
// from the network);
// 4. writes the learner's page, with style.css and script.js inlined, into
// its document;
// 5. once the page has loaded, runs the steps and posts back a ResultMessage;
// and from the moment the run arrives, posts an AliveMessage every second,
// which a stuck app stops (sandbox.ts); when the app's page has loaded, it
// posts a LoadedMessage. A run marked ownFocus keeps focus inside the frame
// (frame-focus.ts), from before the app's page is written. What the app writes to its console, and the errors
// it does not catch (with the file and line), go to the parent as they
// happen, as ConsoleMessages.
// Inlined in a <script> element: no closing script tag may appear in this file, even in a string.
import { keepFocusInFrame } from './frame-focus.ts'
import type {
  AliveMessage,
  ConsoleEntry,
  ConsoleMessage,
  FrameOutcome,
  LearnerFiles,
  LoadedMessage,
  ProbeMessage,
  ReadyMessage,
  ResultMessage,
  RunMessage,
} from './protocol.ts'

type MemoryStorage = Storage & { snapshot(): Record<string, string> }

;(() => {
  const parentWindow = window.parent
  function makeStorage(initial: Record<string, string> | undefined): MemoryStorage {
    const data = new Map(Object.entries(initial || {}))
    const storage: MemoryStorage = {
      getItem: (key) => (data.has(String(key)) ? (data.get(String(key)) ?? null) : null),
      setItem: (key, value) => {
        data.set(String(key), String(value))
      },
      removeItem: (key) => {
        data.delete(String(key))
      },
      clear: () => data.clear(),
      key: (index) => [...data.keys()][index] ?? null,
      get length() {
        return data.size
      },
      snapshot: () => Object.fromEntries(data),
    }
    return storage
  }
  // Written in two parts: this file is inlined in a script element, which the closing tag would end.
  const CLOSE_SCRIPT = ['<', '/script>'].join('')
  // Errors in script.js then name it, with lines counted from its own first line.
  const NAMED_SCRIPT = '\n//# sourceURL=script.js\n'
  // Enough for any message a learner reads; an app that logs in a loop is cut off there.
  const MOST_ENTRIES = 200
  function asText(value: unknown): string {
    if (typeof value === 'string') return value
    if (value instanceof Error) return `${value.name}: ${value.message}`
    try {
      const json = JSON.stringify(value)
      if (json !== undefined) return json
    } catch {}
    return String(value)
  }
  function forwardConsole(nonce: string, html: string): () => void {
    let sent = 0
    const send = (entry: ConsoleEntry) => {
      if (sent++ < MOST_ENTRIES) parentWindow.postMessage({ type: 'fztv-console', nonce, entry } satisfies ConsoleMessage, '*')
    }
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      const original = console[level]
      console[level] = (...values: unknown[]) => {
        send({ level, text: values.map(asText).join(' ') })
        original.apply(console, values)
      }
    }
    // After document.open(), which removes the window's listeners.
    return () => {
      window.addEventListener('error', (event) => {
        const text = event.error instanceof Error ? asText(event.error) : String(event.message).replace(/^Uncaught /, '')
        if (event.filename === 'script.js') return send({ level: 'uncaught', text, file: 'script.js', line: event.lineno || undefined })
        // Any other script is inside index.html, its lines counted from its own <script> tag: found by its text while it
        // runs, and unknown later (in a click handler, say).
        const script = document.currentScript as HTMLScriptElement | null
        const at = script?.text && event.lineno ? html.indexOf(script.text) : -1
        send({
          level: 'uncaught',
          text,
          file: 'index.html',
          line: at < 0 ? undefined : html.slice(0, at).split('\n').length + event.lineno - 1,
        })
      })
      window.addEventListener('unhandledrejection', (event) => send({ level: 'uncaught', text: asText(event.reason) }))
    }
  }
  function inlineFiles(files: LearnerFiles): string {
    let html = files.html || ''
    const css = files.css || ''
    const js = (files.js || '').replace(/<\/script/gi, '<\\/script')
    let cssPlaced = false
    let jsPlaced = false
    html = html.replace(/<link\b[^>]*href=["']?(?:\.\/)?style\.css["']?[^>]*>/gi, () => {
      cssPlaced = true
      return `<style>${css}</style>`
    })
    html = html.replace(
      /<script\b([^>]*)\bsrc=["']?(?:\.\/)?script\.js["']?([^>]*)>\s*<\/script>/gi,
      (_m, before: string, after: string) => {
        jsPlaced = true
        const attributes = `${before} ${after}`
        // A deferred or module script runs after the page is parsed: put it at the end.
        if (/\bdefer\b|type=["']?module/i.test(attributes)) return '<!--fztv-script-->'
        return `<script>${js}${NAMED_SCRIPT}${CLOSE_SCRIPT}`
      },
    )
    if (html.includes('<!--fztv-script-->')) {
      html = html.replace('<!--fztv-script-->', '')
      jsPlaced = false
    }
    if (!cssPlaced && css)
      html = /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `<style>${css}</style></head>`) : `<style>${css}</style>${html}`
    if (!jsPlaced && js)
      html = /<\/body>/i.test(html)
        ? html.replace(/<\/body>(?![\s\S]*<\/body>)/i, `<script>${js}${NAMED_SCRIPT}${CLOSE_SCRIPT}</body>`)
        : `${html}<script>${js}${NAMED_SCRIPT}${CLOSE_SCRIPT}`
    return html
  }
  // A form's submission goes nowhere: the frame's policy refuses it (form-action 'none'), and the app stays, as
  // with a form whose submit handler forgot preventDefault. In a run's document, a frame inside the sandbox frame, the
  // refused navigation would also meet the sandbox frame's own policy (no frames from anywhere) and replace the
  // document, the app with it, by an error page: so each submission ends here first, after the app's own handlers.
  function endSubmissions() {
    window.addEventListener('submit', (event) => event.preventDefault())
    HTMLFormElement.prototype.submit = () => undefined
  }
  function onMessage(event: MessageEvent<RunMessage | undefined>) {
    if (event.source !== parentWindow || !event.data || event.data.type !== 'fztv-run') return
    window.removeEventListener('message', onMessage)
    const { nonce, files, storage: saved, harness, steps, start, locale, ownFocus, probe } = event.data
    if (ownFocus) keepFocusInFrame()
    // "Alive" every second: the parent stops the app only when these stop (a loop that never ends). The first
    // left the frame (frame-shell.ts) as the run arrived there, so the app may start at once.
    setInterval(() => parentWindow.postMessage({ type: 'fztv-alive', nonce } satisfies AliveMessage, '*'), 1000)
    startApp(nonce, files, saved, harness, steps, start, locale, probe)
  }
  function startApp(
    nonce: string,
    files: LearnerFiles,
    saved: RunMessage['storage'],
    harness: RunMessage['harness'],
    steps: RunMessage['steps'],
    start: RunMessage['start'],
    locale: RunMessage['locale'],
    probe: RunMessage['probe'],
  ) {
    const storage = makeStorage(saved)
    Object.defineProperty(window, 'localStorage', { value: storage, configurable: true })
    Object.defineProperty(window, 'sessionStorage', { value: makeStorage({}), configurable: true })
    const report = (outcome: FrameOutcome) =>
      parentWindow.postMessage({ type: 'fztv-result', nonce, outcome, storage: storage.snapshot() } satisfies ResultMessage, '*')
    if (harness) {
      const script = document.createElement('script')
      script.textContent = new TextDecoder().decode(harness)
      document.head.append(script)
    }
    const runner = window.__fztvHarness
    const listenForErrors = forwardConsole(nonce, files.html || '')
    document.open()
    listenForErrors()
    endSubmissions()
    window.addEventListener('load', () => {
      // The app has loaded: a freeze from now on comes from a step, not from the app's start (sandbox.ts).
      parentWindow.postMessage({ type: 'fztv-loaded', nonce } satisfies LoadedMessage, '*')
      // After the app's own load handlers.
      setTimeout(() => {
        if (!runner || !steps) return report({ kind: 'done' })
        const heard = probe && {
          ...probe,
          report: (outcome: ProbeMessage['outcome']) =>
            parentWindow.postMessage({ type: 'fztv-probe', nonce, outcome } satisfies ProbeMessage, '*'),
        }
        runner
          .run(steps, start || 0, locale, heard)
          .then(report, (error: unknown) => report({ kind: 'error', message: String((error as Error | undefined)?.message) }))
      }, 0)
    })
    document.write(inlineFiles(files))
    document.close()
  }
  window.addEventListener('message', onMessage)
  parentWindow.postMessage({ type: 'fztv-ready' } satisfies ReadyMessage, '*')
})()
