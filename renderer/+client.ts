// The browser's whole entry, on every page. Pages are server-rendered
// documents and every link is a normal page load, so Vike's client runtime
// (its router and hooks, 13 KB gzip) has nothing to do here: with no Page
// and no client hook in the browser, Vike loads only this file. It makes the
// page's islands interactive (renderer/islands/); the rest of the page stays
// the HTML the server sent.
import { registerServiceWorker } from './frame/register-service-worker.ts'
import { scrollToTopOnLoad } from './frame/scroll-to-top-on-load.ts'
import { hydrateIslands } from './islands/hydrate-islands.tsx'

scrollToTopOnLoad()
// Once every island is hydrated, controls that need JavaScript may show
// (html.js in the CSS), and browser tests wait for this class (test/e2e/hydration.ts).
// The offline worker saves the page with the files it loaded, so it is
// registered once the islands' modules have arrived.
hydrateIslands(() => document.documentElement.classList.add('js')).finally(registerServiceWorker)
