import t from 'tap'
import { createTestApp } from '../helpers/app.ts'
import { tokenOpenedAMinuteAgo } from '../helpers/forms.ts'
import { postJson } from '../helpers/post.ts'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'My to-do list does not save',
  category: 'technical',
  message: 'When I reload the page my tasks disappear. I expected them to stay.',
  urgency: 'high',
  // Rendered a minute ago: well past the spam check's minimum fill time.
  formToken: tokenOpenedAMinuteAgo(),
}

t.test('a valid message is stored and answered 201 with its id', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  const response = await postJson(app, '/api/contact', { ...valid, name: '  Ada Lovelace  ' })
  t.equal(response.statusCode, 201)
  t.same(response.json(), { outcome: 'sent', title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." })
  const { formToken: _formToken, ...fields } = valid
  const stored = await app.db.contactMessage.findFirstOrThrow({ where: { subject: valid.subject } })
  t.match(stored, { ...fields, name: 'Ada Lovelace', status: 'new', suspectReason: null }, 'stored with trimmed values, as new')
  t.type(stored.createdAt, Date)
})

t.test('urgency defaults to medium', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  const { urgency: _urgency, ...withoutUrgency } = valid
  const response = await postJson(app, '/api/contact', withoutUrgency)
  t.equal(response.statusCode, 201)
  const stored = await app.db.contactMessage.findFirstOrThrow()
  t.equal(stored.urgency, 'medium')
})

t.test('an accessibility barrier reaches staff as urgent, whatever urgency was picked', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  const barrier = { ...valid, category: 'accessibility', urgency: 'low', subject: 'The menu button does nothing with my screen reader' }
  t.equal((await postJson(app, '/api/contact', barrier)).statusCode, 201)
  t.equal((await postJson(app, '/api/contact', { ...valid, urgency: 'low' })).statusCode, 201)
  const stored = await app.db.contactMessage.findMany({ orderBy: { createdAt: 'asc' }, select: { category: true, urgency: true } })
  t.same(stored, [
    { category: 'accessibility', urgency: 'high' },
    { category: 'technical', urgency: 'low' },
  ])
})

const invalidBodies: [string, unknown, string | null, RegExp][] = [
  ['missing name', { ...valid, name: undefined }, 'name', /name is required/],
  ['missing email', { ...valid, email: undefined }, 'email', /email is required/],
  ['missing subject', { ...valid, subject: undefined }, 'subject', /subject is required/],
  ['missing category', { ...valid, category: undefined }, 'category', /category is required/],
  ['missing message', { ...valid, message: undefined }, 'message', /message is required/],
  ['blank name', { ...valid, name: '   ' }, 'name', /name must not be empty/],
  ['bad email', { ...valid, email: 'not-an-email' }, 'email', /valid email address/],
  [
    'unknown category',
    { ...valid, category: 'billing' },
    'category',
    /category must be one of: technical, project, account, feedback, accessibility, other/,
  ],
  ['unknown urgency', { ...valid, urgency: 'urgent' }, 'urgency', /urgency must be one of: low, medium, high/],
  ['number as name', { ...valid, name: 42 }, 'name', /name must be text/],
  ['oversized message', { ...valid, message: 'x'.repeat(5001) }, 'message', /at most 5000 characters/],
  ['oversized subject', { ...valid, subject: 'x'.repeat(151) }, 'subject', /at most 150 characters/],
  ['unknown field', { ...valid, isAdmin: true }, 'isAdmin', /isAdmin is not an accepted field/],
  ['array body', [valid], null, /must be a JSON object/],
]

t.test('each invalid shape is rejected with 400 naming the field, and nothing is stored', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000' })
  t.teardown(close)
  for (const [label, body, field, message] of invalidBodies) {
    const response = await postJson(app, '/api/contact', body)
    t.equal(response.statusCode, 400, `${label}: status`)
    t.equal(response.json().field, field, `${label}: field`)
    t.match(response.json().message, message, `${label}: message`)
  }
  t.equal(await app.db.contactMessage.count(), 0)
})

t.test('malformed JSON, wrong content type and oversized bodies are rejected', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000' })
  t.teardown(close)
  const broken = await postJson(app, '/api/contact', '{"name": "Ada",')
  t.equal(broken.statusCode, 400)
  t.match(broken.json().message, /JSON/)
  t.equal(broken.json().error, 'Bad Request', 'the answer names its status as the other refusals do')

  const text = await app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/plain' }, payload: 'hello' })
  t.equal(text.statusCode, 415)
  t.match(text.json().message, /application\/json/)

  const form = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=Ada',
  })
  t.equal(form.statusCode, 415)

  const notUtf8 = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json' },
    payload: Buffer.concat([
      Buffer.from(`${JSON.stringify({ ...valid, name: undefined }).slice(0, -1)},"name":"Ad`),
      Buffer.from([0xff]),
      Buffer.from('a"}'),
    ]),
  })
  t.equal(notUtf8.statusCode, 400, 'a body that is not UTF-8 is refused, not repaired')
  t.match(notUtf8.json().message, /not valid UTF-8/)

  const huge = await postJson(app, '/api/contact', { ...valid, message: 'x'.repeat(40 * 1024) })
  t.equal(huge.statusCode, 413)
  t.equal(huge.json().error, 'Payload Too Large')
  t.equal(await app.db.contactMessage.count(), 0)
})

t.test('responses carry security headers', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: '/healthz' })
  t.equal(response.statusCode, 200)
  t.same(response.json(), { status: 'ok' })
  t.match(response.headers['content-security-policy'], /script-src 'self'/)
  t.equal(response.headers['x-content-type-options'], 'nosniff')
  // helmet's default: it made every arrival from another page start a fresh renderer, the longest task of each load.
  t.notOk('cross-origin-opener-policy' in response.headers, 'no Cross-Origin-Opener-Policy (server/plugins/security.ts)')
})
