// When the database cannot take a write (disk full, read-only, a lock held
// past the busy timeout), both forms, each way in, answer 503 with
// Retry-After and their own words, keep what was typed, and log it once;
// /healthz says so until a write works again. The site's own test write
// tells /healthz before any visitor posts, from its first request, and
// notices by itself when the fault ends. On a real file system under load
// and in the real server: test/stress/disk-faults.test.ts.
import { execFileSync, spawnSync } from 'node:child_process'
import { rmSync, statSync, truncateSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import t, { type Test } from 'tap'
import { buildApp } from '../../server/app.ts'
import { readConfig, sqlitePath } from '../../server/config.ts'
import { migrate } from '../../server/db/migrate.ts'
import { BROWSER_HEADERS, createTestAppWithLog } from '../helpers/app.ts'
import { TEST_FORM_SECRET } from '../helpers/forms.ts'
import { cannotMountTmpfs, smallDisk } from '../helpers/mounts.ts'
import { postForm, postJson } from '../helpers/post.ts'

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'My app will not start',
  category: 'technical',
  message: 'The preview shows a blank page.',
  urgency: 'medium',
}

/** The error Prisma throws when SQLite finds the disk full. */
function diskFull() {
  return Object.assign(new Error('Database error. Code: `SQLITE_FULL`. Message: `database or disk is full`'), {
    code: 'P2039',
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: 'SQLITE_FULL', kind: 'sqlite' } } },
  })
}

/** Only the writes a test makes: the site's own (server/plugins/write-path.ts) would end a fault the test stages. */
const ONLY_THE_TESTS_WRITES = { writeProbeEveryMs: 0 }

t.test(
  "a full disk: 503 with Retry-After and the form's words, each way in; one error line; /healthz 503 until a write works",
  async (t) => {
    const { app, close, errorLines, lines } = await createTestAppWithLog({}, ONLY_THE_TESTS_WRITES)
    t.teardown(close)
    const repositories = app.repositories
    const working = { ...repositories }
    repositories.contactMessages = { ...working.contactMessages, create: () => Promise.reject(diskFull()) }
    repositories.subscribers = { ...working.subscribers, subscribe: () => Promise.reject(diskFull()) }

    const contact = await postJson(app, '/api/contact', message)
    t.equal(contact.statusCode, 503)
    t.equal(contact.headers['retry-after'], '60')
    t.match(contact.json(), {
      error: 'Service Unavailable',
      message: /^Failed to send message: .*what you typed is still here/,
      retryAfter: 60,
    })

    const contactForm = await postForm(app, '/get-help', message)
    t.equal(contactForm.statusCode, 503, 'the form posted without JavaScript: 503 too')
    t.equal(contactForm.headers['retry-after'], '60')
    t.match(contactForm.body, 'Failed to send message: we cannot save messages just now', 'the page says so above the form')
    t.match(contactForm.body, message.message, 'and keeps what was typed')

    const subscribe = await postJson(app, '/api/subscribe', { email: 'reader@example.com' })
    t.equal(subscribe.statusCode, 503)
    t.equal(subscribe.headers['retry-after'], '60')
    t.match(subscribe.json(), { message: 'Sorry, we could not save your subscription just now. Please try again in a moment.' })

    const subscribeForm = await postForm(app, '/blog/subscribe', 'email=reader%40example.com')
    t.equal(subscribeForm.statusCode, 503, 'the subscribe form without JavaScript: 503, not a redirect')
    t.equal(subscribeForm.headers['retry-after'], '60')
    t.match(subscribeForm.body, 'we could not save your subscription just now')
    t.match(subscribeForm.body, 'value="reader@example.com"', 'the address as typed')

    const health = await app.inject('/healthz')
    t.equal(health.statusCode, 503)
    t.match(health.json(), { status: 'unavailable', reason: 'disk-full' })
    t.equal((await app.inject({ url: '/get-help', headers: BROWSER_HEADERS })).statusCode, 200, 'pages are served')

    t.equal(errorLines().length, 1, 'four failed writes, one error line')
    t.match(errorLines()[0]?.msg, /database writes failing: the disk holding .* is full/)
    t.notMatch(JSON.stringify(lines), /"stack"/, 'no stack trace')

    repositories.contactMessages = working.contactMessages
    repositories.subscribers = working.subscribers
    t.equal((await app.inject('/healthz')).statusCode, 503, 'still 503: no write has worked yet')
    const stored = await postJson(app, '/api/subscribe', { email: 'reader@example.com' })
    t.equal(stored.statusCode, 201, 'once the disk has room the next write is stored')
    t.equal((await app.inject('/healthz')).statusCode, 200)
    t.equal(lines.filter((line) => /database writes work again/.test(line.msg)).length, 1, 'logged once')
  },
)

