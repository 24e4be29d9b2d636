// The many-machines path: DATABASE_URL=postgresql://... runs the same site on
// PostgreSQL (migrations applied at start, the same repositories), and
// `npm run db:copy` moves a SQLite site's data across. Skipped, with the
// reason, where no PostgreSQL is installed (npm test installs it when missing).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import t from 'tap'
import { copyDatabase, copyReport } from '../../scripts/db-copy.ts'
import { buildApp } from '../../server/app.ts'
import { projectRoot, readConfig } from '../../server/config.ts'
import { migrate, migratePostgresql } from '../../server/db/migrate.ts'
import { TEST_FORM_SECRET } from '../helpers/forms.ts'
import { postJson } from '../helpers/post.ts'
import { freshPostgresqlDatabase, needsPostgresql } from '../helpers/services.ts'

/** Models and enums of a schema file, without its generator and datasource blocks. */
function modelsOf(file: string): string {
  return readFileSync(join(projectRoot, file), 'utf8')
    .split(/^(?=\/\/\/ |model |enum )/m)
    .filter((block) => /^(\/\/\/ .*\n)*(model|enum) /.test(block))
    .join('')
    .trim()
}

t.test('the PostgreSQL schema has the same models and enums as the SQLite one', async (t) => {
  const sqlite = modelsOf('prisma/schema.prisma')
  t.match(sqlite, /model ContactMessage/)
  t.equal(modelsOf('prisma/postgresql/schema.prisma'), sqlite)
})

