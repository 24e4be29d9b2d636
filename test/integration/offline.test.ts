// The offline-reading service worker as the server hands it out.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'

t.test('/sw.js is served from the root, versioned by the build and checked on every load', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: '/sw.js' })
  t.equal(response.statusCode, 200)
  t.match(response.headers['content-type'], /^text\/javascript/)
  t.equal(response.headers['cache-control'], 'no-cache')
  const stamp = readFileSync(join(import.meta.dirname, '..', '..', 'dist', '.source-stamp'), 'utf8').slice(0, 16)
  t.match(response.body, `BUILD_VERSION = "${stamp}"`, 'the version is the build stamp')
  t.notMatch(response.body, '__BUILD_VERSION__')
  // What the worker never saves (search, query pages, the API) and lets through (posts) is tested by using it, in test/e2e/offline.spec.ts.
})

t.test("the CSP allows the worker from our own origin ('self')", async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: '/section1', headers: BROWSER_HEADERS })
  t.match(response.headers['content-security-policy'], "worker-src 'self'")
  // Which inline scripts the policy allows is tested once, for every kind of page, in first-paint.test.ts.
})
