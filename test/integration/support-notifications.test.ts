// Staff hear about new messages: each stored message that is
// still `new` is emailed to support through a real SMTP server on loopback,
// urgent ones at once (before the others, however many wait) and the rest at
// once or as an hourly digest; a mail
// server that refuses or is down means a retry later, never a lost or a
// doubled email, also with two instances sharing one database; and the
// visitor's answer never waits for any of it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { buildApp } from '../../server/app.ts'
import { readConfig } from '../../server/config.ts'
import { migrate, migrateDatabase } from '../../server/db/migrate.ts'
import { retryDelayMs, type SupportNotifierTiming } from '../../server/plugins/support-notifications.ts'
import { createTestApp } from '../helpers/app.ts'
import { TEST_FORM_SECRET } from '../helpers/forms.ts'
import { startMailServer } from '../helpers/mail-server.ts'
import { freePort } from '../helpers/ports.ts'
import { postJson } from '../helpers/post.ts'
import { freshPostgresqlDatabase, needsPostgresql } from '../helpers/services.ts'

const SUPPORT = 'support@example.org'
const MINUTE = 60_000

// A day of refused tries over real SMTP (about 10 s) on top of the rest: more than tap's 60 s on two busy cores.
t.setTimeout(180_000)

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'My app will not start',
  category: 'technical',
  message: 'The preview shows a blank page since I added the login form.',
  urgency: 'medium',
}

type App = Awaited<ReturnType<typeof buildApp>>

/** A clock the test moves by hand, starting now. */
function testClock() {
  let offsetMs = 0
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms
    },
  }
}

/** Posts a message as the help page's script does; resolves with the status code. */
async function postMessage(app: App, fields: Partial<typeof message> = {}): Promise<number> {
  return (await postJson(app, '/api/contact', { ...message, ...fields })).statusCode
}

/** An app that notifies through `smtpUrl`; passes run only when the test calls sendDue(), unless timing says otherwise. */
async function notifyingApp(smtpUrl: string, env: Record<string, string> = {}, timing: SupportNotifierTiming = { pollMs: 0 }) {
  const test = await createTestApp(
    { SMTP_URL: smtpUrl, SUPPORT_NOTIFY_TO: SUPPORT, RATE_LIMIT_MAX: '1000', ...env },
    { supportNotifierTiming: timing },
  )
  const notifier = test.app.supportNotifier
  if (!notifier) throw new Error('the notifier should be registered when SMTP_URL and SUPPORT_NOTIFY_TO are set')
  return { ...test, sendDue: () => notifier.sendDue() }
}

/** Waits until `check` holds, polling; fails after a few seconds. */
async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

t.test('a new message is emailed to support with its urgency in the subject and a reply-to of the sender', async (t) => {
  const mail = await startMailServer()
  t.teardown(mail.close)
  const { app, close, sendDue } = await notifyingApp(mail.url)
  t.teardown(close)

  t.equal(await postMessage(app, { urgency: 'high', subject: 'Stuck on publishing' }), 201)
  await sendDue()
  t.equal(mail.received.length, 1, 'one email')
  const [email] = mail.received
  t.equal(email?.subject, '[high] Contact: Stuck on publishing')
  t.match(email?.replyTo, /Ada Lovelace.*<ada@example\.com>/, 'replying answers the learner')
  t.match(email?.to, SUPPORT)
  t.match(email?.text, message.message, 'the message itself')
  t.match(email?.text, 'From: Ada Lovelace <ada@example.com>')
  t.match(email?.text, 'Category: Technical issue')
  t.match(email?.text, 'Urgency: High: I am stuck')
  t.match(email?.messageId, /^<contact-\d+-\d+@localhost>$/, 'a Message-ID that stays the same for this message')

  const row = await app.db.contactMessage.findFirstOrThrow()
  t.ok(row.notifiedAt, 'the row records that support was told')
  t.match(row, { notifyAttempts: 0, notifyError: null, notifyRetryAt: null })
  await sendDue()
  t.equal(mail.received.length, 1, 'a later pass does not send it again')
})

