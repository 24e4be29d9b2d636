import type { SavePageMessage } from './service-worker.ts'

/**
 * Registers the offline-reading service worker (served as /sw.js, source in
 * renderer/frame/service-worker.ts) in the production build. The first page a
 * visitor opens loads before the worker exists, so the worker is asked to
 * save that page; later pages are saved as they load. That waits until the
 * page has loaded, so the worker's downloads never compete with the page's own.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  if (document.readyState !== 'complete') {
    window.addEventListener('load', registerServiceWorker, { once: true })
    return
  }
  const firstVisit = !navigator.serviceWorker.controller
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      if (!firstVisit) return
      // The page names only its entry script: the worker also saves the chunks it imported.
      const files = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)
      registration.active?.postMessage({ type: 'save-page', path: window.location.pathname, files } satisfies SavePageMessage)
    })
    // Offline reading is an extra: a browser that refuses it still shows the site.
    .catch(() => {})
}
