/**
 * `app.writePath`: runs the routes' database writes through the write-path
 * monitor (server/db/write-path.ts), so a database fault becomes a 503 with the
 * form's own words and one log line a minute, and /healthz can say that
 * writes are failing while reads (the pages) still work.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { databaseFault } from '../db/faults.ts'
import { WritePathMonitor, type WritePathState, WriteUnavailableError } from '../db/write-path.ts'

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
      state(): WritePathState
    }
  }
}

export default fp(
  async function writePath(app: FastifyInstance, { databaseUrl }: { databaseUrl: string }) {
    const monitor = new WritePathMonitor(app.log, databaseUrl)
    function noteError(error: unknown): boolean {
      const fault = databaseFault(error)
      if (fault) monitor.failed(fault)
      return fault !== undefined
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
      state: () => monitor.state(),
    })
  },
  { name: 'write-path', dependencies: ['database'] },
)
