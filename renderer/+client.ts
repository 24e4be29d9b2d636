// The browser's whole entry, on every page. Pages are server-rendered
// documents and every link is a normal page load, so Vike's client runtime
// (its router and hooks, 13 KB gzip) has nothing to do here: with no Page
// and no client hook in the browser, Vike loads only this file. It is small
// and imports no React: it starts the page's islands (renderer/islands/),
// which load React when one is needed; the rest of the page stays the HTML
// the server sent.
import { layOutRestOfPage } from './frame/lay-out-rest-of-page.ts'
import { registerServiceWorker } from './frame/register-service-worker.ts'
import { scrollToTopOnLoad } from './frame/scroll-to-top-on-load.ts'
import { prefetchIslandModules } from './islands/prefetch-island-modules.ts'
import { startIslands } from './islands/start-islands.ts'

scrollToTopOnLoad()
// Long lessons load with only what shows laid out (styles/prose.css); the rest follows in small tasks.
layOutRestOfPage()
// Once the islands that show stored things have hydrated (often none), and
// what a visitor does in the others is kept until they have, controls that
// need JavaScript may show (html.js in the CSS); browser tests wait for this
// class (test/e2e/hydration.ts).
void startIslands().then(() => document.documentElement.classList.add('js'))
// The offline worker saves the page with the files it loaded, so it is
// registered once the islands' modules have arrived.
void prefetchIslandModules().then(registerServiceWorker)
