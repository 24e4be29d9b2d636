// The routes `npm run bench` measures (and the page-weight budget test checks),
// and what a correct answer to each query page contains, so a cache that
// answered every query alike could not pass the benchmark.

/**
 * The routes put under load: home, a section, a project, the lists, the query
 * pages and a form page, a new visitor's first loads, and /review (held to
 * twice the static server's throughput: targets.mjs). (Load on every page of
 * the site map would add a quarter of an hour and tell little more: pages of
 * one kind are served alike.)
 */
export const LOAD_ROUTES = [
  '/',
  '/guide',
  '/section1',
  '/project1',
  '/featured-project1',
  '/tutorials',
  '/blog',
  '/tutorials?q=deploy',
  '/blog?q=ai',
  '/search?q=prompt',
  '/get-help',
  '/review',
]

/**
 * Every route the benchmark measures by default (bytes and Lighthouse):
 * LOAD_ROUTES first, so the table opens with the rows that have load figures
 * (and the query pages, which no site map lists), then every other page the
 * site's /sitemap.xml lists (every lesson, the long /section6 among them).
 * The site map is the one the running app serves, read from `appUrl`; its
 * URLs carry the public origin, so only their paths are kept.
 */
export async function allRoutes(appUrl) {
  const response = await fetch(`${appUrl}/sitemap.xml`)
  if (!response.ok) throw new Error(`${appUrl}/sitemap.xml answered ${response.status}`)
  const siteMap = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replaceAll('&amp;', '&'))
    return url.pathname + url.search
  })
  if (siteMap.length === 0) throw new Error(`${appUrl}/sitemap.xml lists no page`)
  return [...new Set([...LOAD_ROUTES, ...siteMap])]
}

/** A page whose HTML depends on its query string (held to the query-page targets). */
export function isQueryRoute(route) {
  return route.includes('?')
}

/**
 * Per query route: the pages its results link to (each result's title is an
 * <h3> link). `only`: these and no others (a filter that let every card
 * through would fail); otherwise at least these.
 */
const EXPECTED_RESULTS = {
  '/tutorials?q=deploy': { results: ['/tutorials/deploying-your-app'], only: true },
  '/blog?q=ai': {
    results: ['/blog/10-prompts-that-turn-ideas-into-working-apps', '/blog/how-to-fix-a-broken-replit-app-with-ai'],
    only: false,
  },
  '/search?q=prompt': { results: ['/blog/10-prompts-that-turn-ideas-into-working-apps', '/section6'], only: false },
}

/** Problems with a query page's answer (empty when it shows the expected results). */
export function resultProblems(route, html) {
  const expected = EXPECTED_RESULTS[route]
  if (!expected) return []
  const found = new Set([...html.matchAll(/<h3><a href="([^"#]+)/g)].map((match) => match[1]))
  const missing = expected.results.filter((href) => !found.has(href))
  const extra = expected.only ? [...found].filter((href) => !expected.results.includes(href)) : []
  return [
    ...missing.map((href) => `${route} lacks the result ${href}`),
    ...extra.map((href) => `${route} shows ${href}, which does not match`),
  ]
}
