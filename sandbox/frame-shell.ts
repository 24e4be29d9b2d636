// The script of /playground/frame's own document (server/routes/playground-frame.ts),
// compiled into one classic script and inlined there (frame-document.ts). The
// frame stays for many runs; each run gets a document of its own, a child
// frame made from the run document (frame-script.ts, inlined as `srcdoc`):
// 1. for each RunMessage from its parent, says the run is alive, removes the
// last run's child frame (its document, window, timers and listeners go with
// it) and makes a new one;
// 2. sends the run on to the child once its script says it is ready;
// 3. passes on to the parent what the child posts about this run (alive,
// loaded, console, result), and nothing about an earlier run.
// A child of a frame sandboxed without allow-same-origin gets an opaque
// origin of its own (not even this frame's), with this frame's sandbox flags
// and policy: it reaches nothing this frame cannot. Making it costs no
// navigation of the sandbox frame itself: the browser keeps the frame, its
// process and this document between runs, where loading a new document into
// the frame cost the browser process about 40 ms a run (docs/performance.md).
// Inlined in a <script> element: no closing script tag may appear in this file, even in a string.
import type { AliveMessage, ConsoleMessage, LoadedMessage, ReadyMessage, ResultMessage, RunMessage, TitleMessage } from './protocol.ts'

/** The run document (frame-script.ts in a page of its own), made by frame-document.ts. */
declare const __RUN_DOCUMENT__: string

;(() => {
  const parentWindow = window.parent
  let child: HTMLIFrameElement | undefined
  /** The run under way: sent on to the child when it is ready (then only its nonce is kept). */
  let pending: RunMessage | undefined
  let nonce: string | undefined
  function onMessage(event: MessageEvent) {
    const rename = event.data as Partial<TitleMessage> | null
    if (event.source === parentWindow && rename?.type === 'fztv-title') {
      if (child && typeof rename.title === 'string') child.title = rename.title
      return
    }
    const data = event.data as
      | Partial<RunMessage | AliveMessage | LoadedMessage | ConsoleMessage | ResultMessage>
      | Partial<ReadyMessage & { nonce: string }>
      | null
    if (!data) return
    if (event.source === parentWindow) {
      if (data.type !== 'fztv-run') return
      const run = data as RunMessage
      // Before anything else: the parent stops an app only once it has heard that its run arrived (sandbox.ts).
      parentWindow.postMessage({ type: 'fztv-alive', nonce: run.nonce } satisfies AliveMessage, '*')
      child?.remove()
      pending = run
      nonce = run.nonce
      child = document.createElement('iframe')
      if (run.title) child.title = run.title
      child.srcdoc = __RUN_DOCUMENT__
      document.body.append(child)
      return
    }
    if (!child || event.source !== child.contentWindow) return
    if (data.type === 'fztv-ready') {
      // Once per run: a run document loaded again (an app that reloads itself) starts nothing.
      const run = pending
      pending = undefined
      if (run) child.contentWindow?.postMessage(run, '*', run.harness ? [run.harness] : [])
      return
    }
    if (data.nonce === nonce && /^fztv-(alive|loaded|console|result)$/.test(String(data.type))) parentWindow.postMessage(data, '*')
  }
  window.addEventListener('message', onMessage)
})()