t.test('spam and suspect messages, and messages already answered, are not emailed', async (t) => {
  const mail = await startMailServer()
  t.teardown(mail.close)
  const { app, close, sendDue } = await notifyingApp(mail.url)
  t.teardown(close)

  for (const subject of ['Spam', 'Suspect', 'Answered', 'Still new']) t.equal(await postMessage(app, { subject }), 201)
  const id = async (subject: string) => (await app.db.contactMessage.findFirstOrThrow({ where: { subject } })).id
  await app.db.contactMessage.update({ where: { id: await id('Spam') }, data: { status: 'spam' } })
  await app.db.contactMessage.update({ where: { id: await id('Answered') }, data: { status: 'answered', handledAt: new Date() } })
  // `suspect` (put aside by the spam checks) is written as SQL: it is any status but `new` that must stay quiet.
  await app.db.$executeRaw`UPDATE "ContactMessage" SET "status" = 'suspect' WHERE "subject" = 'Suspect'`
  await sendDue()
  t.same(
    mail.received.map((email) => email.subject),
    ['[medium] Contact: Still new'],
    'only the message still new',
  )
})

t.test('hourly: high urgency goes at once, the rest wait for one digest an hour', async (t) => {
  const mail = await startMailServer()
  t.teardown(mail.close)
  const clock = testClock()
  const { app, close, sendDue } = await notifyingApp(mail.url, { SUPPORT_NOTIFY_MODE: 'hourly' }, { now: clock.now, pollMs: 0 })
  t.teardown(close)

  t.equal(await postMessage(app, { urgency: 'low', subject: 'A small idea' }), 201)
  t.equal(await postMessage(app, { urgency: 'high', subject: 'Completely stuck' }), 201)
  t.equal(await postMessage(app, { urgency: 'medium', subject: 'Slowed down' }), 201)
  await sendDue()
  t.same(
    mail.received.map((email) => email.subject),
    ['[high] Contact: Completely stuck'],
    'the urgent one at once, alone',
  )

  clock.advance(59 * MINUTE)
  await sendDue()
  t.equal(mail.received.length, 1, 'nothing more within the hour')

  clock.advance(2 * MINUTE)
  await sendDue()
  t.equal(mail.received.length, 2, 'after an hour, one more email')
  const digest = mail.received[1]
  t.equal(digest?.subject, '[digest] Contact: 2 new messages (1 low, 1 medium)')
  t.match(digest?.text, /A small idea[\s\S]*Slowed down/, 'both messages, oldest first')
  t.notOk(digest?.replyTo, 'no single sender to reply to')
  t.equal(await app.db.contactMessage.count({ where: { notifiedAt: null } }), 0, 'all three recorded as sent')

  clock.advance(2 * 60 * MINUTE)
  await sendDue()
  t.equal(mail.received.length, 2, 'and none is sent twice')
})

/**
 * Stores `count` medium-urgency messages waiting to be emailed, in one SQL
 * statement: Prisma's createMany takes about 2 s for 500 rows here, this 30 ms.
 */
async function waitingMediumMessages(t: Test, app: App, count: number, createdAt: Date) {
  await app.db.$executeRaw`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    INSERT INTO "ContactMessage" ("name", "email", "subject", "category", "message", "urgency", "createdAt")
    SELECT ${message.name}, ${message.email}, 'Waiting ' || i, ${message.category}, ${message.message}, 'medium', ${createdAt.toISOString()} FROM n`
  t.equal(await app.db.contactMessage.count({ where: { urgency: 'medium', status: 'new', notifiedAt: null } }), count)
}

t.test('urgent first, in both modes: 500 medium messages waiting, and one new high-urgency one', async (t) => {
  t.test('hourly: the urgent one goes at once, though 500 others wait for their digest', async (t) => {
    const mail = await startMailServer()
    t.teardown(mail.close)
    const { app, close, sendDue } = await notifyingApp(mail.url, { SUPPORT_NOTIFY_MODE: 'hourly' })
    t.teardown(close)
    await waitingMediumMessages(t, app, 500, new Date(Date.now() - 5 * MINUTE))
    t.equal(await postMessage(app, { urgency: 'high', subject: 'Completely stuck' }), 201)
    await sendDue()
    t.same(
      mail.received.map((email) => email.subject),
      ['[high] Contact: Completely stuck'],
      'the urgent one alone, at once',
    )
  })

  t.test('instant: the urgent one goes first, and one that comes in during the pass goes next', async (t) => {
    const mail = await startMailServer()
    t.teardown(mail.close)
    const { app, close, sendDue } = await notifyingApp(mail.url)
    t.teardown(close)
    await waitingMediumMessages(t, app, 500, new Date(Date.now() - 5 * MINUTE))
    t.equal(await postMessage(app, { urgency: 'high', subject: 'Stuck first' }), 201)
    const pass = sendDue()
    await eventually(() => mail.received.length >= 3, 'three emails were sent')
    t.equal(await postMessage(app, { urgency: 'high', subject: 'Stuck during the pass' }), 201)
    await eventually(() => mail.received.length >= 6, 'three more were sent')
    // Staff answer the rest in Studio meanwhile: the pass skips them, and ends in moments, not 194 emails later.
    await app.db.contactMessage.updateMany({ where: { urgency: 'medium', notifiedAt: null }, data: { status: 'answered' } })
    await pass
    const subjects = mail.received.map((email) => email.subject)
    t.equal(subjects[0], '[high] Contact: Stuck first', 'before the 500 that waited longer')
    const during = subjects.indexOf('[high] Contact: Stuck during the pass')
    t.ok(during >= 3 && during <= 5, `the one posted after the third email went at most two emails later (it was email ${during + 1})`)
  })
})

