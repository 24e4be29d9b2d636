// What a CDN or reverse proxy may keep: the pages that are the same for
// everyone (s-maxage with stale-while-revalidate) and the hashed assets;
// never the API, form answers, pages that echo a query, errors or redirects.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { FRAME_DOCUMENT_FILE, frameVersion } from '../../sandbox/frame-document.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { postJson } from '../helpers/post.ts'

t.test('shared caches may hold content pages, and nothing that depends on the request', async (t) => {
  const { app, close } = await createTestApp({ RATE_LIMIT_MAX: '100' })
  t.teardown(close)
  const get = (url: string) => app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })

  for (const url of ['/', '/guide', '/section1', '/project2', '/tutorials']) {
    const cacheControl = String((await get(url)).headers['cache-control'])
    t.match(cacheControl, /\bs-maxage=\d+/, `${url}: a CDN may keep it`)
    t.match(cacheControl, /\bstale-while-revalidate=\d+/, `${url}: and serve it while it refreshes`)
    t.match(cacheControl, /\bmax-age=0\b/, `${url}: browsers revalidate (ETag)`)
  }

  const noStore: [string, Promise<{ headers: Record<string, unknown>; statusCode: number }>][] = [
    ['a list filtered by its query', get('/tutorials?q=deploy')],
    ['an unknown page', get('/no-such-page')],
    ['the health check', get('/healthz')],
    ['an API answer', postJson(app, '/api/contact', { name: 'A', email: 'a@example.com', subject: 'S', category: 'other', message: 'M' })],
    ['a refused API call', postJson(app, '/api/subscribe', {})],
  ]
  for (const [what, answer] of noStore) {
    const response = await answer
    const cacheControl = String(response.headers['cache-control'])
    t.match(cacheControl, /\bno-store\b/, `${what} (${response.statusCode}): no-store`)
    t.notMatch(cacheControl, /s-maxage|public/, `${what}: nothing lets a shared cache keep it`)
  }
})

t.test("the checker's sandbox frame and harness are kept for a year, so the checker works offline once opened", async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  // The harness is built into /assets/ as a file of its own (sandbox/sandbox.ts imports its URL).
  const manifest: Record<string, { assets?: string[] }> = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'assets.json'), 'utf8'),
  )
  const harness = manifest['renderer/features/project-checker/harness.ts?worker&url']?.assets?.find((file) =>
    /^assets\/harness-[\w-]+\.js$/.test(file),
  )
  t.ok(harness, 'the build names the harness file')
  const harnessAnswer = await app.inject({ method: 'GET', url: `/${harness}` })
  t.equal(harnessAnswer.statusCode, 200, 'served from dist/client')
  t.equal(harnessAnswer.headers['cache-control'], 'public, max-age=31536000, immutable', 'the harness: a year, immutable')
  t.match(harnessAnswer.headers['content-type'], /javascript/)

  const version = frameVersion(readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'server', FRAME_DOCUMENT_FILE), 'utf8'))
  const frame = await app.inject({ method: 'GET', url: `/playground/frame?v=${version}` })
  t.equal(frame.statusCode, 200)
  t.equal(frame.headers['cache-control'], 'public, max-age=31536000, immutable', 'the frame at its version: a year, immutable')
  t.match(frame.headers['content-security-policy'], /^sandbox allow-scripts allow-forms allow-modals;/, 'with its own policy')
  for (const url of ['/playground/frame', '/playground/frame?v=an-older-build']) {
    const answer = await app.inject({ method: 'GET', url })
    t.equal(answer.headers['cache-control'], 'public, max-age=3600', `${url}: an hour only (another build's frame may differ)`)
    t.equal(answer.body, frame.body, `${url}: the same document`)
  }
  // The client asks for exactly that version (sandbox/vite-plugin.ts builds it in; the path itself is lib/paths.ts's).
  const panelFiles = Object.values(manifest as Record<string, { file: string }>).map(({ file }) => file)
  const asking = panelFiles.filter((file) =>
    readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'client', file), 'utf8').includes(`?v=${version}`),
  )
  t.ok(asking.length > 0, 'a built chunk asks for the frame at this version')
})
