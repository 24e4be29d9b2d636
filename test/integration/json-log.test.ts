// The production server's log is one JSON object per line (docs/deploy.md:
// "Logs are structured JSON"), including Vike's own warnings, which it used to
// write as plain text (`[vike][Warning][injectFilter()] ...`; test/unit/vike-log.test.ts).
// And a normal start and its pages log no warning.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { startServer } from '../helpers/server-process.ts'

t.setTimeout(120_000)

t.test('every line the production server writes while rendering pages is JSON', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-json-log-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const server = await startServer(
    { DATABASE_URL: `file:${join(dir, 'app.db')}`, NODE_ENV: 'production', LOG_LEVEL: 'debug' },
    { timeoutMs: 90_000 },
  )
  t.teardown(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  })
  // A browser's User-Agent: react-streaming treats a request without one as a bot.
  const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36' }
  // What a learner pastes into Unstuck must not reach the log: a marker no page contains, sent as their text,
  // the ways a browser sends it (a form post, the page's JSON post) and the ways an old or hand-made link might (a query).
  const marker = 'zqx-unstuck-marker-4417'
  const privatePaths = [`/stuck?q=TypeError+${marker}`, `/api/stuck?q=${marker}`]
  const paths = ['/', '/guide', '/section1', '/blog', '/tutorials', '/projects', '/search?q=replit', '/no-such-page', ...privatePaths]
  const statusOf = (path: string) => (['/no-such-page', `/api/stuck?q=${marker}`].includes(path) ? 404 : 200)
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`, { headers })
    await response.text()
    t.equal(response.status, statusOf(path), `${path} answered`)
  }
  const posts = [
    { path: '/stuck', type: 'application/x-www-form-urlencoded', body: new URLSearchParams({ q: `TypeError: ${marker}` }).toString() },
    { path: '/api/stuck', type: 'application/json', body: JSON.stringify({ q: `TypeError: ${marker}` }) },
  ]
  for (const { path, type, body } of posts) {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': type }, body })
    t.ok((await response.text()).includes(marker), `POST ${path} answered with the text`)
    t.equal(response.status, 200)
  }
  server.child.kill('SIGTERM')
  t.equal(await server.exited, 0, 'stopped cleanly')

  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
  const notJson = lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== 'object'
    } catch {
      return true
    }
  })
  t.same(notJson, [], `every one of the ${lines.length} lines is a JSON object`)
  t.same(
    lines.filter((line) => line.includes(marker)),
    [],
    'no line holds what was pasted into Unstuck',
  )
  t.ok(
    lines.some((line) => line.includes('"url":"/stuck?(not logged)"')),
    'the request is in the access log, without its text',
  )
  // One access line per request, written when it completes: its method, URL, status and time together.
  // (Less the start-up helper's polls of /healthz.)
  const access = lines
    .map((line) => JSON.parse(line))
    .filter((entry) => /^request |^incoming request$/.test(entry.msg) && entry.req?.url !== '/healthz')
  t.same(
    access.map(({ msg, req, res }) => `${msg} ${req?.method} ${req?.url} ${res?.statusCode}`),
    [
      ...paths.map((path) => {
        const logged = privatePaths.includes(path) ? `${path.split('?')[0]}?(not logged)` : path
        return `request completed GET ${logged} ${statusOf(path)}`
      }),
      ...posts.map(({ path }) => `request completed POST ${path} 200`),
    ],
    'one line per request, in order, naming the request and its status',
  )
  t.ok(
    access.every(({ responseTime }) => typeof responseTime === 'number'),
    'each with its response time',
  )
  t.same(
    lines.filter((line) => JSON.parse(line).level >= 40),
    [],
    'no warning or error on a normal start and its pages',
  )
})