for (const where of ['recipient', 'data'] as const) {
  t.test(`the mail server refusing at the ${where} step, then coming back: retried and delivered once`, async (t) => {
    const mail = await startMailServer()
    t.teardown(mail.close)
    const clock = testClock()
    const { app, close, sendDue } = await notifyingApp(mail.url, {}, { now: clock.now, pollMs: 0 })
    t.teardown(close)
    mail.refuse(where)

    t.equal(await postMessage(app, { urgency: 'high' }), 201, 'the visitor is answered as usual')
    await sendDue()
    t.equal(mail.received.length, 0, 'nothing delivered')
    const failed = await app.db.contactMessage.findFirstOrThrow()
    t.match(failed, { notifiedAt: null, notifyAttempts: 1, notifyError: /451/ }, 'the failure and its reason are recorded')

    await sendDue()
    t.equal((await app.db.contactMessage.findFirstOrThrow()).notifyAttempts, 1, 'no new try before the backoff is over')

    mail.refuse(false)
    clock.advance(retryDelayMs(1))
    await sendDue()
    await sendDue()
    t.equal(mail.received.length, 1, 'delivered once the server is back, exactly once')
    t.match(await app.db.contactMessage.findFirstOrThrow(), { notifiedAt: Date, notifyError: null, notifyAttempts: 1 })
  })
}

t.test('the wait between tries doubles, up to an hour', async (t) => {
  t.same([1, 2, 3, 4].map(retryDelayMs), [30_000, 60_000, 120_000, 240_000])
  t.equal(retryDelayMs(50), 60 * MINUTE)
})

t.test('with the mail server down the visitor still gets 201, and the background sender delivers once it is up', async (t) => {
  const port = await freePort()
  const clock = testClock()
  const { app, close } = await notifyingApp(`smtp://127.0.0.1:${port}`, {}, { now: clock.now, pollMs: 20 })
  t.teardown(close)

  const started = Date.now()
  t.equal(await postMessage(app, { urgency: 'low', subject: 'Sent while mail was down' }), 201, 'stored and answered')
  t.ok(Date.now() - started < 5000, 'without waiting for the mail server')
  await eventually(
    async () => (await app.db.contactMessage.findFirstOrThrow()).notifyAttempts > 0,
    'the background sender has tried and failed',
  )
  t.match(await app.db.contactMessage.findFirstOrThrow(), { notifiedAt: null, notifyError: /ECONNREFUSED/ })

  // The mail server comes up on that port and the backoff runs out; the interval does the rest.
  const mail = await startMailServer({ port })
  t.teardown(mail.close)
  clock.advance(retryDelayMs(1))
  await eventually(() => mail.received.length === 1, 'the background sender delivered')
  t.equal(mail.received[0]?.subject, '[low] Contact: Sent while mail was down')
  await new Promise((resolve) => setTimeout(resolve, 200))
  t.equal(mail.received.length, 1, 'and only once, however many passes ran since')
})

/**
 * Two apps on one database, a slow mail server, every pass run on both at
 * once, several times: each message must arrive exactly once.
 */
