/**
 * Applies the SQL migrations at start-up: prisma/migrations/ for SQLite,
 * prisma/postgresql/migrations/ for PostgreSQL.
 *
 * `prisma migrate deploy` needs Prisma's native schema engine, which cannot be
 * downloaded on our machines, so we apply the same files ourselves and record
 * each in Prisma's own `_prisma_migrations` table (same columns, same sha256
 * checksum). A machine that has the engine sees them as already applied.
 */
import { createHash, randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import { databaseKind, projectRoot, sqlitePath } from '../config.ts'
import { makeFolder } from '../start-up/make-folder.ts'

const migrationsDir = join(projectRoot, 'prisma', 'migrations')
const postgresqlMigrationsDir = join(projectRoot, 'prisma', 'postgresql', 'migrations')

export interface MigrationResult {
  /** Names of the migrations applied by this call. */
  applied: string[]
}

interface Migration {
  name: string
  sql: string
  /** sha256 of the file, as Prisma records it. */
  checksum: string
}

/** The migrations in `dir` not yet in `done`, oldest first. */
function pendingMigrations(dir: string, done: Set<string>): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !done.has(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8')
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') }
    })
}

const appliedQuery = 'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL'

/** SQLite: creates the database file if needed, turns on WAL and applies pending migrations in order. */
export function migrate(databaseUrl: string, dir: string = migrationsDir): MigrationResult {
  const file = sqlitePath(databaseUrl)
  makeFolder(dirname(file))
  const db = new Database(file)
  try {
    // WAL lets readers work while a message is written; the setting is stored in the file.
    db.pragma('journal_mode = WAL')
    db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`)
    const done = new Set(
      db
        .prepare(appliedQuery)
        .all()
        .map((row) => (row as { migration_name: string }).migration_name),
    )
    const pending = pendingMigrations(dir, done)
    const record = db.prepare(
      'INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, ?, 1)',
    )
    for (const { name, sql, checksum } of pending) {
      const startedAt = new Date().toISOString()
      db.transaction(() => {
        db.exec(sql)
        record.run(randomUUID(), checksum, new Date().toISOString(), name, startedAt)
      })()
    }
    return { applied: pending.map((migration) => migration.name) }
  } finally {
    db.close()
  }
}

/** An arbitrary constant: the advisory lock every instance takes while it migrates. */
const MIGRATION_LOCK = 72_011_931

/**
 * PostgreSQL: applies pending migrations, each in its own transaction. Several
 * app servers may start at once: an advisory lock lets one migrate while the
 * others wait, then find nothing left to do.
 */
export async function migratePostgresql(databaseUrl: string, dir: string = postgresqlMigrationsDir): Promise<MigrationResult> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`)
    const done = new Set((await client.query<{ migration_name: string }>(appliedQuery)).rows.map((row) => row.migration_name))
    const pending = pendingMigrations(dir, done)
    for (const { name, sql, checksum } of pending) {
      const startedAt = new Date()
      await client.query('BEGIN')
      try {
        await client.query(sql)
        await client.query(
          'INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES ($1, $2, now(), $3, $4, 1)',
          [randomUUID(), checksum, name, startedAt],
        )
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      }
    }
    return { applied: pending.map((migration) => migration.name) }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    await client.end()
  }
}

/** Migrates whichever database the URL names. */
export function migrateDatabase(databaseUrl: string): Promise<MigrationResult> {
  return databaseKind(databaseUrl) === 'postgresql' ? migratePostgresql(databaseUrl) : Promise.resolve(migrate(databaseUrl))
}
