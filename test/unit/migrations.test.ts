// The SQL migrations must create exactly what prisma/schema.prisma describes,
// since we apply them ourselves instead of `prisma migrate`.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import t from 'tap'
import { projectRoot } from '../../server/config.ts'
import { migrate } from '../../server/db/migrate.ts'

const sqliteType: Record<string, string> = { Int: 'INTEGER', String: 'TEXT', DateTime: 'DATETIME', Boolean: 'BOOLEAN', Float: 'REAL' }

interface Field {
  name: string
  /** The SQLite column type the field maps to. */
  type: string
  optional: boolean
  hasDefault: boolean
}

/** Scalar fields of every model in schema.prisma (relations have no column and are skipped). */
function modelsFromSchema(): Map<string, Field[]> {
  const schema = readFileSync(join(projectRoot, 'prisma', 'schema.prisma'), 'utf8')
  const models = new Map<string, Field[]>()
  // Prisma stores an enum in SQLite as TEXT.
  const enums = new Set([...schema.matchAll(/^enum (\w+) \{/gm)].map(([, name]) => name as string))
  const columnType = (type: string) => sqliteType[type] ?? (enums.has(type) ? 'TEXT' : undefined)
  for (const [, name, body] of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const fields: Field[] = []
    for (const line of (body as string).split('\n')) {
      const match = /^\s+(\w+)\s+(\w+)(\?|\[\])?(.*)$/.exec(line)
      const type = match && columnType(match[2] as string)
      if (!match || !type) continue
      fields.push({
        name: match[1] as string,
        type,
        optional: match[3] === '?',
        hasDefault: /@default\(/.test(match[4] as string),
      })
    }
    models.set(name as string, fields)
  }
  return models
}

t.test('migrated tables match the models in schema.prisma', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-migrate-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const url = `file:${join(dir, 'app.db')}`
  const first = migrate(url)
  t.ok(first.applied.length > 0, 'migrations applied on a new database')
  t.same(migrate(url).applied, [], 'a second run applies nothing')

  const db = new Database(url.slice('file:'.length), { readonly: true })
  t.teardown(() => db.close())
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != '_prisma_migrations'")
    .all()
    .map((row) => (row as { name: string }).name)
    .sort()
  const models = modelsFromSchema()
  t.same(tables, [...models.keys()].sort(), 'one table per model')

  for (const [model, fields] of models) {
    const columns = db.prepare(`PRAGMA table_info("${model}")`).all() as {
      name: string
      type: string
      notnull: number
      dflt_value: unknown
      pk: number
    }[]
    t.same(columns.map((column) => column.name).sort(), fields.map((field) => field.name).sort(), `${model}: columns`)
    for (const field of fields) {
      const column = columns.find((c) => c.name === field.name)
      t.equal(column?.type, field.type, `${model}.${field.name}: type`)
      t.equal(column?.notnull === 1 || column?.pk === 1, !field.optional, `${model}.${field.name}: nullability`)
      if (field.hasDefault && column?.pk !== 1) t.not(column?.dflt_value, null, `${model}.${field.name}: has a default`)
    }
  }

  const recorded = db.prepare('SELECT migration_name, checksum, finished_at FROM _prisma_migrations').all() as {
    checksum: string
    finished_at: string
  }[]
  t.equal(recorded.length, first.applied.length, 'each migration is recorded for prisma migrate')
  t.ok(
    recorded.every((row) => /^[0-9a-f]{64}$/.test(row.checksum) && row.finished_at),
    'with a sha256 checksum and a finish time',
  )
  t.equal((db.pragma('journal_mode', { simple: true }) as string).toLowerCase(), 'wal', 'WAL mode is on')
})

/** A database migrated up to, not including, the migration named `before`. */
function migratedUpTo(before: string) {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-migrate-'))
  const older = join(dir, 'migrations')
  for (const name of readdirSync(migrationsDir).filter((name) => name < before && !name.endsWith('.toml')))
    cpSync(join(migrationsDir, name), join(older, name), { recursive: true })
  const url = `file:${join(dir, 'app.db')}`
  migrate(url, older)
  return { dir, url, file: url.slice('file:'.length) }
}

const migrationsDir = join(projectRoot, 'prisma', 'migrations')
const insertMessage = `INSERT INTO "ContactMessage" ("name", "email", "subject", "category", "message", "status") VALUES ('Ada', 'ada@example.com', 'Hi', 'other', 'Hello', ?)`

t.test('SQLite refuses a status outside the enum, as PostgreSQL does', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-migrate-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const url = `file:${join(dir, 'app.db')}`
  migrate(url)
  const db = new Database(url.slice('file:'.length))
  t.teardown(() => db.close())
  for (const status of ['new', 'suspect', 'answered', 'spam']) t.doesNotThrow(() => db.prepare(insertMessage).run(status), status)
  // What Prisma Studio sent for a status typed by hand.
  for (const status of ['Answered', 'done', ''])
    t.throws(() => db.prepare(insertMessage).run(status), /CHECK constraint failed/, `"${status}" is refused`)
  const insertSubscriber = db.prepare('INSERT INTO "Subscriber" ("email", "status") VALUES (?, ?)')
  t.doesNotThrow(() => insertSubscriber.run('a@example.com', 'suspect'))
  t.throws(() => insertSubscriber.run('b@example.com', 'new'), /CHECK constraint failed/, 'a subscriber status is checked too')
})

