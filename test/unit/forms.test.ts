// The form contracts in lib/forms/: the one email rule, the text rules and
// the form-body decoder, without a server.
import t from 'tap'
import { contactBodySchema } from '../../lib/forms/contact-schema.ts'
import { EMAIL_LOCAL_MAX_LENGTH, EMAIL_MAX_LENGTH, emailProblem } from '../../lib/forms/email.ts'
import { subscribeBodySchema } from '../../lib/forms/subscribe-schema.ts'
import { parseFormBody } from '../../server/forms/body-parsers.ts'

t.test('the email rule accepts ordinary addresses', async (t) => {
  for (const address of [
    'ada@example.com',
    'ada.lovelace+course@mail.example.co.uk',
    "o'brien@example.ie",
    `${'a'.repeat(EMAIL_LOCAL_MAX_LENGTH)}@example.com`,
    'x@xn--bcher-kva.example',
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.io`,
  ]) {
    t.equal(emailProblem(address), null, address)
  }
})

t.test('the email rule refuses what RFC 5321 or DNS would, naming the limit', async (t) => {
  const local65 = `${'a'.repeat(EMAIL_LOCAL_MAX_LENGTH + 1)}@example.com`
  t.equal(emailProblem(local65), 'must have at most 64 characters before the @', 'a 65-character local part')
  const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`
  t.equal(long.length, EMAIL_MAX_LENGTH + 3)
  t.equal(emailProblem(long), 'must be at most 254 characters')
  for (const address of [
    'plain',
    '@example.com',
    'ada@',
    'ada@example',
    'ada@@example.com',
    'ada@example..com',
    'ada@-example.com',
    'ada@example-.com',
    `ada@${'b'.repeat(64)}.com`,
    'ada@example.123',
    '.ada@example.com',
    'ada.@example.com',
    'a..da@example.com',
    'ada lovelace@example.com',
    '"ada"@example.com',
    'ada@[127.0.0.1]',
    'adä@example.com',
    'ada@exämple.com',
  ]) {
    t.equal(emailProblem(address), 'must be a valid email address, like name@example.com', address)
  }
})

t.test('both form schemas use the one email rule and name the field', async (t) => {
  const contact = { name: 'Ada', subject: 'Hi', category: 'other', message: 'Hello' }
  const long = `${'a'.repeat(70)}@example.com`
  for (const result of [contactBodySchema.safeParse({ ...contact, email: long }), subscribeBodySchema.safeParse({ email: long })]) {
    t.equal(result.success, false)
    t.same(
      result.error?.issues.map((issue) => [issue.path, issue.message]),
      [[['email'], 'email must have at most 64 characters before the @']],
    )
  }
})

t.test('text fields refuse lone surrogates and control characters, allow new lines and tabs in the message only', async (t) => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', category: 'other', message: 'Hello' }
  const problem = (body: object) => contactBodySchema.safeParse(body).error?.issues[0]?.message
  t.equal(problem({ ...valid, name: '\ud800' }), 'name contains characters that are not valid text')
  t.equal(problem({ ...valid, subject: 'ok \udfff' }), 'subject contains characters that are not valid text')
  t.equal(problem({ ...valid, name: 'Ada 😀' }), undefined, 'a proper surrogate pair is fine')
  t.equal(problem({ ...valid, name: 'Ada\u0000' }), 'name must not contain control characters')
  t.equal(problem({ ...valid, subject: 'two\nlines' }), 'subject must not contain control characters')
  t.equal(problem({ ...valid, message: 'one\r\n\ttwo' }), undefined)
  t.equal(problem({ ...valid, message: 'bell\u0007' }), 'message must not contain control characters (only new lines and tabs)')
  t.equal(problem({ ...valid, message: 'c1\u0085' }), 'message must not contain control characters (only new lines and tabs)')
  t.equal(problem({ ...valid, name: '\u00a0\u2003' }), 'name must not be empty', 'Unicode spaces are trimmed too')
  t.equal(problem({ ...valid, name: 'x'.repeat(101) }), 'name must be at most 100 characters')
  t.equal(problem({ ...valid, category: 'OTHER' }), 'category must be one of: technical, project, account, feedback, accessibility, other')
  t.equal(problem({ ...valid, formToken: 42 }), 'formToken must be text', 'a token of the wrong type is no page of ours')
  t.equal(problem({ ...valid, formToken: 'x'.repeat(201) }), 'formToken is too long')
  t.equal(problem({ ...valid, formToken: 'forged' }), undefined, 'a forged token is well-formed: the route stores it as suspect')
  t.equal(problem({ ...valid, startedAt: 1795470870474 }), undefined, "an older page's unsigned time is still accepted")
  t.equal(problem({ ...valid, startedAt: {} }), 'startedAt must be a time in milliseconds')
})

t.test('form bodies decode strictly', async (t) => {
  const fields = parseFormBody('email=ada%40example.com&name=Ada+Lovelace&__proto__=x&tag=a&tag=b&empty')
  t.equal(Object.getPrototypeOf(fields), null, 'no prototype to pollute')
  t.same(Object.entries(fields), [
    ['email', 'ada@example.com'],
    ['name', 'Ada Lovelace'],
    ['__proto__', 'x'],
    ['tag', ['a', 'b']],
    ['empty', ''],
  ])
  t.throws(
    () => parseFormBody('name=%FF'),
    { message: 'name contains characters that are not valid text' },
    'percent-escapes that are not UTF-8',
  )
  try {
    parseFormBody('name=%ED%A0%80')
    t.fail('an encoded lone surrogate must throw')
  } catch (error) {
    t.match(error, { validation: [{ instancePath: '/name' }] }, 'an encoded lone surrogate, named like a schema failure')
  }
  t.throws(() => parseFormBody('%FF=x'), URIError, 'a field name that is not UTF-8')
})
