// Fuzzing the write paths: at least 10,000 generated bad requests to
// POST /api/contact, the no-JavaScript POST /get-help, POST /api/subscribe
// and POST /blog/subscribe. Every one must be refused with a 4xx that names
// the field (JSON for the API, the page again for a form), none may be a
// 5xx, no row may be written, and pages must keep answering during the run.
// Generated with fast-check from a fixed seed (FUZZ_SEED to change it), which
// is printed with any failure so the run can be repeated exactly.
import fc from 'fast-check'
import t from 'tap'
import { contactLimits } from '../../lib/forms/contact.ts'
import { EMAIL_LOCAL_MAX_LENGTH } from '../../lib/forms/email.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { tokenOpenedAMinuteAgo } from '../helpers/forms.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000)

type Route = 'api-contact' | 'form-contact' | 'api-subscribe' | 'form-subscribe'
const routes: Record<Route, { url: string; json: boolean; contact: boolean }> = {
  'api-contact': { url: '/api/contact', json: true, contact: true },
  'form-contact': { url: '/get-help', json: false, contact: true },
  'api-subscribe': { url: '/api/subscribe', json: true, contact: false },
  'form-subscribe': { url: '/blog/subscribe', json: false, contact: false },
}

const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'My to-do list does not save',
  category: 'technical',
  message: 'When I reload the page my tasks disappear.\nI expected them to stay.',
  urgency: 'high',
}
const validSubscribe = { email: 'ada@example.com' }

/** A request to send and what its refusal must say. */
interface BadRequest {
  route: Route
  description: string
  headers: Record<string, string>
  payload: string | Buffer
  /** The field the error must name, or null when the request as a whole is refused. */
  field: string | null
}

const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000'), minLength: 0, maxLength: 8 })
const controlCharacter = (multiline: boolean) =>
  fc
    .integer({ min: 0, max: 0x9f })
    .filter((code) => code < 0x20 || code >= 0x7f)
    .filter((code) => !multiline || ![0x09, 0x0a, 0x0d].includes(code))
    .map((code) => String.fromCharCode(code))
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
)
const label = fc.stringMatching(/^[a-z0-9]{1,12}$/)

/** Addresses the one email rule refuses (lib/forms/email.ts). */
const invalidEmail = fc.oneof(
  fc.integer({ min: EMAIL_LOCAL_MAX_LENGTH + 1, max: 90 }).map((length) => `${'a'.repeat(length)}@example.com`),
  label.map((local) => `${local}`),
  label.map((local) => `${local}@`),
  label.map((domain) => `@${domain}.com`),
  fc.tuple(label, label).map(([local, domain]) => `${local}@${domain}`),
  fc.tuple(label, label).map(([local, domain]) => `${local}@@${domain}.com`),
  fc.tuple(label, label).map(([local, domain]) => `${local}@${domain}..com`),
  fc.tuple(label, label).map(([local, domain]) => `${local}@-${domain}.com`),
  fc.tuple(label, label).map(([local, domain]) => `${local}@${domain}-.com`),
  fc.tuple(label, fc.integer({ min: 64, max: 80 })).map(([local, length]) => `${local}@${'d'.repeat(length)}.com`),
  fc.tuple(label, label).map(([local, domain]) => `${local} x@${domain}.com`),
  fc.tuple(label, label).map(([local, domain]) => `.${local}@${domain}.com`),
  fc.tuple(label, label).map(([local, domain]) => `${local}@${domain}.123`),
  fc.tuple(label, label).map(([local, domain]) => `${local}ü@${domain}.com`),
  fc.integer({ min: 5, max: 6 }).map((labels) => `a@${Array.from({ length: labels }, () => 'x'.repeat(60)).join('.')}.com`),
)

function encodeForm(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .flatMap(([name, value]) => (Array.isArray(value) ? value.map((item) => [name, item]) : [[name, value]]))
    .map(([name, value]) => `${encodeURIComponent(String(name))}=${encodeText(String(value))}`)
    .join('&')
}