/** The migrations in a folder, by name, in the order they apply. */
const migrationsIn = (dir: string) =>
  readdirSync(join(projectRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
const postgresqlMigrations = migrationsIn('prisma/postgresql/migrations')

t.test('each SQLite migration has its PostgreSQL twin of the same name', async (t) => {
  t.ok(postgresqlMigrations.includes('20261122000000_contact_messages'), 'the first migration is among them')
  t.same(postgresqlMigrations, migrationsIn('prisma/migrations'))
})

t.test('on PostgreSQL', { skip: needsPostgresql }, async (t) => {
  t.test('two instances migrating at once apply each migration once', async (t) => {
    const database = await freshPostgresqlDatabase()
    t.teardown(database.drop)
    const [first, second] = await Promise.all([migratePostgresql(database.url), migratePostgresql(database.url)])
    // Every migration of the folder once, between the two of them: none twice, none left out.
    t.same([...first.applied, ...second.applied].sort(), postgresqlMigrations)
    t.same((await migratePostgresql(database.url)).applied, [], 'a later start applies nothing')
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    t.teardown(() => client.end())
    const columns = await client.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'ContactMessage' ORDER BY column_name",
    )
    t.same(
      columns.rows.map((row) => row.column_name),
      [
        'category',
        'createdAt',
        'email',
        'handledAt',
        'id',
        'message',
        'name',
        'note',
        'notifiedAt',
        'notifyAttempts',
        'notifyError',
        'notifyRetryAt',
        'status',
        'subject',
        'suspectReason',
        'urgency',
      ],
    )
    const recorded = await client.query('SELECT checksum FROM _prisma_migrations')
    t.equal(recorded.rowCount, postgresqlMigrations.length, 'each recorded for prisma migrate')
  })

  t.test('the site stores messages and subscribers in PostgreSQL', async (t) => {
    const database = await freshPostgresqlDatabase()
    t.teardown(database.drop)
    await migratePostgresql(database.url)
    const config = readConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100', FORM_SECRET: TEST_FORM_SECRET }, [])
    const app = await buildApp({ config, logger: false })
    t.teardown(() => app.close())
    const health = await app.inject({ method: 'GET', url: '/healthz' })
    t.equal(health.statusCode, 200, 'healthy')
    const message = await postJson(app, '/api/contact', {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      category: 'feedback',
      message: 'Stored in PostgreSQL.',
      urgency: 'low',
    })
    t.equal(message.statusCode, 201, message.body)
    const stored = await app.db.contactMessage.findFirstOrThrow({ where: { email: 'ada@example.com' } })
    t.match(stored, { name: 'Ada', status: 'new', urgency: 'low' })
    const subscribe = (email: string) => postJson(app, '/api/subscribe', { email })
    t.equal((await subscribe('ada@example.com')).statusCode, 201, 'new subscriber')
    t.equal((await subscribe('ADA@example.com')).statusCode, 200, 'the unique index finds the same address')
    t.equal(await app.db.subscriber.count(), 1)
  })

  t.test('db:copy copies a SQLite site into PostgreSQL, and again copies only what is new', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'fztv-copy-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    const sqliteUrl = `file:${join(dir, 'app.db')}`
    migrate(sqliteUrl)
    const source = readConfig({ DATABASE_URL: sqliteUrl, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100', FORM_SECRET: TEST_FORM_SECRET }, [])
    const site = await buildApp({ config: source, logger: false })
    for (let index = 1; index <= 3; index += 1) {
      await site.db.contactMessage.create({
        data: {
          name: `Learner ${index}`,
          email: `l${index}@example.com`,
          subject: 'Hi',
          category: 'other',
          message: 'Hello',
          urgency: 'high',
        },
      })
    }
    await site.db.contactMessage.update({ where: { id: 2 }, data: { status: 'answered', handledAt: new Date(), note: 'done' } })
    await site.db.subscriber.create({ data: { email: 'reader@example.com' } })
    await site.close()

    const database = await freshPostgresqlDatabase()
    t.teardown(database.drop)
    const first = await copyDatabase(sqliteUrl, database.url)
    const nothingElse = { alreadyThere: 0, renumbered: [], differing: [] }
    t.same(first, { contactMessages: { read: 3, copied: 3, ...nothingElse }, subscribers: { read: 1, copied: 1, ...nothingElse } })
    const again = await copyDatabase(sqliteUrl, database.url)
    t.same(
      again,
      {
        contactMessages: { read: 3, copied: 0, alreadyThere: 3, renumbered: [], differing: [] },
        subscribers: { read: 1, copied: 0, alreadyThere: 1, renumbered: [], differing: [] },
      },
      'idempotent',
    )

    const target = await buildApp({ config: readConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' }, []), logger: false })
    t.teardown(() => target.close())
    const answered = await target.db.contactMessage.findUniqueOrThrow({ where: { id: 2 } })
    t.match(answered, { name: 'Learner 2', status: 'answered', note: 'done' }, 'ids, status and notes kept')
    t.type(answered.createdAt, Date)
    const fresh = await target.db.contactMessage.create({
      data: { name: 'New', email: 'n@example.com', subject: 'Hi', category: 'other', message: 'After the move' },
    })
    t.equal(fresh.id, 4, 'new rows continue after the copied ids')
    await t.rejects(copyDatabase(sqliteUrl, sqliteUrl), /--to must be a postgresql:\/\/ URL/)
  })

  t.test('db:copy never drops a message whose id PostgreSQL already uses for another one, and reports every difference', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'fztv-copy-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    const sqliteUrl = `file:${join(dir, 'app.db')}`
    migrate(sqliteUrl)
    const message = (name: string) => ({ name, email: 'x@example.com', subject: 'Hi', category: 'other', message: `From ${name}` })
    const sqliteSite = await buildApp({ config: readConfig({ DATABASE_URL: sqliteUrl, LOG_LEVEL: 'silent' }, []), logger: false })
    for (const name of ['Ada', 'Grace', 'Linus']) await sqliteSite.db.contactMessage.create({ data: message(name) })
    await sqliteSite.db.subscriber.create({ data: { email: 'only-in-sqlite@example.com' } })
    await sqliteSite.db.subscriber.create({ data: { email: 'in-both@example.com' } })

    // PostgreSQL already holds other messages under ids 1 and 2, and one subscriber.
    const database = await freshPostgresqlDatabase()
    t.teardown(database.drop)
    await migratePostgresql(database.url)
    const postgresqlSite = await buildApp({ config: readConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' }, []), logger: false })
    t.teardown(() => postgresqlSite.close())
    for (const name of ['Margaret', 'Barbara']) await postgresqlSite.db.contactMessage.create({ data: message(name) })
    await postgresqlSite.db.subscriber.create({ data: { email: 'in-both@example.com' } })

    const first = await copyDatabase(sqliteUrl, database.url)
    // Ada takes the next free id, 3, so Linus's id 3 is then taken too.
    t.same(first.contactMessages.renumbered, [
      { from: 1, to: 3 },
      { from: 2, to: 4 },
      { from: 3, to: 5 },
    ])
    const names = (await postgresqlSite.db.contactMessage.findMany({ orderBy: { id: 'asc' } })).map((row) => `${row.id}:${row.name}`)
    t.same(names, ['1:Margaret', '2:Barbara', '3:Ada', '4:Grace', '5:Linus'], 'every message of both databases is there')
    t.same(first.subscribers.renumbered, [{ from: 1, to: 2 }], 'the new address copied under a free id')
    t.same(
      first.subscribers.differing.map((row) => row.columns),
      [['createdAt']],
      'the shared address reported with its other sign-up time',
    )
    const emails = (await postgresqlSite.db.subscriber.findMany({ orderBy: { email: 'asc' } })).map((row) => row.email)
    t.same(emails, ['in-both@example.com', 'only-in-sqlite@example.com'], 'the same address is one subscriber')
    t.match(copyReport(first).join('\n'), /Contact messages id 1: PostgreSQL already had a different row with this id; copied as id 3/)

    // Staff answer Linus's message in SQLite after the copy: the next copy reports it rather than overwrite or duplicate.
    await sqliteSite.db.contactMessage.update({ where: { id: 3 }, data: { status: 'answered', note: 'replied' } })
    await sqliteSite.close()
    const again = await copyDatabase(sqliteUrl, database.url)
    t.same(again.contactMessages, {
      read: 3,
      copied: 0,
      alreadyThere: 2,
      renumbered: [],
      differing: [{ id: 3, targetId: 5, columns: ['status', 'note'] }],
    })
    t.equal(await postgresqlSite.db.contactMessage.count(), 5, 'nothing copied twice')
    t.match(copyReport(again).join('\n'), /id 3: already in PostgreSQL as id 5, but status, note differ/)
  })
})
