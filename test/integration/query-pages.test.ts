// Pages whose HTML depends on the query (/tutorials?q=, /projects?q=, /blog?q=,
// /search?q=) come from a bounded cache keyed by the query's canonical URL;
// pages that say private are rendered for every request, and a kept page with
// a form gets the current signed form token written into it.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import t from 'tap'
import { FORM_TOKEN_PLACEHOLDER } from '../../lib/forms/spam.ts'
import { canonicalListUrl } from '../../lib/list-urls.ts'
import { formTokenProblem } from '../../server/forms/form-tokens.ts'
import { FormPage, formTokenClock, hasFormToken, withFormToken } from '../../server/page-delivery/form-time.ts'
import { PageCache, type RenderedPage } from '../../server/page-delivery/page-cache.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { TEST_FORM_SECRET } from '../helpers/forms.ts'
import { findAll, hydrationDataOf, inputValue, textOf } from '../helpers/html.ts'

const page = (body: string, headers: [string, string][] = []): RenderedPage => ({ statusCode: 200, headers, body })

t.test('a list URL has one canonical form: its filters normalised, in order, nothing else', async (t) => {
  const deploy = '/tutorials?q=deploy'
  for (const url of [
    '/tutorials?q=deploy',
    '/tutorials?q=%20DePloy%20',
    '/tutorials?utm_source=news&q=Deploy',
    '/tutorials?q=deploy&level=All',
    '/tutorials?q=deploy&q=other',
    '/tutorials?q=deploy&level=Expert',
  ])
    t.equal(canonicalListUrl(url), deploy, url)
  t.equal(
    canonicalListUrl('/tutorials?level=Advanced&q=+Deploy++App+'),
    '/tutorials?q=deploy+app&level=Advanced',
    'q before level, spaces collapsed',
  )
  t.equal(canonicalListUrl('/projects?level=Beginner'), '/projects?level=Beginner')
  t.equal(canonicalListUrl('/tutorials?q=&level=All&page=2'), '/tutorials', 'no filter: the plain list')
  t.equal(canonicalListUrl('/tutorials'), '/tutorials')
  t.equal(canonicalListUrl('/blog?q=AI&level=Advanced'), '/blog?q=ai', 'the blog has no level filter')
  t.equal(canonicalListUrl('/blog?subscribe=ok&q=ai'), '/blog?q=ai&subscribe=ok', 'a sign-up outcome is kept')
  t.equal(canonicalListUrl('/blog?subscribe=whatever'), '/blog', 'an unknown outcome is not')
  t.equal(canonicalListUrl('/blog?category=debugging'), '/blog?category=debugging')
  t.equal(
    canonicalListUrl('/blog?q=+Fix++It&utm_source=x&category=+Debugging+&category=tutorials'),
    '/blog?category=debugging&q=fix+it',
    'the category before the search, as the form sends them; any spelling of it',
  )
  t.equal(canonicalListUrl('/blog?category=&q='), '/blog', 'an empty category is the whole blog')
  t.equal(canonicalListUrl('/blog?category=News'), '/blog?category=news', 'an unknown category is kept, for the page to answer 404')
  t.equal(canonicalListUrl(`/tutorials?q=${'a'.repeat(500)}`), `/tutorials?q=${'a'.repeat(100)}`, 'as long as the search box allows')
  t.equal(canonicalListUrl('/section1?q=deploy'), undefined, 'other pages do not depend on the query')
  t.equal(canonicalListUrl('/tutorials/deploying-your-app'), undefined)
})

