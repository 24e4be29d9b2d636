/**
 * Waits for PostgreSQL at start-up. An app server that boots before its
 * database (a machine restart, a database being upgraded) should come up as
 * soon as the database does, not crash into a restart loop or stay dead: so it
 * retries with a growing delay, says each time that it is waiting, and gives
 * up after a bounded time with the last error, which the caller turns into a
 * failed start (the process manager then restarts it later).
 */
/** Errors that mean "not reachable yet" rather than "wrong settings" (a bad password is not worth waiting for). */
const transientCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P03', // the database system is starting up
  '53300', // too many connections
])

function isTransientDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && transientCodes.has(code)) return true
  // pg reports a closed connection during start-up without a code.
  return /Connection terminated unexpectedly/.test(error.message)
}

interface WaitOptions {
  /** Give up after this long (the last error is thrown). */
  timeoutMs: number
  /** Called before each wait, so the log says why start-up is slow. */
  onWait: (details: { attempt: number; delayMs: number; error: string }) => void
  /** First delay; each next one doubles, up to maxDelayMs. */
  firstDelayMs?: number
  maxDelayMs?: number
}

/** Resolves once a connection to the database succeeds; rejects with the last error after timeoutMs, or at once on a non-transient error. */
export async function waitForPostgresql(
  databaseUrl: string,
  { timeoutMs, onWait, firstDelayMs = 500, maxDelayMs = 8000 }: WaitOptions,
): Promise<void> {
  // Loaded only with a postgresql:// URL: pg took about a quarter second of every start on SQLite.
  const { default: pg } = await import('pg')
  const deadline = Date.now() + timeoutMs
  let delayMs = firstDelayMs
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => {})
      const remaining = deadline - Date.now()
      if (!isTransientDatabaseError(error)) throw error
      if (remaining <= 0) {
        const last = error instanceof Error ? error.message : String(error)
        throw new Error(`no answer after ${Math.round(timeoutMs / 1000)} s and ${attempt} attempts (last: ${last})`)
      }
      const wait = Math.min(delayMs, remaining)
      onWait({ attempt, delayMs: wait, error: error instanceof Error ? error.message : String(error) })
      await new Promise((resolve) => setTimeout(resolve, wait))
      delayMs = Math.min(delayMs * 2, maxDelayMs)
    }
  }
}
