/**
 * The inline script at the end of every page that starts the page's
 * JavaScript once the whole page has been shown. Every page is whole and
 * readable without JavaScript (the HTML carries its CSS), so on a slow phone
 * the ~75 KB of scripts that make it interactive must not share the first
 * round trips with the page, nor hold up its paints. renderDocument
 * (plugins/pages.ts) writes it in place of Vike's entry script, naming that
 * entry in its data-entry; the Content-Security-Policy allows exactly this
 * text by its hash (plugins/security.ts), never 'unsafe-inline'.
 *
 * Why inline: as a file of its own (it was /hydrate.js) it was one more
 * request in the first round trips, finished before the page's largest paint,
 * and so counted by Lighthouse as needed for it (docs/performance.md, "Why the
 * scripts start after the page's whole frame").
 *
 * When: after the first frame drawn, and shown, once the document is parsed.
 * The first contentful paint alone is too early: the first frame shows only
 * the top of the page (renderer/frame/first-paint-mark.tsx), so scripts
 * started then raced the frame holding the page's largest text. The script
 * stands last in the body, so it runs once the document is parsed; the
 * browser reports the first contentful paint once that frame is shown; then
 * two more frames begin (the first draws the whole page, the second begins
 * after it was shown). Where paint timing is missing, and for a page that is
 * never shown (a tab opened in the background), the scripts start a second
 * after `load`.
 */
import { cspHashSource } from '../inline-styles.ts'

/** The script's text: the same on every page, so one hash allows it. */
export const START_SCRIPTS = `{
const entry = document.currentScript.dataset.entry
let started = false
const start = () => {
  if (started) return
  started = true
  import(entry)
}
const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)))
if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntries().some((paint) => paint.name === 'first-contentful-paint')) return
    observer.disconnect()
    afterTwoFrames()
  }).observe({ type: 'paint', buffered: true })
}
addEventListener('load', () => setTimeout(start, 1000))
}`

/** The element that starts `entry` (a path under /assets/, as Vike names the page's entry script). */
export function startScriptsElement(entry: string): string {
  return `<script data-entry="${entry}">${START_SCRIPTS}</script>`
}

/** The CSP source that allows the start script: 'sha256-...'. */
export const startScriptsSource = cspHashSource(START_SCRIPTS)
