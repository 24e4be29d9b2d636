// The contract of the forms' spam traps: the body the product
// defines (name, email, subject, category, message, urgency) is accepted from
// any client. A post without a genuine, old-enough form token is stored as
// `suspect` with the reason, for staff to review; one with a genuine token is
// stored as `new`; only the honeypot answers as sent and stores nothing.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { FORM_TOKEN_PLACEHOLDER } from '../../lib/forms/spam.ts'
import { ConfigError, readConfig } from '../../server/config.ts'
import { FORM_TOKEN_MAX_AGE_MS, loadFormSecret, mintFormToken } from '../../server/forms/form-tokens.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { TEST_FORM_SECRET, tokenOpenedAMinuteAgo } from '../helpers/forms.ts'
import { findAll } from '../helpers/html.ts'
import { postForm, postJson } from '../helpers/post.ts'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

/** The body the product defines (docs/product-rules.md, 'The contact form and its messages'), and nothing else. */
const definedBody = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'My to-do list does not save',
  category: 'technical',
  message: 'When I reload the page my tasks disappear.',
  urgency: 'high',
}

/** A token signed with a secret the server does not have: what a robot can make. */
const forgedToken = () => mintFormToken('a-robot-guessing-the-secret-0123456789', Date.now() - 60_000)

/** These tests send each body exactly as written: the form token, or its absence, is what they are about. */
const asWritten = { formToken: false }

/** The review fields of every stored message with this subject (one, when all is well). */
function reviewOf(app: App, subject: string) {
  return app.db.contactMessage.findMany({ where: { subject }, select: { status: true, suspectReason: true } })
}

t.test('POST /api/contact: the defined body is stored, as suspect unless its form token is genuine and old enough', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000' })
  t.teardown(close)
  const sent = { outcome: 'sent', title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." }
  // Each case's traps are made when it is sent, so a token's age is what its label says however slow the posts before it.
  const cases: [string, () => object, { status: string; suspectReason: string | RegExp | null }][] = [
    ['no token', () => ({}), { status: 'suspect', suspectReason: 'no form token' }],
    ['an empty token', () => ({ formToken: '' }), { status: 'suspect', suspectReason: 'no form token' }],
    ['a forged token', () => ({ formToken: forgedToken() }), { status: 'suspect', suspectReason: 'token signature invalid' }],
    ['a token that is not one', () => ({ formToken: '1795470870474' }), { status: 'suspect', suspectReason: 'form token malformed' }],
    [
      'a genuine token sent at once',
      () => ({ formToken: mintFormToken(TEST_FORM_SECRET, Date.now()) }),
      { status: 'suspect', suspectReason: /^filled in [0-2]\.\d s$/ },
    ],
    [
      "an older page's unsigned time",
      () => ({ startedAt: Date.now() - 60_000 }),
      { status: 'suspect', suspectReason: 'unsigned form time (a page from before form tokens)' },
    ],
    [
      'a genuine token from two days ago (replayed)',
      () => ({ formToken: mintFormToken(TEST_FORM_SECRET, Date.now() - 2 * FORM_TOKEN_MAX_AGE_MS) }),
      { status: 'suspect', suspectReason: 'form token expired (page opened 48 h earlier)' },
    ],
    ['a genuine token a minute old', () => ({ formToken: tokenOpenedAMinuteAgo() }), { status: 'new', suspectReason: null }],
    // The server's clock set back by NTP after the page was sent: the token is dated ahead of it.
    [
      'a genuine token 5 minutes ahead',
      () => ({ formToken: mintFormToken(TEST_FORM_SECRET, Date.now() + 5 * 60_000) }),
      { status: 'new', suspectReason: null },
    ],
    [
      'a genuine token an hour ahead',
      () => ({ formToken: mintFormToken(TEST_FORM_SECRET, Date.now() + 60 * 60_000) }),
      { status: 'suspect', suspectReason: "form token from the future (dated 60 min ahead of this server's clock)" },
    ],
  ]
  for (const [label, traps, review] of cases) {
    const subject = `contact: ${label}`
    const response = await postJson(app, '/api/contact', { ...definedBody, subject, ...traps() }, asWritten)
    t.equal(response.statusCode, 201, `${label}: 201`)
    t.same(response.json(), sent, `${label}: the same answer as any message`)
    t.match(await reviewOf(app, subject), [review], `${label}: stored once, ${review.status}`)
  }
  t.equal(await app.db.contactMessage.count(), cases.length, 'every message stored')

  const honeypot = await postJson(app, '/api/contact', { ...definedBody, website: 'https://spam.example' }, asWritten)
  t.equal(honeypot.statusCode, 201, 'the honeypot: answered as sent')
  t.same(honeypot.json(), sent)
  t.equal(await app.db.contactMessage.count(), cases.length, 'and not stored')
})

t.test('POST /get-help without JavaScript: the same rules', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000' })
  t.teardown(close)
  for (const [label, traps, status] of [
    ['no token', {}, 'suspect'],
    ['a forged token', { formToken: forgedToken() }, 'suspect'],
    ['a genuine token', { formToken: tokenOpenedAMinuteAgo() }, 'new'],
  ] as const) {
    const subject = `form: ${label}`
    const response = await postForm(app, '/get-help', { ...definedBody, subject, ...traps }, asWritten)
    t.equal(response.statusCode, 303, `${label}: redirected to the page that says it was sent`)
    t.equal(response.headers.location, '/get-help?sent=1#contact')
    t.match(await reviewOf(app, subject), [{ status }], `${label}: stored, ${status}`)
  }
  const honeypot = await postForm(app, '/get-help', { ...definedBody, subject: 'form: honeypot', website: 'x' }, asWritten)
  t.equal(honeypot.headers.location, '/get-help?sent=1#contact', 'the honeypot: answered as sent')
  t.same(await reviewOf(app, 'form: honeypot'), [], 'and not stored')
})

