import { LAY_OUT_LATER_CLASS } from '../../lib/theme.ts'

/**
 * The inline script at the end of every page that starts the page's
 * JavaScript once the whole page has arrived and its first frame is shown.
 * Every page is whole and readable without JavaScript (the HTML carries its
 * CSS), so on a slow phone the ~75 KB of scripts that make it interactive
 * must not share the first round trips with the page, nor hold up its paints. renderDocument
 * (plugins/pages.ts) writes it in place of Vike's entry script, naming that
 * entry in its data-entry; the Content-Security-Policy allows exactly this
 * text by its hash (plugins/security.ts), never 'unsafe-inline'.
 *
 * Why inline: as a file of its own (it was /hydrate.js) it was one more
 * request in the first round trips, finished before the page's largest paint,
 * and so counted by Lighthouse as needed for it (docs/performance.md, "Why the
 * page names no script file").
 *
 * When: once the browser reports the first contentful paint, which it does
 * once that frame is on screen. The script stands last in the body, so it
 * runs only when the whole HTML has arrived and been parsed: the scripts
 * never take bandwidth from the page, and they arrive after the frame that
 * draws it. Waiting for more (two animation frames, or a paint timed after
 * parsing) measured the same in Lighthouse (docs/performance.md), and timers
 * or animation frames would stall a page whose clock a test has paused.
 * Where paint timing is missing, and for a page that is never shown (a tab
 * opened in the background), the scripts start a second after `load`.
 */
/**
 * The script's text: the same on every page, so one hash allows it. Should
 * the entry fail to load, the page's script will lay nothing out: it takes
 * away the class that lets parts of a long lesson wait (LAY_OUT_LATER_CLASS),
 * so the page is laid out whole, as a page without JavaScript is.
 */
export const START_SCRIPTS = `{
const entry = document.currentScript.dataset.entry
let started = false
const start = () => {
  if (started) return
  started = true
  import(entry).catch(() => document.documentElement.classList.remove('${LAY_OUT_LATER_CLASS}'))
}
if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntries().some((paint) => paint.name === 'first-contentful-paint')) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
}
addEventListener('load', () => setTimeout(start, 1000))
}`

/**
 * The element that starts `entry` (a path under /assets/, as Vike names the
 * page's entry script) and names, in data-modules, the modules the page's
 * islands need (island-modules.ts), which the entry fetches once the page has
 * loaded. Both are built files' paths: nothing to escape.
 */
export function startScriptsElement(entry: string, modules: string[] = []): string {
  const modulesAttribute = modules.length > 0 ? ` data-modules="${modules.join(' ')}"` : ''
  return `<script data-entry="${entry}"${modulesAttribute}>${START_SCRIPTS}</script>`
}
