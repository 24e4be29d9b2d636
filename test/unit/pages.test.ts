// Pages render on the server with their key texts (needs the production build: npm test builds first).
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import t from 'tap'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'

t.test('home renders complete HTML on the server', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: '/', headers: BROWSER_HEADERS })
  t.equal(response.statusCode, 200)
  t.match(response.headers['content-type'], /text\/html/)
  const html = response.body
  t.match(html, /<html lang="en">/)
  t.match(html, /<title>From Zero to Vibe[^<]*<\/title>/)
  t.match(html, /<meta name="description" content="[^"]+"/)
  t.match(html, /<h1>From Zero to Vibe<\/h1>/)
  t.match(html, /href="\/guide"[^>]*>Start Learning/)
  t.match(html, /href="\/projects"[^>]*>View Projects/)
  t.match(html, /What is Vibe Coding\?/)
  for (const row of [
    'Primary Goal',
    'Core Skill Required',
    'Code Understanding Level',
    'Development Process',
    'Debugging Approach',
    'Ideal Use Case',
  ]) {
    t.match(html, `<th scope="row">${row}</th>`, `comparison row ${row}`)
  }
  for (let n = 1; n <= 12; n++) t.match(html, `href="/section${n}"`, `section card ${n}`)
  t.match(html, /Demystifying Vibe Coding[\s\S]*Integration Patterns/, 'section titles in order')
  t.match(html, /placeholder="Search tutorials\.\.\."/)
  t.match(html, /© 2024/)
  t.notMatch(html, /<script(?![^>]*(type="application\/json"|src=))[^>]*>/, 'no inline executable scripts')
  t.notMatch(html, /\sstyle="/, 'no style attributes')
})

t.test('unknown paths get the 404 page with status 404', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  for (const url of ['/no-such-page', '/guide/extra/deep', '/sections1']) {
    const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
    t.equal(response.statusCode, 404, `${url}: status`)
    t.match(response.body, /<h1>404 Page Not Found<\/h1>/, `${url}: heading`)
    t.match(response.body, /Did you forget to add the page to the router\?/, `${url}: text`)
    t.match(response.body, /class="site-header"/, `${url}: inside the shared layout`)
  }
})

t.test('hashed assets are cached for a year, HTML is not cached', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const page = await app.inject({ method: 'GET', url: '/', headers: BROWSER_HEADERS })
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1]
  t.ok(asset, 'the page links a script from /assets')
  const response = await app.inject({ method: 'GET', url: asset as string })
  t.equal(response.statusCode, 200)
  t.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable')
  t.notMatch(String(page.headers['cache-control']), /immutable/)
})

t.test('the footer links lead to real pages', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  for (const [url, heading] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
    t.equal(response.statusCode, 200, `${url}: status`)
    t.match(response.body, `<h1>${heading}</h1>`)
    t.match(response.body, `<title>${heading} | From Zero to Vibe</title>`)
    t.match(response.body, /<div id="prose" class="prose"><p>[^<]+<\/p>[\s\S]*?<h2 id="[a-z-]+">/, `${url}: body rendered on the server`)
    t.notMatch(response.body, /vike_pageContext[^<]*prose/, `${url}: the body is not sent a second time in the hydration data`)
  }
  const home = await app.inject({ method: 'GET', url: '/', headers: BROWSER_HEADERS })
  for (const href of ['/privacy', '/terms', '/get-help#contact']) t.match(home.body, `href="${href}"`, `footer links ${href}`)
})

t.test('course pages are rendered once, then served compressed from memory with an ETag', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const first = await app.inject({ method: 'GET', url: '/section3', headers: BROWSER_HEADERS })
  const second = await app.inject({ method: 'GET', url: '/section3', headers: BROWSER_HEADERS })
  t.equal(first.statusCode, 200)
  t.equal(second.body, first.body, 'the same HTML')
  t.match(first.body, /<h1[^>]*>The Vibe Coder(&#x27;|')s Toolkit<\/h1>/)
  t.equal(first.headers['cache-control'], 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400')
  t.match(first.headers.etag, /^"[\w-]+"$/)
  t.match(first.headers['content-security-policy'], /script-src 'self'/, 'security headers still apply')

  const gzip = await app.inject({ method: 'GET', url: '/section3', headers: { ...BROWSER_HEADERS, 'accept-encoding': 'gzip, deflate' } })
  t.equal(gzip.headers['content-encoding'], 'gzip')
  t.equal(gunzipSync(gzip.rawPayload).toString(), first.body)
  const brotli = await app.inject({ method: 'GET', url: '/section3', headers: { ...BROWSER_HEADERS, 'accept-encoding': 'gzip, br' } })
  t.equal(brotli.headers['content-encoding'], 'br')
  t.equal(brotliDecompressSync(brotli.rawPayload).toString(), first.body)
  t.match(brotli.headers.vary, /accept-encoding/i)

  const revalidated = await app.inject({
    method: 'GET',
    url: '/section3',
    headers: { ...BROWSER_HEADERS, 'if-none-match': String(first.headers.etag) },
  })
  t.equal(revalidated.statusCode, 304)
  t.equal(revalidated.body, '')
})

t.test('pages with a query string, errors and not-found pages are rendered per request', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const filtered = await app.inject({ method: 'GET', url: '/tutorials?q=deploy', headers: BROWSER_HEADERS })
  t.equal(filtered.statusCode, 200)
  t.notOk(filtered.headers.etag, 'a filtered list is not cached')
  t.match(filtered.body, /Deploying Your App/)
  t.notMatch(filtered.body, /Your First Repl<\/a><\/h3>/, 'the list really is filtered')
  const missing = await app.inject({ method: 'GET', url: '/section99', headers: BROWSER_HEADERS })
  t.equal(missing.statusCode, 404)
  t.notOk(missing.headers.etag, 'a not-found page is not cached')
})

t.test('static assets are sent pre-compressed', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const page = await app.inject({ method: 'GET', url: '/', headers: BROWSER_HEADERS })
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1] as string
  const plain = await app.inject({ method: 'GET', url: asset })
  const brotli = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'br' } })
  t.equal(brotli.headers['content-encoding'], 'br')
  t.ok(brotli.rawPayload.length < plain.rawPayload.length / 2, 'much smaller')
  t.equal(brotliDecompressSync(brotli.rawPayload).toString(), plain.body)
  t.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable')
})