t.test('the token the help page carries is accepted as genuine', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000', FORM_MIN_FILL_SECONDS: '0' })
  t.teardown(close)
  const page = await app.inject({ method: 'GET', url: '/get-help', headers: BROWSER_HEADERS })
  const formToken = findAll(page.body, 'input[name="formToken"]')[0]?.getAttribute('value') ?? ''
  t.not(formToken, FORM_TOKEN_PLACEHOLDER, 'the placeholder is written over')
  const response = await postJson(app, '/api/contact', { ...definedBody, subject: 'from the page', formToken }, asWritten)
  t.equal(response.statusCode, 201)
  t.match(await reviewOf(app, 'from the page'), [{ status: 'new', suspectReason: null }])
})

t.test('/api/subscribe and /blog/subscribe: stored as suspect without a genuine token; a genuine sign-up clears it', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000' })
  t.teardown(close)
  const subscriber = (email: string) => app.db.subscriber.findUnique({ where: { email }, select: { status: true, suspectReason: true } })

  const noToken = await postJson(app, '/api/subscribe', { email: 'reader@example.com' }, asWritten)
  t.equal(noToken.statusCode, 201, 'no token: 201 as for any new address')
  t.same(await subscriber('reader@example.com'), { status: 'suspect', suspectReason: 'no form token' })
  const again = await postJson(app, '/api/subscribe', { email: 'reader@example.com', formToken: forgedToken() }, asWritten)
  t.equal(again.json().outcome, 'exists', 'the same address again')
  t.same(await subscriber('reader@example.com'), { status: 'suspect', suspectReason: 'no form token' }, 'a forged token proves nothing')
  const genuine = await postJson(app, '/api/subscribe', { email: 'reader@example.com', formToken: tokenOpenedAMinuteAgo() }, asWritten)
  t.equal(genuine.json().outcome, 'exists')
  t.same(await subscriber('reader@example.com'), { status: 'active', suspectReason: null }, 'the person showed up: active')

  const forged = await postJson(app, '/api/subscribe', { email: 'bot@example.com', formToken: forgedToken() }, asWritten)
  t.equal(forged.statusCode, 201)
  t.same(await subscriber('bot@example.com'), { status: 'suspect', suspectReason: 'token signature invalid' })
  t.equal(
    (await postJson(app, '/api/subscribe', { email: 'new@example.com', formToken: tokenOpenedAMinuteAgo() }, asWritten)).statusCode,
    201,
  )
  t.same(await subscriber('new@example.com'), { status: 'active', suspectReason: null })

  const form = await postForm(app, '/blog/subscribe', { email: 'nojs@example.com' }, asWritten)
  t.equal(form.headers.location, '/blog?subscribe=ok#stay-updated', 'without JavaScript and without a token: answered as stored')
  t.same(await subscriber('nojs@example.com'), { status: 'suspect', suspectReason: 'no form token' })

  const honeypot = await postJson(app, '/api/subscribe', { email: 'trap@example.com', website: 'x' }, asWritten)
  t.equal(honeypot.json().outcome, 'ok', 'the honeypot: answered as stored')
  t.equal(await subscriber('trap@example.com'), null, 'and not stored')
})

t.test('the form secret: FORM_SECRET, else data/form-secret made once and kept', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-secret-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const formSecretFile = join(dir, 'data', 'form-secret')
  t.equal(loadFormSecret({ formSecret: 'x'.repeat(40), formSecretFile }), 'x'.repeat(40), 'the configured one wins')
  const made = loadFormSecret({ formSecret: undefined, formSecretFile })
  t.ok(made.length >= 32, 'a new secret is made when none is configured')
  t.equal(readFileSync(formSecretFile, 'utf8').trim(), made, 'and written to the file')
  t.equal(statSync(formSecretFile).mode & 0o777, 0o600, 'readable by the server alone')
  t.equal(loadFormSecret({ formSecret: undefined, formSecretFile }), made, 'the next start reuses it')
  writeFileSync(formSecretFile, 'short\n')
  t.throws(() => loadFormSecret({ formSecret: undefined, formSecretFile }), /shorter than 32 characters: delete it/)
  t.throws(() => readConfig({ FORM_SECRET: 'too-short' }, []), ConfigError)
  t.throws(() => readConfig({ FORM_SECRET: 'too-short' }, []), /FORM_SECRET must be at least 32 characters/)
  t.equal(readConfig({}, []).formSecret, undefined, 'unset: none configured')

  // A file that cannot be read (here a folder where the file should be): the error names the file, not the database.
  const unreadable = join(dir, 'unreadable')
  mkdirSync(unreadable)
  t.throws(
    () => loadFormSecret({ formSecret: undefined, formSecretFile: unreadable }),
    new RegExp(`^cannot read the form secret file ${unreadable} \\(EISDIR\\): make it readable by the site's user, or set FORM_SECRET`),
  )
})