/** Percent-encodes text; a lone surrogate becomes its (invalid) three UTF-8-style bytes, as a careless client would send it. */
function encodeText(text: string): string {
  return [...text]
    .map((character) => {
      const code = character.charCodeAt(0)
      if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('')
      }
      return encodeURIComponent(character)
    })
    .join('')
}

/** A body for the route, sent as it would be (JSON or a form). */
function request(route: Route, fields: Record<string, unknown>, description: string, field: string | null): BadRequest {
  const { json } = routes[route]
  return {
    route,
    description,
    headers: { ...BROWSER_HEADERS, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
    payload: json ? JSON.stringify(fields) : encodeForm(fields),
    field,
  }
}

const route = fc.constantFrom<Route>('api-contact', 'form-contact', 'api-subscribe', 'form-subscribe')

/** One field of a valid body made wrong in one way. */
const badField = route.chain((target) => {
  const { contact, json } = routes[target]
  const valid: Record<string, unknown> = { ...(contact ? validContact : validSubscribe), formToken: tokenOpenedAMinuteAgo() }
  const textFields = contact ? (['name', 'email', 'subject', 'message'] as const) : (['email'] as const)
  const choiceFields = contact ? ['category', 'urgency'] : []
  // urgency has a default and a missing form token makes a post suspect, not refused (test/integration/spam-review.test.ts).
  const anyField = fc.constantFrom(...Object.keys(valid).filter((name) => name !== 'urgency'))
  const requiredField = fc.constantFrom(...Object.keys(valid).filter((name) => name !== 'urgency' && name !== 'formToken'))
  const limit = (name: string) => (name === 'email' ? 254 : contactLimits[name as keyof typeof contactLimits])
  const mutations = [
    requiredField.map((name) => [name, undefined, 'missing'] as const),
    fc
      .tuple(anyField, json ? wrongType : fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 }))
      .map(([name, value]) => [name, value, 'wrong type'] as const),
    fc.tuple(fc.constantFrom(...textFields), whitespace).map(([name, value]) => [name, value, 'empty or whitespace'] as const),
    fc
      .constantFrom(...textFields)
      .chain((name) =>
        fc
          .integer({ min: 1, max: 300 })
          .map(
            (extra) =>
              [
                name,
                name === 'email' ? `${'a'.repeat(60)}@${'b'.repeat(limit(name) + extra)}.com` : 'x'.repeat(limit(name) + extra),
                'over-long',
              ] as const,
          ),
      ),
    fc
      .tuple(fc.constantFrom(...textFields), fc.string({ maxLength: 10 }))
      .chain(([name, text]) =>
        fc
          .tuple(controlCharacter(name === 'message'), fc.nat(text.length))
          .map(([control, at]) => [name, `${text.slice(0, at)}${control}${text.slice(at)}x`, 'control character'] as const),
      ),
    fc
      .tuple(fc.constantFrom(...textFields), fc.string({ maxLength: 10 }), loneSurrogate)
      .map(([name, text, surrogate]) => [name, `${text}${surrogate}x`, 'lone surrogate'] as const),
    invalidEmail.map((email) => ['email', email, 'invalid email'] as const),
    fc.integer({ min: 1, max: 300 }).map((extra) => ['formToken', 'x'.repeat(200 + extra), 'over-long formToken'] as const),
    ...(choiceFields.length > 0
      ? [
          fc.constantFrom(...choiceFields).chain((name) =>
            fc
              .constantFrom<(value: string) => string>(
                (value) => value.toUpperCase(),
                (value) => value[0]?.toUpperCase() + value.slice(1),
                (value) => ` ${value}`,
                (value) => `${value}s`,
              )
              .map((change) => [name, change(String(valid[name])), 'enum in another case or form'] as const),
          ),
        ]
      : []),
  ]
  return fc
    .oneof(...mutations)
    .map(([name, value, kind]) =>
      request(target, { ...valid, [name]: value }, `${kind}: ${name}=${JSON.stringify(value)?.slice(0, 80)}`, name),
    )
})

