// What stands between the forms and abuse, through app.inject: the spam
// traps, the cross-site check, per-client rate limits behind a proxy and the
// limit on page floods that does not touch cached pages or other clients.
import t from 'tap'
import { BROWSER_HEADERS, createTestApp, createTestAppWithLog } from '../helpers/app.ts'
import { tokenOpenedAMinuteAgo } from '../helpers/forms.ts'
import { postForm, postJson } from '../helpers/post.ts'

const message = {
  name: 'Grace Hopper',
  email: 'grace.hopper@example.com',
  subject: 'Compiler question',
  category: 'technical',
  message: 'A secret message body that must never reach the log.',
}

t.test('a filled honeypot gets the normal answer, stores nothing and logs no message or address', async (t) => {
  const { app, close, lines } = await createTestAppWithLog()
  t.teardown(close)
  const sentAnswer = (await postJson(app, '/api/contact', { ...message, formToken: tokenOpenedAMinuteAgo() })).json()
  await app.db.contactMessage.deleteMany()

  const honeypot = await postJson(app, '/api/contact', { ...message, website: 'https://spam.example', formToken: tokenOpenedAMinuteAgo() })
  t.equal(honeypot.statusCode, 201)
  t.same(honeypot.json(), sentAnswer, 'the same answer as a stored message')
  const honeypotWithoutToken = await postJson(app, '/api/contact', { ...message, website: 'https://spam.example' }, { formToken: false })
  t.same(honeypotWithoutToken.json(), sentAnswer, 'the honeypot wins over a missing token: still nothing stored')
  const form = await postForm(app, '/get-help', { ...message, website: 'x' })
  t.equal(form.statusCode, 303)
  t.equal(form.headers.location, '/get-help?sent=1#contact')
  t.equal(await app.db.contactMessage.count(), 0, 'nothing stored')

  const subscribeApi = await postJson(app, '/api/subscribe', { email: 'bot@example.com', website: 'x' })
  t.equal(subscribeApi.statusCode, 201)
  t.equal(subscribeApi.json().outcome, 'ok')
  const subscribeForm = await postForm(app, '/blog/subscribe', 'email=bot%40example.com&website=x', { formToken: false })
  t.equal(subscribeForm.headers.location, '/blog?subscribe=ok#stay-updated')
  t.equal(await app.db.subscriber.count(), 0, 'no address stored')

  const trapLines = lines.filter((line) => line.msg.includes('spam trap'))
  t.same(
    trapLines.map((line) => [line.form, line.trap]),
    [
      ['contact', 'honeypot'],
      ['contact', 'honeypot'],
      ['contact', 'honeypot'],
      ['subscribe', 'honeypot'],
      ['subscribe', 'honeypot'],
    ],
    'each trap logged',
  )
  const log = lines.map((line) => JSON.stringify(line)).join('\n')
  t.notMatch(log, /example\.com/, 'no address in the log')
  t.notMatch(log, /secret message body/, 'no message in the log')
})

t.test('posts sent from another site are refused by the one origin check, JSON API included', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000' })
  t.teardown(close)
  const body = { ...message, formToken: tokenOpenedAMinuteAgo() }
  for (const headers of <Record<string, string>[]>[
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
  ]) {
    const response = await postJson(app, '/api/contact', body, { headers })
    t.equal(response.statusCode, 403, JSON.stringify(headers))
    t.match(response.json().message, /posts from other sites are refused/)
  }
  const textPlain = await app.inject({
    method: 'POST',
    url: '/api/subscribe',
    headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
    payload: JSON.stringify({ email: 'victim@example.com', formToken: tokenOpenedAMinuteAgo() }),
  })
  t.equal(textPlain.statusCode, 403, 'a text/plain post from another site')
  t.equal(await app.db.contactMessage.count(), 0)
  t.equal(await app.db.subscriber.count(), 0)
  const sameOrigin = await postJson(app, '/api/contact', body, {
    headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
  })
  t.equal(sameOrigin.statusCode, 201, `our own origin is fine: ${sameOrigin.body}`)
  const ownFormWithoutReferrer = await postJson(app, '/api/contact', body, { headers: { origin: 'null', 'sec-fetch-site': 'same-origin' } })
  t.equal(ownFormWithoutReferrer.statusCode, 201, 'our own form, which says Origin: null under Referrer-Policy: no-referrer')
})