t.test('the status check keeps every message, mending statuses typed by hand', async (t) => {
  const { dir, url, file } = migratedUpTo('20261126000000')
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const before = new Database(file)
  for (const status of ['new', 'answered', 'Answered', 'Done', 'spam', 'new']) before.prepare(insertMessage).run(status)
  before.prepare(`UPDATE "ContactMessage" SET "note" = 'called back' WHERE "status" = 'Done'`).run()
  before.prepare('DELETE FROM "ContactMessage" WHERE "id" = 6').run()
  before.prepare(`INSERT INTO "Subscriber" ("email") VALUES ('reader@example.com')`).run()
  before.close()

  // This migration alone (later ones add columns and indexes of their own).
  const upTo = join(dir, 'migrations')
  cpSync(join(migrationsDir, '20261126000000_spam_review'), join(upTo, '20261126000000_spam_review'), { recursive: true })
  t.same(migrate(url, upTo).applied, ['20261126000000_spam_review'])
  const db = new Database(file)
  t.teardown(() => db.close())
  t.same(
    db.prepare('SELECT "id", "status", "note" FROM "ContactMessage" ORDER BY "id"').all(),
    [
      { id: 1, status: 'new', note: null },
      { id: 2, status: 'answered', note: null },
      { id: 3, status: 'answered', note: '(status was "Answered" before the status column was checked)' },
      { id: 4, status: 'new', note: 'called back (status was "Done" before the status column was checked)' },
      { id: 5, status: 'spam', note: null },
    ],
    'every row kept; a status typed by hand becomes a valid one, and the note says what it was',
  )
  db.prepare(insertMessage).run('new')
  t.equal(
    (db.prepare('SELECT max("id") AS id FROM "ContactMessage"').get() as { id: number }).id,
    7,
    "a deleted message's id is not handed out again",
  )
  t.same(db.prepare('SELECT "email", "status" FROM "Subscriber"').all(), [{ email: 'reader@example.com', status: 'active' }])
  t.same(
    db.prepare(`SELECT "name" FROM sqlite_master WHERE "type" = 'index' AND "tbl_name" = 'ContactMessage' ORDER BY "name"`).all(),
    [{ name: 'ContactMessage_createdAt_idx' }, { name: 'ContactMessage_status_urgency_idx' }],
    'the indexes are back',
  )
})
