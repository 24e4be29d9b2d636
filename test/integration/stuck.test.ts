// Unstuck over HTTP: the form posted without JavaScript (POST /stuck, answered
// with the page), the JSON the page posts while the learner types (POST
// /api/stuck), and where the learner's text goes: in no address, no cache and
// no log line, whichever way it is sent.
import { Writable } from 'node:stream'
import t from 'tap'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { FAKE_SECRETS } from '../helpers/fake-keys.ts'
import { cspProblems } from '../helpers/html.ts'
import { postForm, postJson } from '../helpers/post.ts'

/** A string no page contains: if it shows up in the log, the text was logged. */
const MARKER = 'zqx-private-marker-7731'
// An error one cause explains ("of undefined" is said by several, a missing req.body among them, so Unstuck offers it among others).
const TRACE = `Uncaught TypeError: Cannot read properties of null (reading 'addEventListener')\n    at renderGuests (${MARKER}.js:12:9)`

const logLines: string[] = []
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean))
    done()
  },
})
// Every level, so the request lines and any error line are written; a small render allowance, to meet it.
const RENDERS_A_MINUTE = 40
const { app, close } = await createTestApp(
  { PAGE_RATE_LIMIT_MAX: String(RENDERS_A_MINUTE) },
  { logger: { level: 'trace', stream: logStream } },
)
t.teardown(close)

const get = (url: string) => app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
/** The form as a browser without JavaScript posts it (no form token: Unstuck stores nothing). */
const ask = (text: string, remoteAddress?: string) => postForm(app, '/stuck', { q: text }, { formToken: false, remoteAddress })
const askJson = (body: unknown, remoteAddress?: string) => postJson(app, '/api/stuck', body, { formToken: false, remoteAddress })

t.test('without JavaScript: a form posted to the page, answered with the page', async (t) => {
  const empty = await get('/stuck')
  t.equal(empty.statusCode, 200)
  t.ok(/<form[^>]*action="\/stuck#stuck-answer" method="post"/.test(empty.body), 'a POST form, landing on the answer')
  t.ok(/<label for="stuck-text">What do you see\?<\/label>/.test(empty.body), 'labelled “What do you see?”')
  t.ok(/<textarea[^>]*id="stuck-text"[^>]*name="q"/.test(empty.body), 'a text box sent as q')
  t.ok(/Find the cause<\/button>/.test(empty.body), 'a “Find the cause” button')
  t.ok(/never stored or logged by our server/.test(empty.body), 'says the text is kept nowhere')
  t.same(cspProblems(empty.body), [])

  const answer = await ask(TRACE)
  t.equal(answer.statusCode, 200)
  t.equal(answer.headers['cache-control'], 'no-store', 'browsers and proxies keep no copy')
  t.ok(/<section id="stuck-answer"/.test(answer.body), 'the answer the address points to')
  t.ok(/Most likely/.test(answer.body), 'says it is the likely problem')
  t.ok(/<h2 id="stuck-answer-heading" tabindex="-1">Cannot read properties of null<\/h2>/.test(answer.body), 'the best problem')
  t.ok(/Likely cause/.test(answer.body) && /What to check first/.test(answer.body), 'its cause and checks')
  t.ok(
    answer.body.includes(
      `Examples: This is exactly what I see:\nUncaught TypeError: Cannot read properties of null (reading &#x27;addEventListener&#x27;)\n    at renderGuests (${MARKER}.js:12:9)`,
    ),
    'the prompt holds the pasted error',
  )
  t.ok(/<textarea[^>]*>Uncaught TypeError/.test(answer.body), 'the box keeps the text')
  t.ok(/href="\/section4#step-5-fix-three-common-beginner-errors"/.test(answer.body), 'links to its lesson')
  t.same(cspProblems(answer.body), [])

  const nothing = await ask('how do I bake sourdough bread')
  t.ok(/Nothing in the catalogue fits well/.test(nothing.body), 'says nothing fits')
  t.ok(/Context: When I \[what you did\]/.test(nothing.body), 'the general bug report prompt')
  t.ok(/This is exactly what I see:\nhow do I bake sourdough bread/.test(nothing.body), 'the text is the prompt’s Examples')

  const chosen = await get('/stuck?problem=blank-preview')
  t.ok(/<h2 id="stuck-answer-heading" tabindex="-1">The Preview is blank<\/h2>/.test(chosen.body), 'a problem opened by its link')
  t.ok(/\[paste the exact error, or say what you see\]/.test(chosen.body), 'Examples asks for the learner’s text')
})

t.test('when no problem is sure, the ones it could be, each with what the learner would see', async (t) => {
  const page = await ask('my page is blank')
  const answer = (await askJson({ q: 'my page is blank' })).json()
  t.equal(answer.kind, 'candidates', 'not sure of one')
  t.ok(answer.others.length >= 1 && answer.others.length <= 3, 'one to three')
  t.ok(page.body.includes('It could be one of these'), 'said so on the page')
  for (const other of answer.others) {
    t.ok(page.body.includes(`<a href="${other.href}">`), `${other.slug} linked`)
    t.ok(Array.isArray(other.symptom), `${other.slug} says what it looks like`)
  }
  t.ok(/Context: When I \[what you did\]/.test(page.body), 'with the describe-your-bug prompt')
})

