// The script of /playground/frame's own document (server/routes/playground-frame.ts),
// compiled into one classic script and inlined there (frame-document.ts). The
// frame stays for many runs; each run gets a document of its own, a child
// frame made from the run document (frame-script.ts, inlined as `srcdoc`):
// 1. for each RunMessage from its parent, says the run is alive, removes the
// last run's child frame (its document, window, timers and listeners go with
// it) and makes a new one;
// 2. sends the run on to the child once its script says it is ready;
// 3. passes on to the parent what the child posts about this run (alive,
// loaded, console, probe, result), and nothing about an earlier run;
// 4. when the run pauses for a reload at the same width (a check's 'reload'
// step), does the reload itself: a new child, sent the same run with what the
// app saved and the step to go on from, as the parent would have sent it
// (run-check.ts), and tells the parent (a ReloadMessage) instead of
// answering. A reload at another width goes to the parent, which sizes the
// frame.
// A child of a frame sandboxed without allow-same-origin gets an opaque
// origin of its own (not even this frame's), with this frame's sandbox flags
// and policy: it reaches nothing this frame cannot. Making it costs no
// navigation of the sandbox frame itself: the browser keeps the frame, its
// process and this document between runs, where loading a new document into
// the frame cost the browser process about 40 ms a run (docs/performance.md).
// Inlined in a <script> element: no closing script tag may appear in this file, even in a string.
import type {
  AliveMessage,
  ConsoleMessage,
  LoadedMessage,
  ReadyMessage,
  ReloadMessage,
  ResultMessage,
  RunMessage,
  TitleMessage,
} from './protocol.ts'

/** The run document (frame-script.ts in a page of its own), made by frame-document.ts. */
declare const __RUN_DOCUMENT__: string

;(() => {
  const parentWindow = window.parent
  let child: HTMLIFrameElement | undefined
  /** The run under way, as its parent sent it (its frame script's bytes kept for a reload, see send). */
  let current: RunMessage | undefined
  /** The run to send on to the child when it is ready: once per child. */
  let pending: RunMessage | undefined
  /** A child frame for `run`, in place of the last one. */
  function newChild(run: RunMessage) {
    child?.remove()
    pending = run
    child = document.createElement('iframe')
    if (run.title) child.title = run.title
    child.srcdoc = __RUN_DOCUMENT__
    document.body.append(child)
  }
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
      current = run
      newChild(run)
      return
    }
    if (!child || event.source !== child.contentWindow) return
    if (data.type === 'fztv-ready') {
      // Once per child: a run document loaded again (an app that reloads itself) starts nothing.
      const run = pending
      pending = undefined
      // A copy of the frame script's bytes goes (transferred): the run's own stay here for a reload's new child.
      const harness = run?.harness?.slice(0)
      if (run) child.contentWindow?.postMessage({ ...run, harness }, '*', harness ? [harness] : [])
      return
    }
    if (!current || data.nonce !== current.nonce || !/^fztv-(alive|loaded|console|probe|result)$/.test(String(data.type))) return
    const outcome = (data as Partial<ResultMessage>).outcome
    if (data.type === 'fztv-result' && outcome?.kind === 'pause' && outcome.reload.width === undefined) {
      // The reload, here: what the parent would do (run-check.ts), at the frame's width, without a message there and back.
      parentWindow.postMessage({ type: 'fztv-reload', nonce: current.nonce } satisfies ReloadMessage, '*')
      newChild({ ...current, storage: (data as ResultMessage).storage, start: outcome.at })
      return
    }
    parentWindow.postMessage(data, '*')
  }
  window.addEventListener('message', onMessage)
})()