t.test('the cache never holds more pages or bytes than its bounds, dropping the least recently used', async (t) => {
  const cache = new PageCache({ maxEntries: 20, maxBytes: 1_000_000, compression: 'fast' })
  let largest = 0
  for (let n = 0; n < 1000; n++) {
    await cache.get(`/search?q=word${n}`, async () => page(`<p>results for word${n}</p>`))
    largest = Math.max(largest, cache.size)
  }
  t.equal(largest, 20, 'a thousand queries, never more than 20 pages')
  t.equal(cache.size, 20)
  t.ok(await cache.get('/search?q=word999', () => t.fail('a kept page is not rendered again') as never))
  t.equal(cache.size, 20)

  const bySize = new PageCache({ maxEntries: 1000, maxBytes: 200_000, compression: 'fast' })
  // Random text barely compresses, so each page takes at least its 20,000 bytes of HTML.
  const bulky = (n: number) =>
    page(`${n}:${Array.from({ length: 20_000 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`)
  let mostBytes = 0
  for (let n = 0; n < 50; n++) {
    await bySize.get(`/tutorials?q=q${n}`, async () => bulky(n))
    mostBytes = Math.max(mostBytes, bySize.bytes)
  }
  t.ok(mostBytes <= 200_000, `never more than its bytes (${mostBytes})`)
  t.ok(mostBytes > 100_000, 'and it does fill up')
  t.ok(bySize.size < 10, `only the few that fit are kept (${bySize.size})`)

  const lru = new PageCache({ maxEntries: 2, maxBytes: 1_000_000, compression: 'fast' })
  let renders = 0
  const render = async () => {
    renders++
    return page('<p>x</p>')
  }
  await lru.get('/a?q=1', render)
  await lru.get('/a?q=2', render)
  await lru.get('/a?q=1', render) // used again: now the most recent
  await lru.get('/a?q=3', render) // drops q=2
  t.equal(renders, 3)
  await lru.get('/a?q=1', render)
  t.equal(renders, 3, 'the recently used page stayed')
  await lru.get('/a?q=2', render)
  t.equal(renders, 4, 'the least recently used one was dropped')
})

t.test('a kept page is compressed on the first request that takes each encoding, and its copies count from then', async (t) => {
  const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000, compression: 'smallest' })
  const html = '<p>lesson</p>'.repeat(1000)
  const kept = await cache.get('/lesson', async () => page(html))
  if (kept?.kind !== 'fixed') return t.fail(`a page without a form is kept as fixed bytes (${kept?.kind})`)
  t.equal(cache.bytes, html.length, 'its HTML alone, while no client has taken a compressed copy')
  const gzip = kept.gzip
  t.equal(gunzipSync(gzip).toString(), html, 'its gzip')
  t.equal(cache.bytes, html.length + gzip.length, 'the gzip copy counted once made')
  t.equal(kept.gzip, gzip, 'and made once')
  const brotli = kept.brotli
  t.equal(brotliDecompressSync(brotli).toString(), html, 'its brotli')
  t.equal(kept.brotli, brotli)
  t.equal(cache.bytes, html.length + gzip.length + brotli.length, 'both copies counted')
  t.equal(await cache.get('/lesson', () => t.fail('a kept page is not rendered again') as never), kept)
})

t.test('peek gives a page only once it is kept, and counts as a use', async (t) => {
  const cache = new PageCache({ maxEntries: 2, maxBytes: 1_000_000, compression: 'fast' })
  const rendering = cache.get('/a', async () => page('<p>a</p>'))
  t.equal(cache.peek('/a'), undefined, 'not while it renders')
  const kept = await rendering
  t.equal(cache.peek('/a'), kept, 'the kept page, without a promise')
  t.equal(cache.peek('/b'), undefined, 'nothing for a page never asked for')
  await cache.get('/b', async () => page('<p>b</p>'))
  t.ok(cache.peek('/a'), 'used again: now the most recent')
  await cache.get('/c', async () => page('<p>c</p>')) // drops /b
  t.ok(cache.peek('/a'), 'the page peeked at stayed')
  t.equal(cache.peek('/b'), undefined, 'the least recently used one was dropped')
  t.equal(await cache.get('/x', async () => ({ statusCode: 404, headers: [], body: 'gone' })), undefined)
  t.equal(cache.peek('/x'), undefined, 'a page not kept is never peeked at')
})

