// The blog's 'Stay Updated' subscription: the JSON API (POST /api/subscribe)
// and the no-JavaScript form endpoint (POST /blog/subscribe), through app.inject.
import t from 'tap'
import { subscribeMessages } from '../../lib/forms/subscribe.ts'
import { normalizeEmail } from '../../server/db/subscribers.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { postForm, postJson } from '../helpers/post.ts'

t.test('normalizeEmail trims and lower-cases', async (t) => {
  t.equal(normalizeEmail('  Ada.Lovelace@Example.COM '), 'ada.lovelace@example.com')
})

t.test('a new address is stored (normalised) and answered 201', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  const response = await postJson(app, '/api/subscribe', { email: '  Ada@Example.com ' })
  t.equal(response.statusCode, 201)
  t.same(response.json(), { outcome: 'ok', message: subscribeMessages.ok })
  const stored = await app.db.subscriber.findMany()
  t.equal(stored.length, 1)
  t.equal(stored[0]?.email, 'ada@example.com', 'stored trimmed and in lower case')
  t.type(stored[0]?.createdAt, Date)
})

t.test('an address already on the list is answered 200 with a clear message and stored once', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  t.equal((await postJson(app, '/api/subscribe', { email: 'grace@example.com' })).statusCode, 201)
  const again = await postJson(app, '/api/subscribe', { email: 'GRACE@example.com ' })
  t.equal(again.statusCode, 200)
  t.equal(again.json().outcome, 'exists')
  t.match(again.json().message, /already subscribed/)
  t.equal(await app.db.subscriber.count(), 1)
})

t.test('two requests racing with the same address store it once', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  const statuses = (
    await Promise.all([
      postJson(app, '/api/subscribe', { email: 'race@example.com' }),
      postJson(app, '/api/subscribe', { email: 'Race@example.com' }),
    ])
  )
    .map((response) => response.statusCode)
    .sort()
  t.same(statuses, [200, 201])
  t.equal(await app.db.subscriber.count(), 1)
})

const invalidBodies: [string, unknown, string | null, RegExp][] = [
  ['missing email', {}, 'email', /email is required/],
  ['blank email', { email: '   ' }, 'email', /email must not be empty/],
  ['not an address', { email: 'not-an-email' }, 'email', /email must be a valid email address/],
  ['number', { email: 42 }, 'email', /email must be text/],
  ['too long', { email: `${'a'.repeat(250)}@example.com` }, 'email', /at most 254 characters/],
  ['unknown field', { email: 'ada@example.com', admin: true }, 'admin', /admin is not an accepted field/],
  ['array body', [{ email: 'ada@example.com' }], null, /must be a JSON object/],
]

t.test('invalid bodies are rejected with 400 naming the field, and nothing is stored', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000' })
  t.teardown(close)
  for (const [label, body, field, message] of invalidBodies) {
    const response = await postJson(app, '/api/subscribe', body)
    t.equal(response.statusCode, 400, `${label}: status`)
    t.equal(response.json().field, field, `${label}: field`)
    t.match(response.json().message, message, `${label}: message`)
  }
  t.equal(await app.db.subscriber.count(), 0)
})

t.test('malformed JSON, a wrong content type and an oversized body are rejected', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000' })
  t.teardown(close)
  const broken = await postJson(app, '/api/subscribe', '{"email": ')
  t.equal(broken.statusCode, 400)
  t.match(broken.json().message, /JSON/)

  for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { 'content-type': contentType },
      payload: 'email=ada@example.com',
    })
    t.equal(response.statusCode, 415, `${contentType}: 415`)
    t.match(response.json().message, /application\/json/)
  }

  const huge = await postJson(app, '/api/subscribe', { email: `${'a'.repeat(5000)}@example.com` })
  t.equal(huge.statusCode, 413)
  t.equal(await app.db.subscriber.count(), 0)
})

t.test('the API is rate limited per client with 429 and Retry-After, shared with the form endpoint', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '3' })
  t.teardown(close)
  t.equal((await postJson(app, '/api/subscribe', { email: 'one@example.com' })).statusCode, 201)
  t.equal((await postForm(app, '/blog/subscribe', 'email=two%40example.com')).statusCode, 303)
  t.equal((await postJson(app, '/api/subscribe', { email: 'three@example.com' })).statusCode, 201)
  const limited = await postJson(app, '/api/subscribe', { email: 'four@example.com' })
  t.equal(limited.statusCode, 429)
  t.ok(Number(limited.headers['retry-after']) > 0, 'Retry-After is set')
  t.equal(await app.db.subscriber.count(), 3, 'the limited request stored nothing')

  t.match(limited.json().message, /Too many sign-up attempts from your connection\. Please try again in \d+ (seconds?|minutes?)\./)

  const limitedForm = await postForm(app, '/blog/subscribe', 'email=five%40example.com')
  t.equal(limitedForm.statusCode, 429, 'the form endpoint answers a person with the blog')
  t.ok(Number(limitedForm.headers['retry-after']) > 0, 'Retry-After is set')
  t.match(limitedForm.body, /id="subscribe-message" role="status" class="subscribe-message is-error">Too many sign-up attempts/)
  t.equal(await app.db.subscriber.count(), 3)

  const otherClient = await postJson(app, '/api/subscribe', { email: 'six@example.com' }, { remoteAddress: '10.0.0.2' })
  t.equal(otherClient.statusCode, 201, 'another client is not limited')
})

