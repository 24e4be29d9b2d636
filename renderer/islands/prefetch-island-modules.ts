/**
 * Once the page has loaded, fetches the modules its islands will need (named
 * by the server in the start script's data-modules:
 * server/page-delivery/island-modules.ts), without running them: first use of
 * an island then waits for no network, and the offline copy of the page,
 * saved with the files it loaded (register-service-worker.ts), has them.
 * Resolves when all have arrived or failed.
 */
export function prefetchIslandModules(): Promise<void> {
  return new Promise((resolve) => {
    const prefetch = () => {
      const files = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules?.split(' ') ?? []
      const arrivals = files.filter(Boolean).map(
        (file) =>
          new Promise<void>((arrived) => {
            // A module preload is fetched and parsed, but not run until imported.
            const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: file })
            link.addEventListener('load', () => arrived())
            link.addEventListener('error', () => arrived())
            document.head.append(link)
          }),
      )
      void Promise.all(arrivals).then(() => resolve())
    }
    if (document.readyState === 'complete') prefetch()
    else window.addEventListener('load', prefetch, { once: true })
  })
}
