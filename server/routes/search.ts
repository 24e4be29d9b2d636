/**
 * Site search, two ways in over one index (app.siteSearches):
 *
 * - GET /search?q=: the results page, rendered on the server, so it works
 *   without JavaScript. Each query's page is kept in the bounded query page
 *   cache (server/plugins/pages.ts) under its canonical URL, and browsers and
 *   the service worker are told not to store it.
 * - GET /api/search?q=: the best few results as JSON, for the header box's
 *   instant results.
 *
 * A missing, blank or repeated `q` is read as its first value or as no
 * query; over-long text is cut to MAX_QUERY_LENGTH (see normaliseQuery).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { normaliseQuery } from '../../course/search/search-index.ts'
import { apiPaths, type SearchAnswer } from '../../lib/api.ts'
import { defaultLocale, type Locale, localePath, locales } from '../../lib/i18n/locale.ts'
import { SEARCH_PATH } from '../../lib/paths.ts'

/** Results on the page; more than a screenful of pages rarely helps. */
const PAGE_RESULTS = 20
/** Results in the header's list. */
const INSTANT_RESULTS = 6
const NO_STORE = 'no-store'

function queryOf(request: FastifyRequest): string {
  const { q } = request.query as { q?: string | string[] }
  const first = Array.isArray(q) ? q[0] : q
  return normaliseQuery(typeof first === 'string' ? first : '')
}

/** The language an API call asks for (`lang=es`, the page's language), English when it names none the site has. */
export function languageOf(request: FastifyRequest): Locale {
  const { lang } = request.query as { lang?: string | string[] }
  const first = Array.isArray(lang) ? lang[0] : lang
  return locales.find((locale) => locale === first) ?? defaultLocale
}

export default async function searchRoutes(app: FastifyInstance) {
  // The results page in each language (/search, /es/search), each over its language's index.
  for (const locale of locales) {
    const path = localePath(SEARCH_PATH, locale)
    app.get(path, (request, reply) => {
      // The search ignores case, so one page (and one cache entry) serves every spelling.
      // (queryOf has already trimmed the text and collapsed its spaces.)
      const query = queryOf(request).toLowerCase()
      const canonicalUrl = query ? `${path}?q=${encodeURIComponent(query)}` : path
      return reply.sendQueryPage(canonicalUrl, () => ({ search: { query, results: app.siteSearches[locale].search(query, PAGE_RESULTS) } }))
    })
  }

  app.get(apiPaths.search, (request, reply) => {
    const query = queryOf(request)
    reply.header('cache-control', NO_STORE)
    return { query, results: app.siteSearches[languageOf(request)].search(query, INSTANT_RESULTS) } satisfies SearchAnswer
  })
}
