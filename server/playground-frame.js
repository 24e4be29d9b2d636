// The script inside /playground/frame (server/routes/playground-frame.ts),
// inlined there as it is. It runs in the sandbox's opaque origin and:
// 1. waits for one message from its parent: { type: 'fztv-run', nonce, files,
// storage, harness?, steps?, start? };
// 2. gives the app a localStorage kept in memory (the opaque origin has none),
// filled with what the app saved before the check's "reload";
// 3. runs the check harness (renderer/features/project-checker/harness.ts, sent as source text
// because the frame may load no script from the network);
// 4. writes the learner's page, with style.css and script.js inlined, into
// its document;
// 5. once the page has loaded, runs the steps and posts back
// { type: 'fztv-result', nonce, outcome, storage };
// and from the moment the run arrives, posts { type: 'fztv-alive', nonce }
// every second, which a stuck app stops (renderer/features/project-checker/sandbox.ts);
// when the app's page has loaded, it posts { type: 'fztv-loaded', nonce }.
// Inlined in a <script> element: no closing script tag may appear in this file, even in a string.
;(() => {
  const parentWindow = window.parent
  function makeStorage(initial) {
    const data = new Map(Object.entries(initial || {}))
    const storage = {
      getItem: (key) => (data.has(String(key)) ? data.get(String(key)) : null),
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
  function inlineFiles(files) {
    let html = files.html || ''
    const css = files.css || ''
    const js = (files.js || '').replace(/<\/script/gi, '<\\/script')
    let cssPlaced = false
    let jsPlaced = false
    html = html.replace(/<link\b[^>]*href=["']?(?:\.\/)?style\.css["']?[^>]*>/gi, () => {
      cssPlaced = true
      return `<style>${css}</style>`
    })
    html = html.replace(/<script\b([^>]*)\bsrc=["']?(?:\.\/)?script\.js["']?([^>]*)>\s*<\/script>/gi, (_m, before, after) => {
      jsPlaced = true
      const attributes = `${before} ${after}`
      // A deferred or module script runs after the page is parsed: put it at the end.
      if (/\bdefer\b|type=["']?module/i.test(attributes)) return '<!--fztv-script-->'
      return `<script>${js}${CLOSE_SCRIPT}`
    })
    if (html.includes('<!--fztv-script-->')) {
      html = html.replace('<!--fztv-script-->', '')
      jsPlaced = false
    }
    if (!cssPlaced && css)
      html = /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `<style>${css}</style></head>`) : `<style>${css}</style>${html}`
    if (!jsPlaced && js)
      html = /<\/body>/i.test(html)
        ? html.replace(/<\/body>(?![\s\S]*<\/body>)/i, `<script>${js}${CLOSE_SCRIPT}</body>`)
        : `${html}<script>${js}${CLOSE_SCRIPT}`
    return html
  }
  function onMessage(event) {
    if (event.source !== parentWindow || !event.data || event.data.type !== 'fztv-run') return
    window.removeEventListener('message', onMessage)
    const { nonce, files, storage: saved, harness, steps, start } = event.data
    // "Alive" now and every second: the parent stops the app only when these stop (a loop that never ends).
    const alive = () => parentWindow.postMessage({ type: 'fztv-alive', nonce }, '*')
    alive()
    setInterval(alive, 1000)
    // The app starts a moment later, so the first "alive" leaves before an app that loops can block the frame.
    setTimeout(() => startApp(nonce, files, saved, harness, steps, start), 50)
  }
  function startApp(nonce, files, saved, harness, steps, start) {
    const storage = makeStorage(saved)
    Object.defineProperty(window, 'localStorage', { value: storage, configurable: true })
    Object.defineProperty(window, 'sessionStorage', { value: makeStorage({}), configurable: true })
    const report = (outcome) => parentWindow.postMessage({ type: 'fztv-result', nonce, outcome, storage: storage.snapshot() }, '*')
    if (harness) {
      const script = document.createElement('script')
      script.textContent = harness
      document.head.append(script)
    }
    const runner = window.__fztvHarness
    document.open()
    window.addEventListener('load', () => {
      // The app has loaded: a freeze from now on comes from a step, not from the app's start (sandbox.ts).
      parentWindow.postMessage({ type: 'fztv-loaded', nonce }, '*')
      // After the app's own load handlers.
      setTimeout(() => {
        if (!runner || !steps) return report({ kind: 'done' })
        runner.run(steps, start || 0).then(report, (error) => report({ kind: 'error', message: String(error?.message) }))
      }, 0)
    })
    document.write(inlineFiles(files))
    document.close()
  }
  window.addEventListener('message', onMessage)
})()
