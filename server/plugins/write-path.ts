/**
 * `app.writePath`: runs the routes' database writes through the write-path
 * monitor (server/db/write-path.ts), so a database fault becomes a 503 with the
 * form's own words and one log line a minute, and /healthz can say that
 * writes are failing while reads (the pages) still work.
 *
 * The site also writes by itself (server/db/health-probe.ts): once before it
 * takes its first request, then every few seconds. So /healthz tells the
 * truth from the first second, about a site started on a full disk or a
 * read-only file too, without waiting for a visitor's message to find out;
 * and it notices by itself when the fault ends. While writes fail, each probe
 * opens the database file again: a connection that SQLite opened read-only
 * stays read-only after the file (and its -shm) are fixed.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type DatabaseFaultKind, databaseFault, faultOnDisk } from '../db/faults.ts'
import { WritePathMonitor, type WritePathState, WriteUnavailableError } from '../db/write-path.ts'

/** How often the site tries its own write, and so how soon /healthz notices a fault, or its end. */
const WRITE_PROBE_EVERY_MS = 5000

/** Faults an open connection keeps after their cause is fixed: a fresh one reads the file's state again. */
const REOPEN_AFTER: ReadonlySet<DatabaseFaultKind> = new Set(['read-only', 'io-error', 'unreachable'])

declare module 'fastify' {
  interface FastifyInstance {
    writePath: {
      /**
       * Runs one write. A database fault is recorded and thrown as a
       * WriteUnavailableError carrying `failureWords` (what the visitor reads);
       * any other error is thrown as it is.
       */
      guard<T>(write: () => Promise<T>, failureWords: string): Promise<T>
      /** Records an error met elsewhere; true when it was a database fault (and so logged here). */
      noteError(error: unknown): boolean
      /** The database answered a read: an outage that was only "unreachable" is over. */
      noteReachable(): void
      /** Tries the site's own write now and records the outcome (a probe already running is joined). */
      probe(): Promise<void>
      state(): WritePathState
    }
  }
}

interface WritePathOptions {
  databaseUrl: string
  /** Milliseconds between the site's own writes after the first; 0 writes only before the first request (tests call probe()). */
  probeEveryMs?: number
}

export default fp(
  async function writePath(app: FastifyInstance, { databaseUrl, probeEveryMs = WRITE_PROBE_EVERY_MS }: WritePathOptions) {
    const monitor = new WritePathMonitor(app.log, databaseUrl)
    function noteError(error: unknown): boolean {
      const fault = databaseFault(error)
      if (fault) monitor.failed(faultOnDisk(fault, databaseUrl))
      return fault !== undefined
    }

    let unexplainedProbeFailure = false
    async function writeOnce(): Promise<void> {
      // Through a connection opened now, not one opened while the fault lasted (a read of /healthz reopens it at once).
      const state = monitor.state()
      if (state.failing && REOPEN_AFTER.has(state.kind)) await app.db.$disconnect().catch(() => undefined)
      try {
        await app.repositories.healthProbe.write(new Date())
      } catch (error) {
        if (!noteError(error) && !unexplainedProbeFailure) {
          // Not a fault of the machine (a bug): said once, not every few seconds.
          unexplainedProbeFailure = true
          app.log.error({ err: error }, 'write probe failed')
        }
        return
      }
      unexplainedProbeFailure = false
      monitor.succeeded()
    }
    let running: Promise<void> | undefined
    function probe(): Promise<void> {
      running ??= writeOnce().finally(() => {
        running = undefined
      })
      return running
    }

    app.decorate('writePath', {
      async guard<T>(write: () => Promise<T>, failureWords: string): Promise<T> {
        let result: T
        try {
          result = await write()
        } catch (error) {
          if (noteError(error)) throw new WriteUnavailableError(failureWords, { cause: error })
          throw error
        }
        monitor.succeeded()
        return result
      },
      noteError,
      noteReachable() {
        const state = monitor.state()
        if (state.failing && state.kind === 'unreachable') monitor.succeeded()
      },
      probe,
      state: () => monitor.state(),
    })

    let timer: NodeJS.Timeout | undefined
    // Before the first request: listen() waits for onReady.
    app.addHook('onReady', async () => {
      await probe()
      if (probeEveryMs > 0) timer = setInterval(() => void probe(), probeEveryMs).unref()
    })
    // Before the database closes (its onClose hook).
    app.addHook('preClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'write-path', dependencies: ['database'] },
)