t.test('over the limit: 429, Retry-After and the wait in words, counted per client', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '2' })
  t.teardown(close)
  const body = { ...message, formToken: tokenOpenedAMinuteAgo() }
  t.equal((await postJson(app, '/api/contact', body)).statusCode, 201)
  t.equal((await postJson(app, '/api/contact', body)).statusCode, 201)
  const limited = await postJson(app, '/api/contact', body)
  t.equal(limited.statusCode, 429)
  const retryAfter = Number(limited.headers['retry-after'])
  t.ok(retryAfter > 0 && retryAfter <= 60, 'Retry-After in seconds')
  t.same(limited.json(), {
    error: 'Too Many Requests',
    message: `You have sent too many messages in a short time. Please try again ${retryAfter === 60 ? 'in 1 minute' : `in ${retryAfter} seconds`}; what you typed is still here.`,
    retryAfter,
  })
  t.equal(await app.db.contactMessage.count(), 2, 'the refused message stored nothing')
  t.equal((await postJson(app, '/api/contact', body, { remoteAddress: '10.0.0.2' })).statusCode, 201, 'another client is not limited')
})

t.test('without TRUST_PROXY a forged X-Forwarded-For does not dodge the limit', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '2' })
  t.teardown(close)
  const body = { ...message, formToken: tokenOpenedAMinuteAgo() }
  const statuses = []
  for (let i = 0; i < 4; i++) {
    statuses.push((await postJson(app, '/api/contact', body, { headers: { 'x-forwarded-for': `203.0.113.${i}` } })).statusCode)
  }
  t.same(statuses, [201, 201, 429, 429])
})

t.test('with TRUST_PROXY naming the proxy, each client behind it has its own limit, and only the proxy is believed', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.0.0.1' })
  t.teardown(close)
  const body = { ...message, formToken: tokenOpenedAMinuteAgo() }
  const viaProxy = (client: string) =>
    postJson(app, '/api/contact', body, { remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': client } })
  t.same(
    [(await viaProxy('198.51.100.1')).statusCode, (await viaProxy('198.51.100.1')).statusCode, (await viaProxy('198.51.100.1')).statusCode],
    [201, 201, 429],
  )
  t.equal((await viaProxy('198.51.100.2')).statusCode, 201, 'another visitor behind the same proxy is not limited')

  const direct = (forged: string) =>
    postJson(app, '/api/contact', body, { remoteAddress: '192.0.2.7', headers: { 'x-forwarded-for': forged } })
  t.same(
    [(await direct('198.51.100.3')).statusCode, (await direct('198.51.100.4')).statusCode, (await direct('198.51.100.5')).statusCode],
    [201, 201, 429],
    'a client that is not the proxy cannot pick its address',
  )
})

t.test('a flood of distinct query URLs is limited; cached pages, unknown URLs and other clients are not', async (t) => {
  const { app, close } = await createTestApp({ PAGE_RATE_LIMIT_MAX: '20' })
  t.teardown(close)
  const get = (url: string, remoteAddress = '192.0.2.50') => app.inject({ method: 'GET', url, headers: BROWSER_HEADERS, remoteAddress })
  t.equal((await get('/section1', '192.0.2.99')).statusCode, 200, 'a visitor fills the cache with /section1')
  const statuses: number[] = []
  for (let i = 0; i < 25; i++) statuses.push((await get(`/tutorials?q=flood${i}`)).statusCode)
  t.same(statuses.slice(0, 20), Array(20).fill(200), 'within the limit: answered')
  t.same(statuses.slice(20), [429, 429, 429, 429, 429], 'beyond it: 429')
  const limited = await get('/tutorials?q=one-more')
  t.ok(Number(limited.headers['retry-after']) > 0, 'Retry-After is set')
  t.match(limited.json().message, /Too many requests from your connection\. Please try again in/)

  for (let i = 0; i < 30; i++) t.equal((await get('/section1')).statusCode, 200, `cached page ${i + 1} still served to the limited client`)
  // An unknown URL costs no render (server/page-delivery/not-found.ts; test/integration/not-found.test.ts): answered, limit or not.
  for (let i = 0; i < 10; i++)
    t.equal((await get(`/no-such-page-${i}`)).statusCode, 404, `unknown URL ${i + 1}: still a 404 for the limited client`)
  t.equal((await get('/tutorials?q=other', '192.0.2.51')).statusCode, 200, 'another client still gets rendered pages')
})