/** A valid body with one field too many. */
const extraField = fc
  .tuple(
    route,
    fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'id', 'createdAt'),
      fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,15}$/),
    ),
  )
  .filter(
    ([target, name]) =>
      !Object.hasOwn(routes[target].contact ? validContact : validSubscribe, name) &&
      !['startedAt', 'formToken', 'website', 'urgency'].includes(name),
  )
  .map(([target, name]) => {
    const valid = { ...(routes[target].contact ? validContact : validSubscribe), formToken: tokenOpenedAMinuteAgo() }
    if (routes[target].json) {
      // Written by hand: an object literal with __proto__ would set the prototype instead of a key.
      const payload = `${JSON.stringify(valid).slice(0, -1)},${JSON.stringify(name)}:{"isAdmin":true}}`
      return {
        ...request(target, valid, `extra field ${name}`, name),
        payload,
        field: name === '__proto__' || name === 'constructor' ? null : name,
      }
    }
    return request(target, { ...valid, [name]: 'x' }, `extra field ${name}`, name)
  })

/** Whole-request faults: bodies that are not objects, not JSON, not UTF-8, too large, of the wrong type or from another site. */
const badEnvelope = route.chain((target) => {
  const { json, contact, url } = routes[target]
  const valid = { ...(contact ? validContact : validSubscribe), formToken: tokenOpenedAMinuteAgo() }
  const limit = contact ? 32 * 1024 : 4 * 1024
  const textField = contact ? 'name' : 'email'
  const base = {
    route: target,
    headers: { ...BROWSER_HEADERS, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
    field: null,
  }
  return fc.oneof(
    fc.constantFrom('[]', 'null', '42', '"text"', 'true', '{', '{"name":', '', '\u0000').map((payload) => ({
      ...base,
      description: `not an object or not JSON: ${payload}`,
      payload: json ? payload : payload.replace('{', '%'),
    })),
    fc.integer({ min: 2_000, max: 20_000 }).map((depth) => ({
      ...base,
      description: `nested ${depth} deep`,
      payload: json ? `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}` : `name${'[a]'.repeat(depth)}=x`,
    })),
    fc
      .constantFrom(
        Buffer.from([0xff]),
        Buffer.from([0xc3, 0x28]),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
      )
      .map((bytes) => ({
        ...base,
        description: `invalid UTF-8 bytes ${bytes.toString('hex')}`,
        // In the name when there is one (an address with U+FFFD would fail the email rule anyway).
        payload: json
          ? Buffer.concat([
              Buffer.from(`${JSON.stringify({ ...valid, [textField]: undefined }).slice(0, -1)},"${textField}":"A`),
              bytes,
              Buffer.from('"}'),
            ])
          : Buffer.concat([Buffer.from(`${encodeForm({ ...valid, [textField]: undefined })}&${textField}=A`), bytes]),
      })),
    fc.integer({ min: 1, max: 64 * 1024 }).map((extra) => ({
      ...base,
      description: `${limit + extra}-byte body (413)`,
      payload: json ? JSON.stringify({ ...valid, message: 'x'.repeat(limit + extra) }) : `message=${'x'.repeat(limit + extra)}`,
    })),
    fc
      .constantFrom(
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/xml',
        'text/html',
        'application/octet-stream',
        json ? 'application/x-www-form-urlencoded' : 'application/json',
      )
      .map((contentType) => ({
        ...base,
        description: `content type ${contentType} (415)`,
        headers: { ...BROWSER_HEADERS, 'content-type': contentType },
        payload: JSON.stringify(valid),
      })),
    fc
      .constantFrom<Record<string, string>>(
        { origin: 'https://evil.example', 'content-type': 'text/plain' },
        { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
        { origin: 'null', 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
      )
      .map((headers) => ({
        ...base,
        description: `from another site: ${JSON.stringify(headers)} to ${url}`,
        headers: { ...BROWSER_HEADERS, ...headers },
        payload: headers['content-type'] === 'application/json' ? JSON.stringify(valid) : encodeForm(valid),
      })),
  )
})

const badRequest: fc.Arbitrary<BadRequest> = fc.oneof(
  { arbitrary: badField, weight: 6 },
  { arbitrary: extraField, weight: 1 },
  { arbitrary: badEnvelope, weight: 3 },
)

/** Whether the answer names the field: in the JSON, or on the page beside the form. */
function namesField(bad: BadRequest, status: number, contentType: string, body: string): string | null {
  if (status < 400 || status >= 500) return `status ${status}`
  if (status === 403 || status === 413 || status === 415) return null
  const { json, contact } = routes[bad.route]
  if (json || contentType.includes('application/json')) {
    const answer = JSON.parse(body) as { field?: unknown; message?: unknown }
    if (typeof answer.message !== 'string' || answer.message === '') return 'no message'
    if (bad.field !== null && answer.field !== bad.field && !answer.message.includes(bad.field))
      return `field ${String(answer.field)} instead of ${bad.field}`
    return null
  }
  if (!contentType.includes('text/html')) return `a ${contentType} answer to a form`
  if (contact) {
    if (!/role="alert">/.test(body)) return 'no error notice on the page'
    if (bad.field && ['name', 'email', 'subject', 'category', 'message', 'urgency'].includes(bad.field)) {
      if (!new RegExp(`id="contact-${bad.field}-error" class="field-error">`).test(body)) return `no error beside ${bad.field}`
    }
    return null
  }
  const shown = /class="subscribe-message is-error">([^<]+)</.exec(body)?.[1]
  if (!shown) return 'no error message on the blog'
  if (bad.field === 'email' && !shown.startsWith('Your email address')) return `message does not name the email field: ${shown}`
  return null
}

t.test(`${RUNS} generated bad requests are refused with a 4xx naming the field, none stored (seed ${SEED})`, async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '1000000', PAGE_RATE_LIMIT_MAX: '1000000' })
  t.teardown(close)
  const statuses = new Map<number, number>()
  let tried = 0
  let pagesChecked = 0
  const started = Date.now()
  const property = fc.asyncProperty(badRequest, async (bad) => {
    const response = await app.inject({ method: 'POST', url: routes[bad.route].url, headers: bad.headers, payload: bad.payload })
    tried += 1
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
    const problem = namesField(bad, response.statusCode, String(response.headers['content-type'] ?? ''), response.body)
    if (problem) throw new Error(`${bad.route} ${bad.description}: ${problem}\n${response.body.slice(0, 300)}`)
    if (tried % 250 === 0) {
      // Pages keep answering during the run, and nothing has been stored.
      for (const url of ['/section1', '/blog', '/get-help']) {
        const page = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
        if (page.statusCode !== 200) throw new Error(`${url} answered ${page.statusCode} after ${tried} bad requests`)
        pagesChecked += 1
      }
      const rows = (await app.db.contactMessage.count()) + (await app.db.subscriber.count())
      if (rows !== 0) throw new Error(`${rows} rows written after ${bad.route} ${bad.description}`)
    }
  })
  try {
    await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true })
  } catch (error) {
    t.fail(`fuzzing failed with seed ${SEED} (repeat with FUZZ_SEED=${SEED}):\n${(error as Error).message}`)
  }
  const count = (from: number, to: number) =>
    [...statuses].filter(([status]) => status >= from && status < to).reduce((sum, [, n]) => sum + n, 0)
  console.log(
    `fuzz: ${tried} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${SEED}: ${count(400, 500)} 4xx, ${count(500, 600)} 5xx, ${count(200, 400)} 2xx/3xx; by status ${JSON.stringify(Object.fromEntries(statuses))}; ${pagesChecked} page checks`,
  )
  t.ok(tried >= RUNS, `${tried} requests tried`)
  t.equal(count(500, 600), 0, 'no 5xx')
  t.equal(count(400, 500), tried, 'every one a 4xx')
  t.equal(await app.db.contactMessage.count(), 0, 'no contact message stored')
  t.equal(await app.db.subscriber.count(), 0, 'no subscriber stored')
})