t.test('the no-JavaScript form stores through the same validation and redirects with the outcome', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000' })
  t.teardown(close)
  const created = await postForm(app, '/blog/subscribe', 'email=+Linus%40Example.org+')
  t.equal(created.statusCode, 303)
  t.equal(created.headers.location, '/blog?subscribe=ok#stay-updated')
  t.ok(await app.db.subscriber.findUnique({ where: { email: 'linus@example.org' } }), 'stored normalised')

  const again = await postForm(app, '/blog/subscribe', 'email=linus%40example.org')
  t.equal(again.headers.location, '/blog?subscribe=exists#stay-updated')

  for (const [body, message] of <[string, string][]>[
    ['email=not-an-email', 'Your email address must be a valid email address, like name@example.com'],
    ['email=', 'Your email address must not be empty'],
    ['', 'Your email address is required'],
    ['email=ada%40example.com&name=Ada', 'The form could not be read (name is not an accepted field)'],
    ['email=a%40example.com&email=b%40example.com', 'Your email address must be text'],
    [`email=${'a'.repeat(65)}%40example.com`, 'Your email address must have at most 64 characters before the @'],
  ]) {
    const response = await postForm(app, '/blog/subscribe', body)
    t.equal(response.statusCode, 400, `"${body}": refused`)
    t.match(response.body, /<h1[^>]*>[^<]*Blog/, `"${body}": the blog again`)
    t.match(response.body, `class="subscribe-message is-error">${message.replaceAll("'", '&#x27;')}`, `"${body}": ${message}`)
  }
  const kept = await postForm(app, '/blog/subscribe', 'email=ada%40example')
  t.match(kept.body, /<input id="subscribe-email"[^>]*value="ada@example"/, 'the address is kept to correct')
  t.match(kept.body, /<input id="subscribe-email"[^>]*aria-invalid="true"/)

  const json = await postForm(app, '/blog/subscribe', JSON.stringify({ email: 'json@example.com' }), {
    headers: { 'content-type': 'application/json' },
  })
  t.equal(json.statusCode, 415, 'a JSON body is not a form post')
  const huge = await postForm(app, '/blog/subscribe', `email=${'a'.repeat(5000)}%40example.com`)
  t.equal(huge.statusCode, 413, 'an oversized body')
  t.match(huge.body, /class="subscribe-message is-error">The form could not be read/)
  t.equal(await app.db.subscriber.count(), 1)
})

t.test('the form endpoint refuses a post sent from another site', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000' })
  t.teardown(close)
  const response = await postForm(app, '/blog/subscribe', 'email=victim%40example.com', { headers: { 'sec-fetch-site': 'cross-site' } })
  t.equal(response.statusCode, 403)
  t.equal(await app.db.subscriber.count(), 0)
  const sameSite = await postForm(app, '/blog/subscribe', 'email=reader%40example.com', { headers: { 'sec-fetch-site': 'same-origin' } })
  t.equal(sameSite.headers.location, '/blog?subscribe=ok#stay-updated')
})

t.test('the blog shows the message for each outcome of the form endpoint', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  for (const outcome of ['ok', 'exists', 'invalid', 'limited'] as const) {
    const response = await app.inject({ method: 'GET', url: `/blog?subscribe=${outcome}`, headers: BROWSER_HEADERS })
    t.equal(response.statusCode, 200)
    const message = subscribeMessages[outcome].replaceAll("'", '&#x27;')
    t.match(response.body, new RegExp(`id="subscribe-message" role="status"[^>]*>${message}<`), `${outcome}: message in the live region`)
  }
  const none = await app.inject({ method: 'GET', url: '/blog?subscribe=<script>', headers: BROWSER_HEADERS })
  t.match(none.body, /id="subscribe-message" role="status"[^>]*><\/p>/, 'an unknown outcome shows nothing')
})

t.test('the form posts to the endpoint, so it works without JavaScript', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const html = (await app.inject({ method: 'GET', url: '/blog', headers: BROWSER_HEADERS })).body
  t.match(html, /<section id="stay-updated"/)
  const form = /<form class="subscribe-form"[^>]*>/.exec(html)?.[0] ?? ''
  t.match(form, 'action="/blog/subscribe#stay-updated"')
  t.match(form, 'method="post"')
  const input = /<input id="subscribe-email"[^>]*>/.exec(html)?.[0] ?? ''
  t.match(input, 'name="email"')
  t.match(input, 'type="email"')
  t.match(html, /<label for="subscribe-email"/)
})
