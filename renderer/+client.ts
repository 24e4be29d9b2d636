// The browser's whole entry, on every page. Pages are server-rendered
// documents and every link is a normal page load, so Vike's client runtime
// (its router and hooks, 13 KB gzip) has nothing to do here: with no Page
// and no client hook in the browser, Vike loads only this file. It is small
// and imports no React: it starts the page's islands (renderer/islands/),
// which load React when one is needed; the rest of the page stays the HTML
// the server sent.
//
// What it starts runs in tasks of its own, never together: on a phone six
// times slower than this machine the steps made one task of 80-120 ms
// (docs/performance.md, "The slowest phones"), and a tap waits for a task to
// end. At once: only the listeners that keep what a visitor does.
import { layOutRestOfPage } from './frame/lay-out-rest-of-page.ts'
import { registerServiceWorker } from './frame/register-service-worker.ts'
import { scrollToTopOnLoad } from './frame/scroll-to-top-on-load.ts'
import { suggestLanguage } from './frame/suggest-language.ts'
import { afterLoad, nextTask } from './islands/next-task.ts'
import { prefetchIslandModules } from './islands/prefetch-island-modules.ts'
import { startIslands } from './islands/start-islands.ts'
import { startPlainParts } from './islands/start-plain-parts.ts'

const islandsStarted = startIslands()
// What plain code shows as the page loads (/progress's counts), no React.
const plainPartsStarted = startPlainParts()
scrollToTopOnLoad()
// Long lessons load with only what shows laid out (styles/prose.css); the rest follows in small tasks after load.
layOutRestOfPage()
// Once the islands that show stored things have hydrated (often none), the
// plain parts have shown theirs, and
// what a visitor does in the others is kept until they have, controls that
// need JavaScript may show (html.js in the CSS); browser tests wait for this
// class (test/e2e/hydration.ts).
void Promise.all([islandsStarted, plainPartsStarted])
  .then(nextTask)
  .then(() => document.documentElement.classList.add('js'))
// A browser that asks for Spanish first is offered the Spanish page (never sent there), in a task of its own.
void afterLoad().then(nextTask).then(suggestLanguage)
// The offline worker saves the page with the files it loaded, so it is
// registered once the islands' modules have arrived.
void afterLoad().then(prefetchIslandModules).then(nextTask).then(registerServiceWorker)
