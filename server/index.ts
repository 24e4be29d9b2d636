/**
 * Runs the site: read the configuration, migrate the database, build the app
 * (which tries a write of its own before its first request), listen, and stop
 * gracefully on SIGTERM or SIGINT: the site stops taking connections, answers
 * what comes on the open ones (server/plugins/connection-drain.ts), then the
 * process exits 0. If they have not finished within STOP_TIMEOUT_MS it exits 1
 * anyway, so a process manager never waits on a stuck request.
 *
 * It listens on the socket systemd passes (socket activation, LISTEN_FDS), or
 * else on HOST:PORT. systemd keeps its socket while the site restarts, so
 * connections made meanwhile wait for the new process instead of being refused.
 *
 * With --check it only starts, on a copy of the database, answers a few
 * requests and stops (server/start-up/startup-check.ts): deploy/release.sh runs a new
 * release that way before switching to it.
 *
 * Any failure before the site listens (database unreachable, port in use, a
 * data folder it cannot write, a full disk, a file that is not a database, a
 * form secret file it cannot read or make) ends the process with status 1 and
 * one line saying what went wrong and which file. It must be caught here:
 * Vike installs handlers for uncaught errors that log them and let the process
 * end with status 0, which a process manager takes for a clean stop.
 */
import { tmpdir } from 'node:os'
import { dirname } from 'node:path'
import type { buildApp } from './app.ts'
import { type AppConfig, ConfigError, databaseKind, readConfig, sqlitePath } from './config.ts'
import { databaseFault, faultAdvice, faultOnDisk } from './db/faults.ts'
import { migrateDatabase } from './db/migrate.ts'
import { waitForPostgresql } from './db/wait.ts'
import { FormSecretError } from './forms/form-tokens.ts'
import { sendVikeConsoleToLog } from './logging/vike-log.ts'
import { writeFailureCause } from './start-up/make-folder.ts'
import { checkAnswers, databaseForCheck } from './start-up/startup-check.ts'

const STOP_TIMEOUT_MS = 10_000

const checking = process.argv.includes('--check')

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
  const raw = databaseFault(error)
  const fault = raw && faultOnDisk(raw, databaseUrl)
  if (fault && fault.kind !== 'read-only' && fault.kind !== 'unreachable')
    return `${faultAdvice(fault.kind, databaseUrl)} (${fault.code}), then start again`
  if (step === 'database' && code === 'ENOSPC') return `${faultAdvice('disk-full', databaseUrl)} (ENOSPC), then start again`
  if (!postgresql && step === 'database' && (code === 'EACCES' || code === 'EPERM' || code === 'EROFS'))
    return `cannot write the database ${where}: ${writeFailureCause(error, dirname(where))}`
  if (code === 'SQLITE_CANTOPEN' || fault?.kind === 'read-only') {
    const folder = postgresql ? undefined : dirname(where)
    return (
      `cannot write the database ${where} (${message}): the folder must exist or be creatable, and be writable by this user` +
      (folder ? ` (ls -ld ${folder}), on a file system mounted read-write (findmnt -T ${folder})` : '')
    )
  }
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
const checkDatabase = checking ? startCheck() : undefined
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
  // The app (Fastify, Vike, Prisma and every page) loads only now: a bad setting or an unreachable database ends
  // the start in a second, without loading all of it first.
  const { buildApp } = await import('./app.ts')
  app = await buildApp({ config })
  if (applied.length > 0) app.log.info({ applied }, 'database migrations applied')
  if (checkDatabase) await finishCheck(applied)
  step = 'listen'
  if (config.listenFd === undefined) await app.listen({ port: config.port, host: config.host })
  else {
    // Node ignores the host when given a descriptor; Fastify would bind a second socket for 'localhost', so name another.
    const onSystemdSocket = { fd: config.listenFd, host: '127.0.0.1' }
    await app.listen(onSystemdSocket)
  }
} catch (error) {
  checkDatabase?.remove()
  console.error(`${checking ? 'Start-up check failed' : 'Start-up failed'}: ${startupFailure(error, step, config)}`)
  process.exit(1)
}

/**
 * --check: the same start on a copy of the database, without support
 * notifications (the copy's waiting messages are not news) and with only
 * warnings and errors logged (the closing line says the rest).
 */
function startCheck() {
  try {
    const database = databaseForCheck(config.databaseUrl)
    const logLevel = ['info', 'debug', 'trace'].includes(config.logLevel) ? 'warn' : config.logLevel
    config = { ...config, databaseUrl: database.databaseUrl, supportNotifications: undefined, logLevel }
    return database
  } catch (error) {
    console.error(`Start-up check failed: cannot copy the database to check the release on (${writeFailureCause(error, tmpdir())})`)
    process.exit(1)
  }
}

/** --check: the answers, one closing line, and the exit status. */
async function finishCheck(applied: string[]): Promise<never> {
  const problems = await checkAnswers(app, { writeMessage: databaseKind(config.databaseUrl) === 'sqlite' })
  await app.close()
  checkDatabase?.remove()
  if (problems.length > 0) {
    console.error(`Start-up check failed: ${problems.join('; ')}`)
    process.exit(1)
  }
  const migrations = applied.length === 0 ? 'no migration to apply' : `${applied.length} migrations applied (${applied.join(', ')})`
  console.log(`Start-up check passed on ${checkDatabase?.described}: ${migrations}; /healthz, a page and a message answered as they should`)
  process.exit(0)
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