t.test('with JavaScript: the same answer as JSON, posted, never kept', async (t) => {
  const api = await askJson({ q: TRACE })
  t.equal(api.statusCode, 200)
  t.equal(api.headers['cache-control'], 'no-store')
  const body = api.json()
  t.equal(body.kind, 'match')
  t.equal(body.problem.slug, 'null-element')
  t.ok(body.prompt.includes(MARKER))
  t.same((await askJson({ q: '' })).json(), { kind: 'empty', query: '', prompt: '', others: [] })
  t.equal((await askJson({ q: 42 })).statusCode, 400, 'the text is text')
  t.equal((await askJson({ text: 'x' })).statusCode, 400, 'in the field q')
  const asForm = await app.inject({ method: 'POST', url: '/api/stuck', headers: { 'content-type': 'text/plain' }, payload: TRACE })
  t.equal(asForm.statusCode, 415, 'JSON only')
})

t.test('the text is never read from an address', async (t) => {
  for (const url of [`/stuck?q=${MARKER}`, `/api/stuck?q=${MARKER}`]) {
    const response = await get(url)
    t.notOk(response.body.includes(MARKER), `${url}: not echoed`)
  }
  t.equal((await get(`/stuck?q=${MARKER}`)).statusCode, 200, 'an old link with ?q= is the empty page')
  t.equal((await get(`/api/stuck?q=${MARKER}`)).statusCode, 404, 'the JSON answer is only posted')
})

t.test('keys are taken out before the answer is made: the page says so', async (t) => {
  const page = await ask(`OPENAI_API_KEY=${FAKE_SECRETS.openai}\n401 Incorrect API key provided`)
  t.notOk(page.body.includes(FAKE_SECRETS.openai as string), 'the key is nowhere on the page')
  t.ok(page.body.includes('OPENAI_API_KEY=[removed]'), 'its name stays, its value reads [removed]')
  t.ok(/One thing that looks like a key or a password was(?:<!-- -->)? taken out of your text/.test(page.body), 'and the page says why')
})

t.test('a body limit, and one rate limit across both ways in', async (t) => {
  const huge = await ask('x'.repeat(40 * 1024), '10.0.0.7')
  t.equal(huge.statusCode, 413, 'too large')
  t.ok(/more text than Unstuck reads/.test(huge.body), 'the page says what to do')
  t.equal(huge.headers['cache-control'], 'no-store')
  const client = '10.0.0.8'
  let last = await ask('blank page', client)
  for (let sent = 1; sent < RENDERS_A_MINUTE && last.statusCode === 200; sent++)
    last = await (sent % 2 === 0 ? ask('blank page', client) : askJson({ q: 'blank page' }, client))
  t.equal(last.statusCode, 200, `${RENDERS_A_MINUTE} answers a minute, both ways counted`)
  const refused = await ask(`blank page ${MARKER}`, client)
  t.equal(refused.statusCode, 429)
  t.ok(/Too many requests from your connection/.test(refused.body), 'the page says why')
  t.ok(refused.body.includes(`>blank page ${MARKER}</textarea>`), 'the text stays in the box')
  t.equal(refused.headers['cache-control'], 'no-store')
  t.equal((await askJson({ q: 'blank page' }, client)).statusCode, 429, 'and the JSON answer too')
})

t.test('the log keeps no trace of the text, whatever way it is sent', async (t) => {
  logLines.length = 0
  await ask(TRACE)
  await askJson({ q: TRACE })
  await askJson(`{"q": "${MARKER}`)
  await get(`/stuck?q=${MARKER}`)
  await get(`/api/stuck?q=${MARKER}`)
  await get(`/stuck/?q=${MARKER}`)
  await get(`/STUCK?q=${MARKER}`)
  await app.inject({ method: 'POST', url: `/stuck?q=${MARKER}` })
  await app.inject({ method: 'PUT', url: `/api/stuck?q=${MARKER}` })
  t.ok(logLines.length >= 9, `the requests were logged (${logLines.length} lines)`)
  t.same(
    logLines.filter((line) => line.includes(MARKER)),
    [],
    'no line holds the text',
  )
  t.ok(
    logLines.some((line) => line.includes('"url":"/stuck?(not logged)"')),
    'the access log says a query was left out',
  )
})

t.test('a missed knowledge-check question about an error links to its problem', async (t) => {
  // Option 1 of this question is wrong; the check is sent without JavaScript.
  const missed = await get('/section4?check=1&a.typo-after-your-edit=1')
  t.ok(
    missed.body.includes('Unstuck explains it: <a href="/stuck?problem=not-defined">Something is not defined</a>'),
    'the feedback links the problem',
  )
  const right = await get('/section4?check=1&a.typo-after-your-edit=3')
  t.notOk(right.body.includes('Unstuck explains it'), 'a right answer needs no link')
})

t.test('every stuck box, the footer and the help page lead to Unstuck', async (t) => {
  const lesson = await get('/section4')
  t.ok(/<a href="\/stuck#stuck-text">Paste it into Unstuck<\/a>/.test(lesson.body), 'the stuck box links to Unstuck’s box')
  t.ok(/<a href="\/stuck\?problem=agent-loops">The Agent goes in circles<\/a>/.test(lesson.body), 'and to the problems it teaches')
  const help = await get('/get-help')
  t.ok(/href="\/stuck"/.test(help.body), 'the help page links to Unstuck')
  t.ok(/Find the cause in Unstuck/.test(help.body), 'with a button that says what it does')
  t.ok(/<footer[\s\S]*href="\/stuck"[\s\S]*<\/footer>/.test(lesson.body), 'the footer links it')
})
