/**
 * Runs the site: read the configuration, migrate the database, build the app,
 * listen, and stop gracefully on SIGTERM or SIGINT: the port closes at once
 * (new connections are refused), requests in flight finish, then the process
 * exits 0. If they have not finished within STOP_TIMEOUT_MS it exits 1 anyway,
 * so a process manager never waits on a stuck request.
 *
 * Any failure before the site listens (database unreachable, port in use, a
 * data folder it cannot write, a full disk, a file that is not a database, a
 * form secret file it cannot read or make) ends the process with status 1 and
 * one line saying what went wrong and which file. It must be caught here:
 * Vike installs handlers for uncaught errors that log them and let the process
 * end with status 0, which a process manager takes for a clean stop.
 */
import { buildApp } from './app.ts'
import { type AppConfig, ConfigError, databaseKind, readConfig, sqlitePath } from './config.ts'
import { databaseFault, faultAdvice } from './db/faults.ts'
import { migrateDatabase } from './db/migrate.ts'
import { waitForPostgresql } from './db/wait.ts'
import { FormSecretError } from './forms/form-tokens.ts'
import { sendVikeConsoleToLog } from './logging/vike-log.ts'

const STOP_TIMEOUT_MS = 10_000

let config: AppConfig
try {
  config = readConfig()
} catch (error) {
  // One clear line naming the setting, not a stack trace, and a failed start.
  if (!(error instanceof ConfigError)) throw error
  console.error(`Configuration error: ${error.message}`)
  process.exit(1)
}

/** What start-up was doing when it failed: only the migration's file-system errors are the database's. */
type StartupStep = 'database' | 'app' | 'listen'

/** One line a person can act on, for an error that stopped the start. */
function startupFailure(error: unknown, step: StartupStep, { databaseUrl, host, port }: AppConfig): string {
  const code = (error as { code?: unknown } | null)?.code
  const message = error instanceof Error ? error.message : String(error)
  const postgresql = databaseKind(databaseUrl) === 'postgresql'
  const where = postgresql ? `PostgreSQL at ${new URL(databaseUrl).host}` : sqlitePath(databaseUrl)
  if (error instanceof FormSecretError) return error.message
  if (code === 'EADDRINUSE') return `port ${port} on ${host} is already in use (another server running? set PORT)`
  if (code === 'EADDRNOTAVAIL') return `cannot listen on ${host}: no such address on this machine (set HOST)`
  if (code === 'EACCES' && step === 'listen') return `not allowed to listen on port ${port} (ports below 1024 need privileges; set PORT)`
  const fault = databaseFault(error)
  if (fault && fault.kind !== 'read-only' && fault.kind !== 'unreachable')
    return `${faultAdvice(fault.kind, databaseUrl)} (${fault.code}), then start again`
  if (
    (step === 'database' && (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')) ||
    code === 'SQLITE_CANTOPEN' ||
    fault?.kind === 'read-only'
  )
    return `cannot write the database ${where} (${message}): the folder must exist or be creatable, and be writable by this user`
  if (step === 'database' && code === 'ENOSPC') return `${faultAdvice('disk-full', databaseUrl)} (ENOSPC), then start again`
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT')
    return `the database ${where} is damaged or not a SQLite database (${message}): restore a backup (docs/deploy.md, "Restore")`
  if (postgresql && step === 'database') return `cannot use the database, ${where}: ${message}`
  return message
}

/** A warning before Fastify's logger exists, in the same JSON line shape (pino's), so the log stays JSON. */
function warnBeforeLogger(msg: string) {
  if (['error', 'fatal', 'silent'].includes(config.logLevel)) return
  process.stdout.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg })}\n`)
}

let app: Awaited<ReturnType<typeof buildApp>>
let step: StartupStep = 'database'
// In production the log is JSON lines only: Vike's console warnings go through the logger too.
if (!config.dev) sendVikeConsoleToLog(() => app?.log)
try {
  if (databaseKind(config.databaseUrl) === 'postgresql') {
    await waitForPostgresql(config.databaseUrl, {
      timeoutMs: config.databaseWaitMs,
      onWait: ({ attempt, delayMs, error }) =>
        warnBeforeLogger(
          `waiting for PostgreSQL at ${new URL(config.databaseUrl).host} (attempt ${attempt}: ${error}); trying again in ${delayMs} ms`,
        ),
    })
  }
  const { applied } = await migrateDatabase(config.databaseUrl)
  step = 'app'
  app = await buildApp({ config })
  if (applied.length > 0) app.log.info({ applied }, 'database migrations applied')
  step = 'listen'
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  console.error(`Start-up failed: ${startupFailure(error, step, config)}`)
  process.exit(1)
}

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received: finishing open requests, then stopping`)
    setTimeout(() => {
      app.log.error(`requests still open after ${STOP_TIMEOUT_MS / 1000} s: stopping anyway`)
      process.exit(1)
    }, STOP_TIMEOUT_MS).unref()
    try {
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping')
      process.exit(1)
    }
  })
}
