// `npm run db:copy -- --from file:./data/app.db --to postgresql://user:pass@host/db`
//
// Copies the contact messages and newsletter subscribers of a SQLite site into
// PostgreSQL, when a site moves to several app servers. The target is migrated
// first. Rows keep their ids where they can, and no row is ever lost:
// - an id free in PostgreSQL: the row is copied with it;
// - the same message (or subscriber address) already there: left alone, so the
//   copy can be repeated right before the switch-over;
// - an id PostgreSQL already uses for a different message (the site ran on
//   PostgreSQL for a while, or another site was copied in): the message is
//   copied with a new id, and reported;
// - the same message whose status, handledAt or note differ: left as it is in
//   PostgreSQL (staff may have answered it there) and reported, column by column.
// The SQLite file is only read.
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import pg from 'pg'
import { ConfigError, databaseKind, resolveDatabaseUrl, sqlitePath } from '../server/config.ts'
import { migratePostgresql } from '../server/db/migrate.ts'

export interface TableCopy {
  read: number
  /** Copied with their own id. */
  copied: number
  /** Already in PostgreSQL, identical. */
  alreadyThere: number
  /** Their id was taken by a different row: copied under a new id. */
  renumbered: { from: number; to: number }[]
  /** The same row is in PostgreSQL with these columns different; PostgreSQL's values were kept. */
  differing: { id: number; targetId: number; columns: string[] }[]
}

export interface CopyResult {
  contactMessages: TableCopy
  subscribers: TableCopy
}

interface TableRules {
  table: string
  columns: string[]
  /** The columns that say two rows are the same thing (a message's text and sender, a subscriber's address). */
  identity: string[]
}

const contactMessages: TableRules = {
  table: 'ContactMessage',
  columns: [
    'id',
    'createdAt',
    'name',
    'email',
    'subject',
    'category',
    'message',
    'urgency',
    'status',
    'suspectReason',
    'handledAt',
    'note',
    // Copied so that support is not emailed again about messages it has already heard of.
    'notifiedAt',
    'notifyAttempts',
    'notifyError',
    'notifyRetryAt',
  ],
  identity: ['createdAt', 'name', 'email', 'subject', 'category', 'message', 'urgency'],
}
const subscribers: TableRules = {
  table: 'Subscriber',
  columns: ['id', 'createdAt', 'email', 'status', 'suspectReason'],
  identity: ['email'],
}

const isDateColumn = (column: string) => /At$/.test(column)

/** SQLite keeps Prisma DateTimes as milliseconds or ISO text; PostgreSQL wants a Date. */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null
  return new Date(value instanceof Date ? value.getTime() : typeof value === 'number' ? value : String(value))
}

/** A column's value as PostgreSQL takes it. */
function targetValue(column: string, value: unknown): unknown {
  return isDateColumn(column) ? toDate(value) : value
}

function sameValue(column: string, a: unknown, b: unknown): boolean {
  if (isDateColumn(column)) return toDate(a)?.getTime() === toDate(b)?.getTime()
  return (a ?? null) === (b ?? null)
}

