/**
 * `npm run backup [path]`: a consistent copy of the live database, safe while
 * the site is running. Without a path it goes to BACKUP_DIR (data/backups) with
 * the time in its name, and only the newest BACKUP_KEEP copies are kept there.
 * A path ending in .db is written as that file; another path is used as the
 * folder. Restoring is described in the README and docs/deploy.md.
 *
 * A backup that cannot be made (no database where DATABASE_URL points, usually
 * because the settings file was not loaded; a PostgreSQL URL; a bad setting)
 * ends with one line saying what to do and status 1, not a stack trace.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { ConfigError, databaseKind, readConfig, sqlitePath } from '../server/config.ts'
import { backupDatabase } from '../server/db/backup.ts'

function fail(line: string): never {
  console.error(`Backup failed: ${line}`)
  process.exit(1)
}

let config: ReturnType<typeof readConfig>
try {
  config = readConfig()
} catch (error) {
  if (error instanceof ConfigError) fail(`configuration error: ${error.message}`)
  throw error
}
if (databaseKind(config.databaseUrl) === 'postgresql')
  fail('DATABASE_URL is a PostgreSQL database; npm run backup copies SQLite files. Use pg_dump (docs/scaling.md).')
const databaseFile = sqlitePath(config.databaseUrl)
if (!existsSync(databaseFile))
  fail(
    `no database at ${databaseFile} (DATABASE_URL=${process.env.DATABASE_URL ?? '(not set)'}). ` +
      "Load the site's settings first, e.g. set -a; . /etc/from-zero-to-vibe.env; set +a",
  )
// npm runs scripts from the project folder; a relative path means one from where the command was typed.
const target = process.argv[2] ? resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]) : config.backupDir
const started = Date.now()
try {
  const { file, removed } = backupDatabase(databaseFile, target, { keep: config.backupKeep })
  console.log(`Backed up ${databaseFile} to ${file} in ${Date.now() - started} ms`)
  for (const old of removed) console.log(`Removed old backup ${old} (BACKUP_KEEP=${config.backupKeep})`)
} catch (error) {
  fail(`${databaseFile} to ${target}: ${error instanceof Error ? error.message : String(error)}`)
}