t.test('pages that say private, errors and failed renders are not kept', async (t) => {
  const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000, compression: 'fast' })
  let renders = 0
  const privatePage = async () => {
    renders++
    return page('<form></form>', [['cache-control', 'private, no-store']])
  }
  t.equal(await cache.get('/blog?q=ai', privatePage), undefined)
  t.equal(await cache.get('/blog?q=web', privatePage), undefined, 'nor any other query of that page')
  t.equal(renders, 1, 'a page that said private is left to the per-request render from then on')
  t.equal(cache.size, 0)

  t.equal(await cache.get('/x?q=1', async () => ({ statusCode: 404, headers: [], body: 'gone' })), undefined)
  await t.rejects(cache.get('/x?q=2', async () => Promise.reject(new Error('render failed'))))
  t.equal(cache.size, 0)
  t.equal(cache.bytes, 0)
})

t.test('a kept page with a form gets the current token, in its HTML and its compressed copies', async (t) => {
  t.notOk(hasFormToken(Buffer.from('<p>no form</p>')), 'a page without a form is kept as it is')
  const html = `<form><input name="formToken" value="${FORM_TOKEN_PLACEHOLDER}"></form>${'<p>lesson</p>'.repeat(2000)}<script>{"formToken":"${FORM_TOKEN_PLACEHOLDER}"}</script>`
  t.ok(hasFormToken(Buffer.from(html)))
  const page = new FormPage(html)
  const first = page.withToken('1795470870474.first')
  const expected = withFormToken(html, '1795470870474.first')
  t.notMatch(expected, FORM_TOKEN_PLACEHOLDER, 'every placeholder is written over')
  t.equal(first.body.toString(), expected, 'the HTML')
  t.equal(gunzipSync(first.gzip).toString(), expected, 'its gzip')
  t.equal(brotliDecompressSync(first.brotli).toString(), expected, 'its brotli')
  t.equal(page.withToken('1795470870474.first'), first, 'the same token: the kept copies, not compressed again')
  t.equal(gunzipSync(page.withToken('1795470871474.next').gzip).toString(), withFormToken(html, '1795470871474.next'), 'a new token')
})

t.test('a form token is minted at most once a second, and checks out', async (t) => {
  let now = 1_795_470_870_000
  const current = formTokenClock(TEST_FORM_SECRET, () => now)
  const first = current()
  now += 999
  t.equal(current(), first, 'the same second: the same token')
  now += 1
  const next = current()
  t.not(next, first, 'the next second: a new one')
  t.equal(formTokenProblem(TEST_FORM_SECRET, next, now + 3000, 3000), null, 'a genuine token, old enough')
  t.equal(formTokenProblem(TEST_FORM_SECRET, next, now + 2000, 3000), 'filled in 2.0 s')
  t.equal(formTokenProblem('another-secret-of-at-least-32-characters', next, now + 3000, 3000), 'token signature invalid')
})