async function eachMessageSentOnceByTwoInstances(t: Test, databaseUrl: string) {
  const mail = await startMailServer({ delayMs: 20 })
  t.teardown(mail.close)
  await migrateDatabase(databaseUrl)
  const config = readConfig(
    {
      DATABASE_URL: databaseUrl,
      SMTP_URL: mail.url,
      SUPPORT_NOTIFY_TO: SUPPORT,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '1000',
      // Genuine form tokens, so the messages are new (suspect ones are never emailed).
      FORM_SECRET: TEST_FORM_SECRET,
    },
    [],
  )
  const instances = await Promise.all([0, 1].map(() => buildApp({ config, logger: false, supportNotifierTiming: { pollMs: 0 } })))
  t.teardown(() => Promise.all(instances.map((instance) => instance.close())))

  const subjects = Array.from({ length: 12 }, (_, index) => `Message ${index + 1}`)
  for (const [index, subject] of subjects.entries()) {
    const urgency = ['low', 'medium', 'high'][index % 3] as string
    t.equal(await postMessage(instances[index % 2] as App, { subject, urgency }), 201)
  }
  for (let round = 0; round < 3; round += 1)
    await Promise.all(instances.flatMap((instance) => [instance.supportNotifier?.sendDue(), instance.supportNotifier?.sendDue()]))

  const delivered = mail.received.map((email) => email.subject.replace(/^\[\w+\] Contact: /, '')).sort()
  t.same(delivered, [...subjects].sort(), 'every message once, none twice')
  t.equal(new Set(mail.received.map((email) => email.messageId)).size, subjects.length, 'twelve different Message-IDs')
}

t.test('two instances sharing one SQLite file send each message once', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-notify-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const url = `file:${join(dir, 'shared.db')}`
  migrate(url)
  await eachMessageSentOnceByTwoInstances(t, url)
})

t.test('two instances sharing one PostgreSQL send each message once', { skip: needsPostgresql }, async (t) => {
  const database = await freshPostgresqlDatabase()
  t.teardown(database.drop)
  await eachMessageSentOnceByTwoInstances(t, database.url)
})

t.test('without SMTP_URL and SUPPORT_NOTIFY_TO nothing is sent and no sender runs', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000' })
  t.teardown(close)
  t.equal(app.supportNotifier, undefined)
  t.equal(await postMessage(app), 201)
})

t.test(
  'a mail server refusing for a day, across a restart, then accepting: each email arrives once; a day unsent is logged at error once',
  async (t) => {
    const mail = await startMailServer()
    t.teardown(mail.close)
    mail.refuse('recipient')
    const dir = mkdtempSync(join(tmpdir(), 'fztv-notify-restart-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    const databaseUrl = `file:${join(dir, 'app.db')}`
    migrate(databaseUrl)
    const clock = testClock()
    const lines: { level: number; msg: string; contactMessageIds?: number[] }[] = []
    const config = readConfig(
      { DATABASE_URL: databaseUrl, SMTP_URL: mail.url, SUPPORT_NOTIFY_TO: SUPPORT, RATE_LIMIT_MAX: '1000', FORM_SECRET: TEST_FORM_SECRET },
      [],
    )
    const start = () =>
      buildApp({
        config,
        logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
        supportNotifierTiming: { now: clock.now, pollMs: 0 },
      })
    let app = await start()
    t.teardown(() => app.close())
    for (const urgency of ['high', 'low']) t.equal(await postMessage(app, { urgency, subject: `Stuck (${urgency})` }), 201)

    // One try per backoff for just over a day; the site restarts half-way.
    let tries = 0
    while (clock.now().getTime() - Date.now() < 25 * 60 * MINUTE) {
      await app.supportNotifier?.sendDue()
      tries += 1
      if (tries === 15) {
        await app.close()
        app = await start()
      }
      const { notifyAttempts } = await app.db.contactMessage.findFirstOrThrow()
      clock.advance(retryDelayMs(notifyAttempts))
    }
    t.equal(mail.received.length, 0, `nothing delivered in ${tries} tries`)
    t.same(
      await app.db.contactMessage.findMany({ select: { notifyAttempts: true }, orderBy: { id: 'asc' } }),
      [1, 2].map(() => ({ notifyAttempts: tries })),
      'each try recorded, across the restart',
    )
    const errors = lines.filter((line) => line.level >= 50)
    t.equal(errors.length, 2, `one error line per message in ${tries} tries, not one per try`)
    t.match(errors[0]?.msg, /^support notification undelivered for a day: .*451.*Check SMTP_URL and the mail server; the site keeps trying/)
    t.same(errors.flatMap((line) => line.contactMessageIds).sort(), [1, 2], 'one for each message')
    t.ok(lines.filter((line) => line.level === 40).length >= tries * 2, 'each failed try is a warning, as before')

    mail.refuse(false)
    clock.advance(60 * MINUTE)
    await app.supportNotifier?.sendDue()
    await app.supportNotifier?.sendDue()
    t.same(
      mail.received.map((email) => email.subject).sort(),
      ['[high] Contact: Stuck (high)', '[low] Contact: Stuck (low)'],
      'once the mail server accepts, each email arrives, once',
    )
    t.equal(await app.db.contactMessage.count({ where: { notifiedAt: null } }), 0)
  },
)
