// Pages render on the server with their key texts (needs the production build: npm test builds first).
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import t from 'tap'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { cspProblems, descriptionOf, find, findAll, h1Of, hasTag, hydrationDataOf, links, textOf, titleOf } from '../helpers/html.ts'

t.test('home renders complete HTML on the server', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: '/', headers: BROWSER_HEADERS })
  t.equal(response.statusCode, 200)
  t.match(response.headers['content-type'], /text\/html/)
  const html = response.body
  t.ok(hasTag(html, 'html', { lang: 'en' }))
  t.match(titleOf(html), /^From Zero to Vibe/)
  t.ok(descriptionOf(html).length > 0, 'a meta description')
  t.equal(h1Of(html), 'From Zero to Vibe')
  t.ok(links(html).some((link) => link.href === '/guide' && link.text === 'Start Learning'))
  t.ok(links(html).some((link) => link.href === '/projects' && link.text === 'View Projects'))
  t.match(textOf(html), 'What is Vibe Coding?')
  const rowHeadings = findAll(html, 'th[scope="row"]').map((th) => th.text)
  for (const row of [
    'Primary Goal',
    'Core Skill Required',
    'Code Understanding Level',
    'Development Process',
    'Debugging Approach',
    'Ideal Use Case',
  ]) {
    t.ok(rowHeadings.includes(row), `comparison row ${row}`)
  }
  // The cards per section, in order, are checked with the course's other counts: test/integration/learning-path.test.ts.
  t.ok(hasTag(html, 'input', { placeholder: 'Search tutorials...' }), 'the header search')
  // From the first year to the year of the build (the lessons' "checked on" dates are as recent).
  t.match(textOf(find(html, 'footer') ?? ''), `© 2024–${new Date().getFullYear()}`)
  t.same(cspProblems(html), [], 'no inline executable scripts or style attributes')
})

t.test('unknown paths get the 404 page with status 404', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  for (const url of ['/no-such-page', '/guide/extra/deep', '/sections1']) {
    const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
    t.equal(response.statusCode, 404, `${url}: status`)
    t.equal(h1Of(response.body), '404 Page Not Found', `${url}: heading`)
    t.match(textOf(response.body), 'Did you forget to add the page to the router?', `${url}: text`)
    t.ok(find(response.body, 'header.site-header'), `${url}: inside the shared layout`)
  }
})

t.test('hashed assets are cached for a year, HTML is not cached', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const page = await app.inject({ method: 'GET', url: '/', headers: BROWSER_HEADERS })
  // An inline script starts the page's entry script (server/page-delivery/start-scripts.ts), named in its data-entry.
  const asset = find(page.body, 'script[data-entry^="/assets/"]')?.getAttribute('data-entry')
  t.ok(asset, 'the page names a script from /assets')
  const response = await app.inject({ method: 'GET', url: asset as string })
  t.equal(response.statusCode, 200)
  t.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable')
  t.notMatch(String(page.headers['cache-control']), /immutable/)
  // Other public files keep their names from one deploy to the next: kept an hour, not a year.
  const shareImage = await app.inject({ method: 'GET', url: '/og-image.jpg' })
  t.equal(shareImage.statusCode, 200)
  t.equal(shareImage.headers['cache-control'], 'public, max-age=3600')
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
    t.equal(h1Of(response.body), heading)
    t.equal(titleOf(response.body), `${heading} | From Zero to Vibe`)
    const prose = find(response.body, '#prose.prose')
    t.equal(prose?.firstElementChild?.tagName, 'P', `${url}: body rendered on the server, from its first paragraph`)
    t.ok(prose?.querySelector('h2[id]'), `${url}: with its headings`)
    const firstParagraph = prose?.firstElementChild?.text ?? ''
    t.notMatch(
      hydrationDataOf(response.body),
      firstParagraph.slice(0, 40),
      `${url}: the body is not sent a second time in the hydration data`,
    )
  }
  const home = await app.inject({ method: 'GET', url: '/', headers: BROWSER_HEADERS })
  const footerLinks = links(home.body, 'footer').map((link) => link.href)
  for (const href of ['/privacy', '/terms', '/get-help#contact']) t.ok(footerLinks.includes(href), `footer links ${href}`)
})

t.test('course pages are rendered once, then served compressed from memory with an ETag', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const first = await app.inject({ method: 'GET', url: '/section3', headers: BROWSER_HEADERS })
  const second = await app.inject({ method: 'GET', url: '/section3', headers: BROWSER_HEADERS })
  t.equal(first.statusCode, 200)
  t.equal(second.body, first.body, 'the same HTML')
  t.equal(h1Of(first.body), "The Vibe Coder's Toolkit")
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

// Pages whose HTML depends on the query have their own cache: test/integration/query-pages.test.ts.
// The server keeps one copy of each kind of not-found page (test/integration/not-found.test.ts); browsers and proxies keep none.
t.test('not-found pages are never stored by a browser or proxy', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const missing = await app.inject({ method: 'GET', url: '/section99', headers: BROWSER_HEADERS })
  t.equal(missing.statusCode, 404)
  t.equal(missing.headers['cache-control'], 'no-store', 'a not-found page is not stored')
})

t.test('static assets are sent pre-compressed', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const page = await app.inject({ method: 'GET', url: '/', headers: BROWSER_HEADERS })
  const asset = find(page.body, 'script[data-entry^="/assets/"]')?.getAttribute('data-entry') as string
  const plain = await app.inject({ method: 'GET', url: asset })
  const brotli = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'br' } })
  t.equal(brotli.headers['content-encoding'], 'br')
  t.ok(brotli.rawPayload.length < plain.rawPayload.length / 2, 'much smaller')
  t.equal(brotliDecompressSync(brotli.rawPayload).toString(), plain.body)
  t.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable')
})
