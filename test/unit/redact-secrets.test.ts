// No key ever reaches Unstuck's fix prompt or its page: each shape of the
// site's one table of keys (lib/secret-rules.ts, the safety report's), each
// `NAME=value` whose name says key, token, secret or password, each address
// with a password and each Bearer token becomes "[removed]" (lib/redact-secrets.ts),
// in the answer Unstuck gives (course/search/stuck.ts). Every key here is fake
// (test/helpers/fake-keys.ts).
import t from 'tap'
import { generalFix, pasteNeighbours, Unstuck } from '../../course/search/stuck.ts'
import { REMOVED, redactSecrets } from '../../lib/redact-secrets.ts'
import { SECRET_RULES } from '../../lib/secret-rules.ts'
import { FAKE_PUBLISHABLE_KEYS, FAKE_SECRETS } from '../helpers/fake-keys.ts'
import { siteContent } from '../helpers/site-content.ts'

const FAKE_KEYS = { ...FAKE_SECRETS, ...FAKE_PUBLISHABLE_KEYS }
const unstuck = new Unstuck({ problems: (await siteContent()).problems })

/** Every place the answer could show the learner's text again. */
function shownText(text: string): string {
  const answer = unstuck.answer(text)
  return `${answer.query}\n${answer.prompt}`
}

t.test('every shape in the table of keys is removed, from the answer, its page text and its prompt', async (t) => {
  t.same(Object.keys(FAKE_KEYS).sort(), SECRET_RULES.map((rule) => rule.id).sort(), 'a fake key for each shape in the table')
  for (const rule of SECRET_RULES) {
    const key = FAKE_KEYS[rule.id] as string
    const pasted = `Error: request failed with status 401\nI used ${key} in my server code\n    at callApi (server.js:12:5)`
    const { text, removed } = redactSecrets(pasted)
    t.equal(removed, 1, `${rule.id}: one removed`)
    t.ok(text.includes(REMOVED), `${rule.id}: "[removed]" in its place`)
    const shown = shownText(pasted)
    // An address keeps all but its password; any other key goes whole.
    const secretPart = rule.id === 'database-url' ? 'Xk29vLq7' : key
    t.notOk(shown.includes(secretPart), `${rule.id}: not in the answer`)
    t.ok(shown.includes('request failed with status 401'), `${rule.id}: the rest of the paste stays`)
  }
})

t.test('a private key goes with every line of it, even when the paste cuts it short', async (t) => {
  const block = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nBKcwggSjAgEAAoIBAQC7fakefakefake\n'
  const { text } = redactSecrets(`${block}-----END PRIVATE KEY-----\nError: error:1E08010C:DECODER routines::unsupported`)
  t.equal(text, `${REMOVED}\nError: error:1E08010C:DECODER routines::unsupported`)
  t.equal(redactSecrets(`Error: cannot sign\n${block}`).text.trim(), `Error: cannot sign\n${REMOVED}`)
})

t.test('NAME=value lines whose name says key, token, secret or password lose their value, and keep their name', async (t) => {
  const cases: [string, string][] = [
    ['OPENAI_API_KEY=sk-abc123def456', `OPENAI_API_KEY=${REMOVED}`],
    ['STRIPE_WEBHOOK_SECRET = whsec_f4k3s1gn1ngs3cr3t', `STRIPE_WEBHOOK_SECRET = ${REMOVED}`],
    ['JWT_SECRET: mysecretphrase', `JWT_SECRET: ${REMOVED}`],
    ['export GITHUB_TOKEN="abc123xyz789"', `export GITHUB_TOKEN="${REMOVED}"`],
    ['DB_PASSWORD=hunter2', `DB_PASSWORD=${REMOVED}`],
    [
      "const config = { apiKey: 'AbC123dEf456', authDomain: 'x.firebaseapp.com' }",
      `const config = { apiKey: '${REMOVED}', authDomain: 'x.firebaseapp.com' }`,
    ],
    ['{"access_token": "ya29.a0fake", "expires_in": 3599}', `{"access_token": "${REMOVED}", "expires_in": 3599}`],
    ['PGPASSWORD=s3cret psql -h db.example.com', `PGPASSWORD=${REMOVED} psql -h db.example.com`],
  ]
  for (const [pasted, redacted] of cases) t.equal(redactSecrets(pasted).text, redacted, pasted)
})

t.test('a value that is plainly no secret stays: it is the clue', async (t) => {
  const clues = [
    'OPENAI_API_KEY=undefined',
    'apiKey: process.env.OPENAI_API_KEY',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a learner's template, pasted
    'password: ${DB_PASSWORD}',
    'STRIPE_SECRET_KEY=<your secret key>',
    'API_KEY=',
    'token: null',
    'duplicate key value violates unique constraint "rsvps_email_key"',
    'Warning: Each child in a list should have a unique "key" prop.',
    'keyword: hello',
    'Request too large for gpt-4o on tokens per min (TPM): Limit 30000, Requested 31538.',
    'postgres://user:password@localhost:5432/app',
  ]
  for (const clue of clues) {
    const { text } = redactSecrets(clue)
    if (clue.startsWith('postgres://')) t.equal(text, `postgres://user:${REMOVED}@localhost:5432/app`, 'an address keeps its host and port')
    else t.equal(text, clue, clue)
  }
})

t.test('addresses with a password, and Bearer tokens, lose the secret part only', async (t) => {
  t.equal(
    redactSecrets('MongoServerError: bad auth : mongodb+srv://sam:Pa55word@cluster0.ab1cd.mongodb.net/app').text,
    `MongoServerError: bad auth : mongodb+srv://sam:${REMOVED}@cluster0.ab1cd.mongodb.net/app`,
  )
  t.equal(redactSecrets('libsql://db-sam.turso.io?authToken=eyfake').text, `libsql://db-sam.turso.io?authToken=${REMOVED}`)
  t.equal(redactSecrets('curl -H "Authorization: Bearer abc.def.ghi123"').text, `curl -H "Authorization: Bearer ${REMOVED}"`)
  t.equal(redactSecrets('https://admin:letmein@example.com/api').text, `https://admin:${REMOVED}@example.com/api`)
})

t.test('the prompt and the page say the same, and the page says how many went', async (t) => {
  const pasted = `OPENAI_API_KEY=${FAKE_SECRETS.openai}\nError: 401 Incorrect API key provided`
  const answer = unstuck.answer(pasted)
  t.equal(answer.removed, 1)
  t.ok(answer.query.startsWith(`OPENAI_API_KEY=${REMOVED}`), 'the text shown again')
  t.ok(answer.prompt.includes(`Examples: This is exactly what I see:\nOPENAI_API_KEY=${REMOVED}`), 'the prompt')
  const nothing = unstuck.answer(`my cat ${FAKE_SECRETS.github}`)
  t.ok(nothing.prompt.startsWith(`Context: ${generalFix().context}`), 'the general prompt too')
  t.notOk(nothing.prompt.includes(FAKE_SECRETS.github as string))
})

t.test("a labelled paste of the corpus loses its keys before it is indexed: a key shared with a learner's paste is no vote", async (t) => {
  const problems = (await siteContent()).problems
  const slug = problems[0]?.slug as string
  const key = FAKE_SECRETS.openai as string
  const withPaste = new Unstuck({ problems }, 'en', pasteNeighbours([{ problem: slug, text: `${key}\nOPENAI_API_KEY=${key}` }]))
  const ranked = withPaste.ranking(`zzq ${key}`)
  t.notOk(
    ranked.some((scored) => scored.votes > 0),
    'no vote: the key was neither indexed nor read',
  )
})
