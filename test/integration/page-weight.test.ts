// The first-load budgets, in bytes (deterministic, so cheap to check on every
// run; `npm run bench` prints the same figures with its timings): the
// "first-load JavaScript" and "CSS" rows of docs/performance.md's Targets
// (written in code once, as BUDGETS in scripts/bench/page-weight.mjs), on
// every public page and on the benchmark's query pages. And the benchmark's
// check of query results, which keeps a cache from faking its throughput.
import t from 'tap'
import { BUDGETS, pageWeight } from '../../scripts/bench/page-weight.mjs'
import { isQueryRoute, LOAD_ROUTES, resultProblems } from '../../scripts/bench/routes.mjs'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { renderedSite, siteMapUrls } from '../helpers/rendered-site.ts'

// Every language's pages: a page loads its own language's words, whose size differs.
const sitePaths = siteMapUrls()
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

t.test('every page loads at most 90 KB of JavaScript and 20 KB of CSS, gzip', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const routes = [...new Set([...sitePaths, ...LOAD_ROUTES])]
  t.ok(routes.length > 30, 'the site map lists the site’s pages')
  t.ok(
    routes.some((route) => route.startsWith('/es/')),
    'Spanish pages among them',
  )
  const assetSizes = new Map<string, number>()
  async function readAsset(path: string) {
    const response = await app.inject({ method: 'GET', url: path })
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`)
    return response.rawPayload
  }
  const page = renderedSite(t)
  for (const route of routes) {
    const response = await page(route)
    t.equal(response.statusCode, 200, `${route}: status`)
    const { jsGzip, cssGzip } = await pageWeight(response.body, readAsset, assetSizes)
    // A page always hydrates and is styled: zero bytes would mean the HTML's assets were not found.
    t.ok(jsGzip > 10 * 1024 && jsGzip <= BUDGETS.jsGzipBytes, `${route}: JS ${kb(jsGzip)} gz, at most ${kb(BUDGETS.jsGzipBytes)}`)
    t.ok(cssGzip > 1024 && cssGzip <= BUDGETS.cssGzipBytes, `${route}: CSS ${kb(cssGzip)} gz, at most ${kb(BUDGETS.cssGzipBytes)}`)
  }
})

t.test("the benchmark's query pages show the results it expects, and its check tells a wrong answer", async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const render = async (url: string) => (await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })).body
  const queryRoutes = LOAD_ROUTES.filter(isQueryRoute)
  t.ok(queryRoutes.length >= 3, 'tutorials, blog and search queries')
  for (const route of queryRoutes) t.same(resultProblems(route, await render(route)), [], `${route}: the expected results`)
  // Every tutorial (no filter) and no tutorial at all are both wrong answers to ?q=deploy.
  t.match(resultProblems('/tutorials?q=deploy', await render('/tutorials')), [/shows \/tutorials\/your-first-repl, which does not match/])
  t.match(resultProblems('/tutorials?q=deploy', await render('/tutorials?q=zzzz')), [/lacks the result \/tutorials\/deploying-your-app/])
})