t.test('a lock held past the busy timeout: 503 locked, not a 500', async (t) => {
  const { app, config, close, errorLines } = await createTestAppWithLog({}, ONLY_THE_TESTS_WRITES)
  t.teardown(close)
  // Another process (a backup script, Studio) holding the write lock for longer than 5 s.
  const holder = new Database(sqlitePath(config.databaseUrl))
  holder.exec('BEGIN IMMEDIATE')
  t.teardown(() => holder.close())
  const started = Date.now()
  const answer = await postJson(app, '/api/contact', message)
  t.equal(answer.statusCode, 503)
  t.equal(answer.headers['retry-after'], '60')
  t.ok(Date.now() - started >= 4500, 'after waiting out the busy timeout')
  t.match((await app.inject('/healthz')).json(), { reason: 'locked' })
  t.match(errorLines()[0]?.msg, /stayed locked past the busy timeout/)
  holder.exec('ROLLBACK')
  const after = await postJson(app, '/api/contact', message)
  t.equal(after.statusCode, 201, 'stored once the lock is let go')
})

/** A migrated database on a tmpfs of `size`. */
function databaseOnSmallDisk(t: Test, size: string): { dir: string; file: string } {
  const dir = smallDisk(t, size)
  const file = join(dir, 'app.db')
  migrate(`file:${file}`)
  return { dir, file }
}

/** An app on the database `file`, whose own test write runs every 100 ms. */
async function appOn(t: Test, file: string) {
  const config = readConfig({ DATABASE_URL: `file:${file}`, LOG_LEVEL: 'silent', FORM_SECRET: TEST_FORM_SECRET }, [])
  const app = await buildApp({ config, logger: false, writeProbeEveryMs: 100 })
  t.teardown(() => app.close())
  return app
}

/** Polls /healthz until it answers `status`; resolves with its last JSON. */
async function healthBecomes(app: Awaited<ReturnType<typeof appOn>>, status: number): Promise<unknown> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const health = await app.inject('/healthz')
    if (health.statusCode === status || Date.now() > deadline) return { statusCode: health.statusCode, ...(health.json() as object) }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

t.test(
  'a site started on a full disk: /healthz says disk-full from its first request, before any post, and 200 by itself once space is freed',
  { skip: cannotMountTmpfs },
  async (t) => {
    const { dir, file } = databaseOnSmallDisk(t, '600k')
    // Fill the disk, then leave exactly the 32 KB the -shm file needs to open the database, and nothing for a write.
    const filler = join(dir, 'old-logs')
    spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=4k'])
    truncateSync(filler, statSync(filler).size - 32 * 1024)
    const app = await appOn(t, file)
    const first = await app.inject('/healthz')
    t.equal(first.statusCode, 503, 'the first /healthz after start says 503')
    t.match(first.json(), { status: 'unavailable', reason: 'disk-full' }, 'with the reason')
    t.equal(await app.db.contactMessage.count(), 0, 'no visitor posted anything')
    rmSync(filler)
    t.match(await healthBecomes(app, 200), { statusCode: 200, status: 'ok' }, 'space freed: 200 again, with no post and no restart')
  },
)

t.test(
  'a database file the site can only read (a read-only mount of it): 503 read-only from the first request, 200 by itself once it is writable',
  { skip: cannotMountTmpfs },
  async (t) => {
    const { file } = databaseOnSmallDisk(t, '2m')
    // Root writes any file whatever its mode; a read-only bind mount of the file is read-only for root too.
    execFileSync('sh', ['-c', `mount --bind ${file} ${file} && mount -o remount,bind,ro ${file}`])
    let mounted = true
    t.teardown(() => {
      if (mounted) spawnSync('umount', ['-l', file])
    })
    const app = await appOn(t, file)
    const first = await app.inject('/healthz')
    t.equal(first.statusCode, 503, 'the first /healthz after start says 503')
    t.match(first.json(), { status: 'unavailable', reason: 'read-only' })
    // Lazily: the site still has the file open through the mount.
    execFileSync('umount', ['-l', file])
    mounted = false
    // The connection opened on the read-only file stays read-only: the site opens the file again by itself.
    t.match(await healthBecomes(app, 200), { statusCode: 200, status: 'ok' }, 'writable again: 200, with no post and no restart')
    t.equal((await postJson(app, '/api/contact', message)).statusCode, 201, 'and messages are stored')
  },
)
