// Unknown URLs are recognised from the site map before any render
// (server/page-delivery/not-found.ts): each kind of not-found page is rendered once and its copy answers
// every URL of that kind, so a flood of distinct 404s costs no render and no render allowance.
import { gunzipSync } from 'node:zlib'
import t from 'tap'
import { buildSiteMap } from '../../course/site-map.ts'
import { notFoundStandIn } from '../../server/page-delivery/not-found.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { cspProblems, find, h1Of, textOf } from '../helpers/html.ts'
import { siteContent } from '../helpers/site-content.ts'

const pagePaths = new Set(buildSiteMap(await siteContent()).paths)

t.test('which URLs are pages: the site map, as Vike routes a path', async (t) => {
  for (const url of ['/', '/guide', '/section1', '/project5', `/blog/${[...pagePaths].find((p) => p.startsWith('/blog/'))?.slice(6)}`])
    t.equal(notFoundStandIn(url, pagePaths), undefined, `${url} is a page`)
  for (const url of ['/guide/', '//guide', '/%67uide', '/guide?x=1', '/guide#top', '/section1?check=1'])
    t.equal(notFoundStandIn(url, pagePaths), undefined, `${url} is a page (or redirects to one)`)
  const kinds: [string, string][] = [
    ['/section99', '/section0'],
    ['/sectionx', '/section0'],
    ['/section01', '/section0'],
    ['/project0', '/project0'],
    ['/featured-project42', '/featured-project0'],
    ['/tutorials/no-such-tutorial', '/tutorials/-'],
    ['/blog/no-such-post', '/blog/-'],
    ['/sections1', '/-'],
    ['/GUIDE', '/-'],
    ['/a/b/c', '/-'],
    ['/blog/a/b', '/-'],
    ['/%E0%A4%A', '/-'],
  ]
  for (const [url, standIn] of kinds) t.equal(notFoundStandIn(url, pagePaths), standIn, `${url} is answered as ${standIn}`)
})

t.test('each kind of unknown URL gets its own not-found page, the same as a render of that URL would be', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const get = (url: string) => app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
  const expected: [string, string][] = [
    ['/section99', 'Section Not Found'],
    ['/sectionx', 'Section Not Found'],
    ['/project77', 'Project Not Found'],
    ['/featured-project42', 'Project Not Found'],
    ['/tutorials/no-such-tutorial', 'Tutorial Not Found'],
    ['/blog/no-such-post', 'Article Not Found'],
    ['/no-such-page', '404 Page Not Found'],
    ['/a/b/c', '404 Page Not Found'],
    // Under the built files' one route (server/plugins/static-files.ts): a name the build did not make, a dotfile, a
    // way out of the folder, and Vite's manifest beside it (the folder itself below).
    ['/assets/no-such-file.js', '404 Page Not Found'],
    ['/assets/.hidden', '404 Page Not Found'],
    ['/assets/%2e%2e/package.json', '404 Page Not Found'],
    ['/.vite/manifest.json', '404 Page Not Found'],
  ]
  for (const [url, heading] of expected) {
    const response = await get(url)
    t.equal(response.statusCode, 404, `${url}: 404`)
    t.equal(h1Of(response.body), heading, `${url}: "${heading}"`)
    t.equal(response.headers['cache-control'], 'no-store', `${url}: never kept by a browser or proxy`)
    t.same(cspProblems(response.body), [], `${url}: under the strict CSP`)
    t.notMatch(response.body, url.slice(1), `${url}: the page names no URL of its own (no canonical, no og:url)`)
    t.notOk(find(response.body, 'link[rel="canonical"]'), `${url}: no canonical link`)
  }
  // The folder of built files: not listed (a page's own stylesheet links name it, so the loop's last checks do not fit).
  for (const url of ['/assets/', '/assets/entries/']) {
    const folder = await get(url)
    t.equal(folder.statusCode, 404, `${url}: 404`)
    t.equal(h1Of(folder.body), '404 Page Not Found', `${url}: the site's not-found page`)
  }
  // The section stand-in's text is the text a render of the real URL gives: the pages name no URL.
  const [a, b] = [await get('/section99'), await get('/section12345')]
  t.equal(textOf(find(a.body, 'main') ?? ''), textOf(find(b.body, 'main') ?? ''), 'two unknown sections: the same page')

  const compressed = await app.inject({
    method: 'GET',
    url: '/yet-another-missing-page',
    headers: { ...BROWSER_HEADERS, 'accept-encoding': 'gzip' },
  })
  t.equal(compressed.headers['content-encoding'], 'gzip', 'sent compressed, as a kept page is')
  t.equal(h1Of(gunzipSync(compressed.rawPayload).toString()), '404 Page Not Found')

  for (const [url, status] of [
    ['/guide', 200],
    ['/%67uide', 200],
    ['/guide/', 301],
  ] as const)
    t.equal((await get(url)).statusCode, status, `${url}: ${status}, as before`)
})

t.test('a flood of distinct unknown URLs spends no render allowance; queries still do', async (t) => {
  const { app, close } = await createTestApp({ PAGE_RATE_LIMIT_MAX: '20' })
  t.teardown(close)
  const get = (url: string) => app.inject({ method: 'GET', url, headers: BROWSER_HEADERS, remoteAddress: '192.0.2.60' })
  const statuses = new Set<number>()
  for (let i = 0; i < 200; i++) statuses.add((await get(i % 2 ? `/no-such-page-${i}` : `/blog/no-such-post-${i}`)).statusCode)
  t.same([...statuses], [404], '200 distinct unknown URLs: every one answered 404, none refused')
  const queries: number[] = []
  for (let i = 0; i < 22; i++) queries.push((await get(`/tutorials?q=flood${i}`)).statusCode)
  t.same(queries.slice(0, 20), Array(20).fill(200), 'the render allowance is still whole for queries')
  t.same(queries.slice(20), [429, 429], 'and still ends')
})
