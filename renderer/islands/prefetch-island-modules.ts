import { nextTask } from './next-task.ts'

/**
 * Fetches the modules the page's islands will need (named by the server in
 * the start script's data-modules: server/page-delivery/island-modules.ts),
 * without running them: first use of an island then waits for no network,
 * and the offline copy of the page, saved with the files it loaded
 * (register-service-worker.ts), has them. Call it once the page has loaded.
 * One module per task: starting a fetch costs the main thread about half a
 * millisecond here, and a page with a dozen islands made it one task of
 * 6-20 ms, a long one on a slow phone. Resolves when all have arrived or
 * failed.
 */
export async function prefetchIslandModules(): Promise<void> {
  const files = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules?.split(' ').filter(Boolean) ?? []
  const arrivals: Promise<void>[] = []
  for (const file of files) {
    arrivals.push(
      new Promise<void>((arrived) => {
        // A module preload is fetched and parsed, but not run until imported.
        const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: file })
        link.addEventListener('load', () => arrived())
        link.addEventListener('error', () => arrived())
        document.head.append(link)
      }),
    )
    await nextTask()
  }
  await Promise.all(arrivals)
}
