// What a CDN or reverse proxy may keep: the pages that are the same for
// everyone (s-maxage with stale-while-revalidate) and the hashed assets;
// never the API, form answers, pages that echo a query, errors or redirects.
import t from 'tap'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { withFormToken } from '../helpers/forms.ts'

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
    [
      'an API answer',
      app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(withFormToken({ name: 'A', email: 'a@example.com', subject: 'S', category: 'other', message: 'M' })),
      }),
    ],
    [
      'a refused API call',
      app.inject({
        method: 'POST',
        url: '/api/subscribe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(withFormToken({})),
      }),
    ],
  ]
  for (const [what, answer] of noStore) {
    const response = await answer
    const cacheControl = String(response.headers['cache-control'])
    t.match(cacheControl, /\bno-store\b/, `${what} (${response.statusCode}): no-store`)
    t.notMatch(cacheControl, /s-maxage|public/, `${what}: nothing lets a shared cache keep it`)
  }
})