t.test('query pages on the server', async (t) => {
  // A small render allowance makes the cache observable: a kept page does not use it up.
  const { app, close } = await createTestApp({ PAGE_RATE_LIMIT_MAX: '6' })
  t.teardown(close)
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...BROWSER_HEADERS, ...headers } })
  const cardTitles = (html: string) => findAll(html, 'main h3 > a').map((a) => a.text)
  const searchResults = (html: string) => findAll(html, '.search-results h3 a').map((a) => a.getAttribute('href'))

  // Renders: deploy, debugging (2 of 6).
  const deploy = await get('/tutorials?q=deploy')
  const debugging = await get('/tutorials?q=debugging')
  t.same(cardTitles(deploy.body), ['Deploying Your App'], 'each query gets its own results')
  t.same(cardTitles(debugging.body), ['Debugging with AI'])
  t.not(deploy.headers.etag, debugging.headers.etag)

  const equivalents = ['/tutorials?q=DEPLOY', '/tutorials?q=++deploy+', '/tutorials?level=All&q=Deploy&utm_source=x']
  for (const url of equivalents) {
    const response = await get(url)
    t.equal(response.statusCode, 200, url)
    t.equal(response.headers.etag, deploy.headers.etag, `${url}: the same page`)
    t.equal(response.body, deploy.body)
  }
  t.equal(inputValue(deploy.body, 'tutorial-search'), 'deploy', 'the box shows the query as the page read it')

  t.equal(deploy.headers['cache-control'], 'no-store', 'browsers and shared caches still keep no copy')
  t.match(deploy.headers['content-security-policy'], /script-src 'self'/, 'security headers still apply')
  const head = await app.inject({ method: 'HEAD', url: '/tutorials?q=deploy', headers: BROWSER_HEADERS })
  t.equal(head.statusCode, 200)
  t.equal(head.headers.etag, deploy.headers.etag)
  t.equal(head.body, '')
  const revalidated = await get('/tutorials?q=Deploy', { 'if-none-match': String(deploy.headers.etag) })
  t.equal(revalidated.statusCode, 304)
  t.equal(revalidated.body, '')
  const gzip = await get('/tutorials?q=deploy', { 'accept-encoding': 'gzip' })
  t.equal(gzip.headers['content-encoding'], 'gzip')
  t.equal(gunzipSync(gzip.rawPayload).toString(), deploy.body)
  const brotli = await get('/tutorials?q=deploy', { 'accept-encoding': 'br, gzip' })
  t.equal(brotli.headers['content-encoding'], 'br')
  t.equal(brotliDecompressSync(brotli.rawPayload).toString(), deploy.body)
  t.match(brotli.headers.vary, /accept-encoding/i)

  // Renders: prompt, deploy (4 of 6); the other spellings are served from the cache.
  const prompt = await get('/search?q=prompt')
  t.equal(prompt.statusCode, 200)
  t.ok(searchResults(prompt.body).length > 0, 'the search page lists results')
  for (const url of ['/search?q=PROMPT', '/search?q=++Prompt+', '/search?q=prompt&q=other'])
    t.equal((await get(url)).headers.etag, prompt.headers.etag, `${url}: the same page`)
  const deploySearch = await get('/search?q=deploy')
  t.notSame(searchResults(deploySearch.body), searchResults(prompt.body), 'another query, other results')
  t.match(textOf(deploySearch.body), /results\s*for\s*“deploy”/)

  // Renders: the blog (5 of 6). Its form carries the time each copy was sent.
  for (let n = 0; n < 2; n++) {
    const before = Date.now()
    const blog = await get('/blog?q=AI', { 'accept-encoding': 'gzip, br' })
    const after = Date.now()
    t.equal(blog.statusCode, 200)
    t.equal(blog.headers['content-encoding'], 'br', 'a page with a form is compressed like any other')
    t.equal(blog.headers['cache-control'], 'no-store')
    t.notOk(blog.headers.etag, 'no ETag: the token changes every second')
    const html = brotliDecompressSync(blog.rawPayload).toString()
    const token = findAll(html, 'input[name="formToken"]')[0]?.getAttribute('value') ?? ''
    const renderedAt = Number(token.split('.')[0])
    // Minted at most once a second, so up to a second before this request.
    t.ok(renderedAt >= before - 1000 && renderedAt <= after, `the form says when it was sent (${renderedAt})`)
    t.equal(formTokenProblem(TEST_FORM_SECRET, token, renderedAt + 60_000, 3000), null, 'signed with the server secret')
    t.match(hydrationDataOf(html), `"formToken":"${token}"`, "and so does the hydration data (the subscribe island's props)")
    t.match(textOf(html), /Search Results/, 'the blog is filtered')
  }
  // Renders: one more query (6 of 6).
  t.equal((await get('/projects?q=recipe')).statusCode, 200)
  t.equal((await get('/tutorials?q=rsvp')).statusCode, 429, 'a query not yet kept needs a render, which is limited')
  t.equal((await get('/tutorials?q=DEBUGGING')).statusCode, 200, 'while kept queries are still served')
  t.equal((await get('/search?q=Deploy')).statusCode, 200)
  t.equal((await get('/blog?q=ai')).statusCode, 200)
  t.equal((await get('/tutorials')).statusCode, 200, 'and so are course pages')
})
