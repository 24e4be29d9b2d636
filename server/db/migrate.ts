/**
 * Applies the SQL migrations in prisma/migrations/ at start-up.
 *
 * `prisma migrate deploy` needs Prisma's native schema engine, which cannot be
 * downloaded on our machines, so we apply the same files ourselves and record
 * each in Prisma's own `_prisma_migrations` table (same columns, same sha256
 * checksum). A machine that has the engine sees them as already applied.
 */
import { createHash, randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import { projectRoot, sqlitePath } from '../config.ts'

const migrationsDir = join(projectRoot, 'prisma', 'migrations')

const createMigrationsTable = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`

export interface MigrationResult {
  /** Names of the migrations applied by this call. */
  applied: string[]
}

/** Creates the database file if needed, turns on WAL and applies pending migrations in order. */
export function migrate(databaseUrl: string, dir: string = migrationsDir): MigrationResult {
  const file = sqlitePath(databaseUrl)
  mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  try {
    // WAL lets readers work while a message is written; the setting is stored in the file.
    db.pragma('journal_mode = WAL')
    db.exec(createMigrationsTable)
    const done = new Set(
      db
        .prepare('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL')
        .all()
        .map((row) => (row as { migration_name: string }).migration_name),
    )
    const pending = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !done.has(entry.name))
      .map((entry) => entry.name)
      .sort()
    const record = db.prepare(
      'INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, ?, 1)',
    )
    for (const name of pending) {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8')
      const checksum = createHash('sha256').update(sql).digest('hex')
      const startedAt = new Date().toISOString()
      db.transaction(() => {
        db.exec(sql)
        record.run(randomUUID(), checksum, new Date().toISOString(), name, startedAt)
      })()
    }
    return { applied: pending }
  } finally {
    db.close()
  }
}