function readRows(source: Database.Database, { table, columns: wanted }: TableRules): Record<string, unknown>[] {
  const present = new Set((source.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((column) => column.name))
  // An older site may lack the newest columns; PostgreSQL's defaults fill them.
  const columns = wanted.filter((column) => present.has(column))
  return source.prepare(`SELECT ${columns.map((column) => `"${column}"`).join(', ')} FROM "${table}" ORDER BY id`).all() as Record<
    string,
    unknown
  >[]
}

const quoted = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ')

async function insert(target: pg.Client, table: string, row: Record<string, unknown>, columns: string[]): Promise<number> {
  const result = await target.query<{ id: number }>(
    `INSERT INTO "${table}" (${quoted(columns)}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    columns.map((column) => targetValue(column, row[column])),
  )
  return result.rows[0]?.id as number
}

/** New rows (renumbered copies, and the site's after the switch) must not reuse a copied id. */
async function moveSequencePastIds(target: pg.Client, table: string) {
  await target.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT MAX(id) FROM "${table}"), 1))`)
}

/** Copies one table's rows by the rules above; every source row ends up counted in exactly one of the result's lists. */
async function copyTable(target: pg.Client, rules: TableRules, rows: Record<string, unknown>[]): Promise<TableCopy> {
  const { table } = rules
  const result: TableCopy = { read: rows.length, copied: 0, alreadyThere: 0, renumbered: [], differing: [] }
  for (const row of rows) {
    const columns = Object.keys(row)
    const identity = rules.identity.filter((column) => columns.includes(column))
    const id = row.id as number
    // The same row, wherever it is: first under its own id, then under any other.
    const matches = (candidate: Record<string, unknown>) => identity.every((column) => sameValue(column, row[column], candidate[column]))
    const byId = (await target.query(`SELECT * FROM "${table}" WHERE id = $1`, [id])).rows[0] as Record<string, unknown> | undefined
    let same = byId && matches(byId) ? byId : undefined
    if (!same) {
      const where = identity.map((column, index) => `"${column}" IS NOT DISTINCT FROM $${index + 1}`).join(' AND ')
      const found = await target.query(
        `SELECT * FROM "${table}" WHERE ${where} ORDER BY id LIMIT 1`,
        identity.map((column) => targetValue(column, row[column])),
      )
      same = found.rows[0] as Record<string, unknown> | undefined
    }
    if (same) {
      const different = columns.filter((column) => column !== 'id' && !sameValue(column, row[column], same[column]))
      if (different.length === 0) result.alreadyThere += 1
      else result.differing.push({ id, targetId: same.id as number, columns: different })
    } else if (!byId) {
      await insert(target, table, row, columns)
      result.copied += 1
    } else {
      // The id belongs to another row: keep both, the copy under a new id,
      // which the sequence (moved past every id there) hands out.
      await moveSequencePastIds(target, table)
      const to = await insert(
        target,
        table,
        row,
        columns.filter((column) => column !== 'id'),
      )
      result.renumbered.push({ from: id, to })
    }
  }
  await moveSequencePastIds(target, table)
  return result
}

export async function copyDatabase(from: string, to: string): Promise<CopyResult> {
  if (databaseKind(from) !== 'sqlite') throw new ConfigError(`--from must be a SQLite file: URL; got "${from}"`)
  if (databaseKind(to) !== 'postgresql') throw new ConfigError(`--to must be a postgresql:// URL; got "${to}"`)
  const source = new Database(sqlitePath(resolveDatabaseUrl(from)), { readonly: true, fileMustExist: true })
  await migratePostgresql(to)
  const target = new pg.Client({ connectionString: to })
  await target.connect()
  try {
    const messages = readRows(source, contactMessages)
    const readers = readRows(source, subscribers)
    await target.query('BEGIN')
    const result: CopyResult = {
      contactMessages: await copyTable(target, contactMessages, messages),
      subscribers: await copyTable(target, subscribers, readers),
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

/** What happened to every row, in lines for the operator. */
export function copyReport(result: CopyResult): string[] {
  const lines: string[] = []
  for (const [label, copy] of [
    ['Contact messages', result.contactMessages],
    ['Subscribers', result.subscribers],
  ] as const) {
    lines.push(
      `${label}: ${copy.read} read; ${copy.copied} copied, ${copy.renumbered.length} copied under a new id, ` +
        `${copy.alreadyThere} already there, ${copy.differing.length} already there with differences.`,
    )
    for (const { from, to } of copy.renumbered)
      lines.push(`  ${label} id ${from}: PostgreSQL already had a different row with this id; copied as id ${to}.`)
    for (const { id, targetId, columns } of copy.differing)
      lines.push(
        `  ${label} id ${id}: already in PostgreSQL as id ${targetId}, but ${columns.join(', ')} differ; PostgreSQL's values were kept (check them in Studio).`,
      )
  }
  return lines
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } })
  if (!values.from || !values.to) {
    console.error('Usage: npm run db:copy -- --from file:./data/app.db --to postgresql://user:password@host:5432/database')
    process.exit(2)
  }
  try {
    const result = await copyDatabase(values.from, values.to)
    for (const line of copyReport(result)) console.log(line)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
