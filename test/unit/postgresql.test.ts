// The many-machines path: DATABASE_URL=postgresql://... runs the same site on
// PostgreSQL (migrations applied at start, the same repositories), and
// `npm run db:copy` moves a SQLite site's data across. Skipped, with the
// reason, where no PostgreSQL is installed; .ci/run installs it.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import t from 'tap'
import { copyDatabase } from '../../scripts/db-copy.ts'
import { buildApp } from '../../server/app.ts'
import { projectRoot, readConfig } from '../../server/config.ts'
import { migrate, migratePostgresql } from '../../server/db/migrate.ts'
import { withFormToken } from '../helpers/forms.ts'
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

t.test('each SQLite migration has its PostgreSQL twin of the same name', async (t) => {
  const names = (dir: string) =>
    readdirSync(join(projectRoot, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
  t.same(names('prisma/postgresql/migrations'), names('prisma/migrations'))
})

t.test('on PostgreSQL', { skip: needsPostgresql }, async (t) => {
  t.test('two instances migrating at once apply each migration once', async (t) => {
    const database = await freshPostgresqlDatabase()
    t.teardown(database.drop)
    const [first, second] = await Promise.all([migratePostgresql(database.url), migratePostgresql(database.url)])
    t.same([...first.applied, ...second.applied].sort(), [
      '20261122000000_contact_messages',
      '20261124000000_subscribers',
      '20261125000000_contact_message_status',
      '20261126000000_spam_review',
      '20261127000000_support_notifications',
    ])
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
    t.equal(recorded.rowCount, 4, 'recorded for prisma migrate')
  })

  t.test('the site stores messages and subscribers in PostgreSQL', async (t) => {
    const database = await freshPostgresqlDatabase()
    t.teardown(database.drop)
    await migratePostgresql(database.url)
    const config = readConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100' }, [])
    const app = await buildApp({ config, logger: false })
    t.teardown(() => app.close())
    const health = await app.inject({ method: 'GET', url: '/healthz' })
    t.equal(health.statusCode, 200, 'healthy')
    const message = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        withFormToken({
          name: 'Ada',
          email: 'ada@example.com',
          subject: 'Hello',
          category: 'feedback',
          message: 'Stored in PostgreSQL.',
          urgency: 'low',
        }),
      ),
    })
    t.equal(message.statusCode, 201, message.body)
    const stored = await app.db.contactMessage.findFirstOrThrow({ where: { email: 'ada@example.com' } })
    t.match(stored, { name: 'Ada', status: 'new', urgency: 'low' })
    const subscribe = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/subscribe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(withFormToken({ email })),
      })
    t.equal((await subscribe('ada@example.com')).statusCode, 201, 'new subscriber')
    t.equal((await subscribe('ADA@example.com')).statusCode, 200, 'the unique index finds the same address')
    t.equal(await app.db.subscriber.count(), 1)
  })

  t.test('db:copy copies a SQLite site into PostgreSQL, and again copies only what is new', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'fztv-copy-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    const sqliteUrl = `file:${join(dir, 'app.db')}`
    migrate(sqliteUrl)
    const source = readConfig({ DATABASE_URL: sqliteUrl, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100' }, [])
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
    t.same(first, { contactMessages: { read: 3, copied: 3 }, subscribers: { read: 1, copied: 1 } })
    const again = await copyDatabase(sqliteUrl, database.url)
    t.same(again, { contactMessages: { read: 3, copied: 0 }, subscribers: { read: 1, copied: 0 } }, 'idempotent')

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
})
