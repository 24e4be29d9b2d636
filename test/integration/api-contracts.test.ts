/**
 * The JSON API's contracts (lib/api.ts): the browser's one reader of its
 * answers, and every endpoint's real answers read through it, so a change to
 * what the server sends that the forms or instant search would misread fails
 * here.
 */
import t from 'tap'
import { isContactSent, isSearchAnswer, isSubscribeAnswer, readApiAnswer, searchApiUrl } from '../../lib/api.ts'
import { createTestApp } from '../helpers/app.ts'
import { tokenOpenedAMinuteAgo } from '../helpers/forms.ts'

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

t.test('the reader', async (t) => {
  const sent = { outcome: 'sent', title: 'Message sent successfully!', description: 'Soon.' }
  t.same(await readApiAnswer(json(201, sent), isContactSent), { ok: true, status: 201, body: sent }, 'a success of the expected shape')
  t.same(
    await readApiAnswer(json(201, { outcome: 'sent' }), isContactSent),
    { ok: true, status: 201, body: { outcome: 'sent' } },
    'a stored message is a success even with less in its answer (the form shows its own words)',
  )

  const refusal = { error: 'Bad Request', field: 'email', message: 'email must be a valid email address' }
  t.same(await readApiAnswer(json(400, refusal), isContactSent), { ok: false, status: 400, error: refusal }, 'a refusal: the ApiError')

  const proxyPage = new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })
  t.same(
    await readApiAnswer(proxyPage, isContactSent),
    { ok: false, status: 502, error: null },
    'a page that is not JSON: no error to show',
  )

  t.same(
    await readApiAnswer(json(200, { outcome: 'maybe' }), isSubscribeAnswer),
    { ok: false, status: 200, error: null },
    'a success of another shape is not taken as success',
  )
  t.same(await readApiAnswer(json(200, [1, 2]), isSearchAnswer), { ok: false, status: 200, error: null }, 'an array is no answer')
  t.same(
    await readApiAnswer(json(400, { error: 'Bad Request', message: '' }), isContactSent),
    { ok: false, status: 400, error: null },
    'an error without a sentence is no message to show',
  )
  t.same(
    await readApiAnswer(json(400, { error: 'Bad Request', message: 'x', field: 7 }), isContactSent),
    { ok: false, status: 400, error: null },
    'a field that is not a name is not trusted',
  )
  t.equal(searchApiUrl('deploy & share'), '/api/search?q=deploy%20%26%20share', 'the query is encoded')
})

t.test("every endpoint's answers read as the browser reads them", async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  async function ask(method: 'GET' | 'POST', url: string, payload?: unknown, contentType = 'application/json') {
    const answer = await app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': contentType } }),
    })
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type']) } })
  }

  const message = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'My app forgets tasks',
    category: 'technical',
    message: 'They vanish on reload.',
    formToken: tokenOpenedAMinuteAgo(),
  }
  const sent = await readApiAnswer(await ask('POST', '/api/contact', message), isContactSent)
  t.ok(sent.ok, 'POST /api/contact: 201 ContactSent')
  t.equal(sent.status, 201)

  const badEmail = await readApiAnswer(await ask('POST', '/api/contact', { ...message, email: 'ada' }), isContactSent)
  t.match(
    badEmail,
    { ok: false, status: 400, error: { error: 'Bad Request', field: 'email', message: /^email must/ } },
    'a bad field: named',
  )

  const wrongType = await readApiAnswer(await ask('POST', '/api/contact', message, 'text/plain'), isContactSent)
  t.match(wrongType, { ok: false, status: 415, error: { message: String } }, 'a wrong content type: an ApiError with a sentence')

  const joined = await readApiAnswer(await ask('POST', '/api/subscribe', { email: 'reader@example.com' }), isSubscribeAnswer)
  t.match(joined, { ok: true, status: 201, body: { outcome: 'ok' } }, 'POST /api/subscribe: 201 ok')
  const again = await readApiAnswer(await ask('POST', '/api/subscribe', { email: 'reader@example.com' }), isSubscribeAnswer)
  t.match(again, { ok: true, status: 200, body: { outcome: 'exists' } }, 'the same address again: 200 exists')

  const found = await readApiAnswer(await ask('GET', searchApiUrl('deploy')), isSearchAnswer)
  t.ok(found.ok && found.body.results.length > 0, 'GET /api/search: results')
  if (found.ok) t.match(found.body, { query: 'deploy', results: [{ href: /^\//, title: String, typeLabel: String, snippet: Array }] })
})
