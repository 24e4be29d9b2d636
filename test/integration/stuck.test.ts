// Unstuck over HTTP: the page without JavaScript (GET /stuck?q=), the JSON the
// page asks for while the learner types, what is cached, and what the log
// keeps of the learner's text (nothing).
import { Writable } from 'node:stream'
import t from 'tap'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { cspProblems } from '../helpers/html.ts'

/** A string no page contains: if it shows up in the log, the query was logged. */
const MARKER = 'zqx-private-marker-7731'
const TRACE = `Uncaught TypeError: Cannot read properties of undefined (reading '${MARKER}')\n    at renderGuests (guests.js:12:9)`

const logLines: string[] = []
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean))
    done()
  },
})
// Every level, so the request lines and any error line are written.
const { app, close } = await createTestApp({}, { logger: { level: 'trace', stream: logStream } })
t.teardown(close)

const get = (url: string) => app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
const encoded = (text: string) => encodeURIComponent(text)

t.test('without JavaScript: the form, and the answer rendered by the server', async (t) => {
  const empty = await get('/stuck')
  t.equal(empty.statusCode, 200)
  t.ok(/<form[^>]*action="\/stuck" method="get"/.test(empty.body), 'a GET form')
  t.ok(/<label for="stuck-text">What do you see\?<\/label>/.test(empty.body), 'labelled “What do you see?”')
  t.ok(/<textarea[^>]*id="stuck-text"[^>]*name="q"/.test(empty.body), 'a text box sent as q')
  t.ok(/Find the cause<\/button>/.test(empty.body), 'a “Find the cause” button')
  t.ok(/never stored or logged by our server/.test(empty.body), 'says the text is kept nowhere')
  t.same(cspProblems(empty.body), [])

  const answer = await get(`/stuck?q=${encoded(TRACE)}`)
  t.equal(answer.statusCode, 200)
  t.ok(/Most likely/.test(answer.body), 'says it is the likely problem')
  t.ok(/<h2 id="stuck-answer-heading">Cannot read properties of undefined<\/h2>/.test(answer.body), 'the best problem')
  t.ok(/Likely cause/.test(answer.body), 'its likely cause')
  t.ok(/What to check first/.test(answer.body), 'what to check first')
  t.ok(
    answer.body.includes(
      `Examples: This is exactly what I see:\nUncaught TypeError: Cannot read properties of undefined (reading &#x27;${MARKER}&#x27;)`,
    ),
    'the prompt holds the pasted error',
  )
  t.ok(/href="\/tutorials\/debugging-with-ai#read-a-stack-trace-line-by-line"/.test(answer.body), 'links to its lesson')
  t.same(cspProblems(answer.body), [])

  const nothing = await get(`/stuck?q=${encoded('how do I bake sourdough bread')}`)
  t.ok(/Nothing in the catalogue fits well/.test(nothing.body), 'says nothing fits')
  t.ok(/Context: When I \[what you did\]/.test(nothing.body), 'the general bug report prompt')
  t.ok(/This is exactly what I see:\nhow do I bake sourdough bread/.test(nothing.body), 'the text is the prompt’s Examples')

  const chosen = await get('/stuck?problem=blank-preview')
  t.ok(/<h2 id="stuck-answer-heading">The Preview is blank<\/h2>/.test(chosen.body), 'a problem opened by its link')
  t.ok(/\[paste the exact error, or say what you see\]/.test(chosen.body), 'Examples asks for the learner’s text')
})

t.test('a page with the learner’s text is never cached; the JSON answer neither', async (t) => {
  for (let round = 0; round < 2; round++) {
    const page = await get(`/stuck?q=${encoded(TRACE)}`)
    t.equal(page.headers['cache-control'], 'no-store', 'browsers and proxies keep no copy')
    t.equal(page.headers.etag, undefined, `rendered for this request, not sent from the page cache (request ${round + 1})`)
  }
  const api = await get(`/api/stuck?q=${encoded(TRACE)}`)
  t.equal(api.statusCode, 200)
  t.equal(api.headers['cache-control'], 'no-store')
  const body = api.json()
  t.equal(body.kind, 'match')
  t.equal(body.problem.slug, 'undefined-property')
  t.ok(body.prompt.includes(MARKER))
  t.same((await get('/api/stuck?q=')).json(), { kind: 'empty', query: '', prompt: '', others: [] })
})

t.test('the log keeps no trace of the text, whatever way it is sent', async (t) => {
  logLines.length = 0
  await get(`/stuck?q=${MARKER}`)
  await get(`/api/stuck?q=${MARKER}`)
  await get(`/stuck/?q=${MARKER}`)
  await get(`/STUCK?q=${MARKER}`)
  await app.inject({ method: 'POST', url: `/stuck?q=${MARKER}` })
  await app.inject({ method: 'POST', url: `/api/stuck?q=${MARKER}` })
  t.ok(logLines.length >= 6, `the requests were logged (${logLines.length} lines)`)
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
