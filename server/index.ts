/**
 * Runs the site: read the configuration, migrate the database, build the app,
 * listen, and close gracefully on SIGTERM or SIGINT.
 */
import { buildApp } from './app.ts'
import { type AppConfig, ConfigError, readConfig } from './config.ts'
import { migrateDatabase } from './db/migrate.ts'

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
