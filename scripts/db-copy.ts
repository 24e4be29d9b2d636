// `npm run db:copy -- --from file:./data/app.db --to postgresql://user:pass@host/db`
//
// Copies the contact messages and newsletter subscribers of a SQLite site into
// PostgreSQL, when a site moves to several app servers. The target is migrated
// first. Rows keep their ids; running it again copies only what is new (a row
// whose id, or a subscriber whose address, is already there is left alone), so
// it can be repeated right before the switch-over. The SQLite file is only read.
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import pg from 'pg'
import { ConfigError, databaseKind, resolveDatabaseUrl, sqlitePath } from '../server/config.ts'
import { migratePostgresql } from '../server/db/migrate.ts'

export interface CopyResult {
  contactMessages: { read: number; copied: number }
  subscribers: { read: number; copied: number }
}

const messageColumns = [
  'id',
  'createdAt',
  'name',
  'email',
  'subject',
  'category',
  'message',
  'urgency',
  'status',
  'handledAt',
  'note',
  'suspectReason',
]
const subscriberColumns = ['id', 'createdAt', 'email', 'status', 'suspectReason']

/** SQLite keeps Prisma DateTimes as milliseconds or ISO text; PostgreSQL wants a Date. */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null
  return new Date(typeof value === 'number' ? value : String(value))
}

function readRows(source: Database.Database, table: string, wanted: string[]): Record<string, unknown>[] {
  const present = new Set((source.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((column) => column.name))
  // An older site may lack the newest columns; PostgreSQL's defaults fill them.
  const columns = wanted.filter((column) => present.has(column))
  return source.prepare(`SELECT ${columns.map((column) => `"${column}"`).join(', ')} FROM "${table}" ORDER BY id`).all() as Record<
    string,
    unknown
  >[]
}

/** Inserts the rows that are not there yet: a row whose id (or, for subscribers, address) exists is skipped. */
async function insertAll(target: pg.Client, table: string, rows: Record<string, unknown>[]): Promise<number> {
  let copied = 0
  for (const row of rows) {
    const columns = Object.keys(row)
    const values = columns.map((column) => (/At$/.test(column) ? toDate(row[column]) : row[column]))
    const result = await target.query(
      `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')})
       VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) ON CONFLICT DO NOTHING`,
      values,
    )
    copied += result.rowCount ?? 0
  }
  // New rows made by the site after the copy must not reuse a copied id.
  await target.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT MAX(id) FROM "${table}"), 1))`)
  return copied
}

export async function copyDatabase(from: string, to: string): Promise<CopyResult> {
  if (databaseKind(from) !== 'sqlite') throw new ConfigError(`--from must be a SQLite file: URL; got "${from}"`)
  if (databaseKind(to) !== 'postgresql') throw new ConfigError(`--to must be a postgresql:// URL; got "${to}"`)
  const source = new Database(sqlitePath(resolveDatabaseUrl(from)), { readonly: true, fileMustExist: true })
  await migratePostgresql(to)
  const target = new pg.Client({ connectionString: to })
  await target.connect()
  try {
    const messages = readRows(source, 'ContactMessage', messageColumns)
    const subscribers = readRows(source, 'Subscriber', subscriberColumns)
    await target.query('BEGIN')
    const result: CopyResult = {
      contactMessages: { read: messages.length, copied: await insertAll(target, 'ContactMessage', messages) },
      subscribers: { read: subscribers.length, copied: await insertAll(target, 'Subscriber', subscribers) },
    }
    await target.query('COMMIT')
    return result
  } catch (error) {
    await target.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await target.end()
    source.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } })
  if (!values.from || !values.to) {
    console.error('Usage: npm run db:copy -- --from file:./data/app.db --to postgresql://user:password@host:5432/database')
    process.exit(2)
  }
  try {
    const result = await copyDatabase(values.from, values.to)
    console.log(
      `Contact messages: ${result.contactMessages.copied} copied of ${result.contactMessages.read}; ` +
        `subscribers: ${result.subscribers.copied} copied of ${result.subscribers.read} (the rest were already there).`,
    )
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
