/**
 * Runs the site: read the configuration, migrate the database, build the app,
 * listen, and stop gracefully on SIGTERM or SIGINT: the port closes at once
 * (new connections are refused), requests in flight finish, then the process
 * exits 0. If they have not finished within STOP_TIMEOUT_MS it exits 1 anyway,
 * so a process manager never waits on a stuck request.
 */
import { buildApp } from './app.ts'
import { type AppConfig, ConfigError, readConfig } from './config.ts'
import { migrateDatabase } from './db/migrate.ts'

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
const { applied } = await migrateDatabase(config.databaseUrl)
const app = await buildApp({ config })
if (applied.length > 0) app.log.info({ applied }, 'database migrations applied')

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

await app.listen({ port: config.port, host: config.host })
