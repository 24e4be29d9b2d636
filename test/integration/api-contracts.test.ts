/**
 * The JSON API's contracts (lib/api.ts): the browser's one reader of its
 * answers, and every endpoint's real answers read through it, so a change to
 * what the server sends that the forms or instant search would misread fails
 * here.
 */
import t from 'tap'
import { readApiAnswer, readContactSent, readSearchAnswer, readSubscribed, searchApiUrl } from '../../lib/api.ts'
import { createTestApp } from '../helpers/app.ts'
import { tokenOpenedAMinuteAgo } from '../helpers/forms.ts'

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

t.test('the reader', async (t) => {
  const sent = { outcome: 'sent', title: 'Message sent successfully!', description: 'Soon.' }
  t.same(
    await readApiAnswer(json(201, sent), readContactSent),
    { ok: true, status: 201, body: { title: sent.title, description: sent.description } },
    'a success with our words: they are shown',
  )
  t.same(
    await readApiAnswer(json(200, {}), readContactSent),
    { ok: true, status: 200, body: { title: undefined, description: undefined } },
    'any 2xx is a stored message, whatever its body (the form shows its own words)',
  )
  t.same(
    await readApiAnswer(new Response(null, { status: 204 }), readContactSent),
    { ok: true, status: 204, body: { title: undefined, description: undefined } },
    'even one with no body at all',
  )

  const refusal = { error: 'Bad Request', field: 'email', message: 'email must be a valid email address' }
  t.same(await readApiAnswer(json(400, refusal), readContactSent), { ok: false, status: 400, error: refusal }, 'a refusal: the ApiError')

  const proxyPage = new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })
  t.same(
    await readApiAnswer(proxyPage, readContactSent),
    { ok: false, status: 502, error: null },
    'a page that is not JSON: no error to show',
  )

  t.same(
    await readApiAnswer(json(200, { outcome: 'maybe' }), readSubscribed),
    { ok: true, status: 200, body: { outcome: 'ok', message: undefined } },
    'a subscription answered with any 2xx is on the list, whatever the body says',
  )
  t.same(
    await readApiAnswer(json(200, { outcome: 'exists', message: 'Already there.' }), readSubscribed),
    { ok: true, status: 200, body: { outcome: 'exists', message: 'Already there.' } },
    'its words and whether the address was there already are read when present',
  )
  t.same(await readApiAnswer(json(500, {}), readSubscribed), { ok: false, status: 500, error: null }, 'a 500 is a failure')
  t.same(await readApiAnswer(json(200, [1, 2]), readSearchAnswer), { ok: false, status: 200, error: null }, 'an array is no answer')
  t.same(
    await readApiAnswer(json(400, { error: 'Bad Request', message: '' }), readContactSent),
    { ok: false, status: 400, error: null },
    'an error without a sentence is no message to show',
  )
  t.same(
    await readApiAnswer(json(400, { error: 'Bad Request', message: 'x', field: 7 }), readContactSent),
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
  const sent = await readApiAnswer(await ask('POST', '/api/contact', message), readContactSent)
  t.ok(sent.ok, 'POST /api/contact: 201 ContactSent')
  t.equal(sent.status, 201)

  const badEmail = await readApiAnswer(await ask('POST', '/api/contact', { ...message, email: 'ada' }), readContactSent)
  t.match(
    badEmail,
    { ok: false, status: 400, error: { error: 'Bad Request', field: 'email', message: /^email must/ } },
    'a bad field: named',
  )

  const wrongType = await readApiAnswer(await ask('POST', '/api/contact', message, 'text/plain'), readContactSent)
  t.match(wrongType, { ok: false, status: 415, error: { message: String } }, 'a wrong content type: an ApiError with a sentence')

  const joined = await readApiAnswer(await ask('POST', '/api/subscribe', { email: 'reader@example.com' }), readSubscribed)
  t.match(joined, { ok: true, status: 201, body: { outcome: 'ok' } }, 'POST /api/subscribe: 201 ok')
  const again = await readApiAnswer(await ask('POST', '/api/subscribe', { email: 'reader@example.com' }), readSubscribed)
  t.match(again, { ok: true, status: 200, body: { outcome: 'exists' } }, 'the same address again: 200 exists')

  const found = await readApiAnswer(await ask('GET', searchApiUrl('deploy')), readSearchAnswer)
  t.ok(found.ok && found.body.results.length > 0, 'GET /api/search: results')
  if (found.ok) t.match(found.body, { query: 'deploy', results: [{ href: /^\//, title: String, typeLabel: String, snippet: Array }] })
})
