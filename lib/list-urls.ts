/**
 * The one URL of each view of a list page (/tutorials, /projects, /blog): the
 * query parameters the page reads, normalised, in a fixed order, and nothing
 * else. The server renders a list from this URL and keeps the result under
 * it (server/page-delivery/page-cache.ts), so what a page shows always matches its
 * cache key, and "?q=Deploy&utm_source=x" and "?q=deploy" share one page.
 */
import { readSubscribeOutcome } from './forms/subscribe.ts'
import { localePath } from './i18n/locale.ts'
import { splitLocale } from './i18n/localized-urls.ts'
import { type ListFilters, readFilters, searchWithFilters } from './list-filters.ts'
import { PAGES, pathnameOf } from './paths.ts'

/**
 * A search text as the pages compare it: the filters and the search ignore
 * case and the spaces around and between words, so "  Deploy   App " and
 * "deploy app" show the same results and share one cached page.
 */
function normaliseSearchText(text: string): string {
  return text.trim().split(/\s+/).join(' ').toLowerCase()
}

function listFilters(params: URLSearchParams): ListFilters {
  const filters = readFilters({ q: params.get('q') ?? undefined, level: params.get('level') ?? undefined })
  return { ...filters, query: normaliseSearchText(filters.query) }
}

function levelledListSearch(params: URLSearchParams): string {
  return searchWithFilters('', listFilters(params))
}

/** The blog filters by category and text (no level); `subscribe` is the outcome of a sign-up posted without JavaScript. */
function blogSearch(params: URLSearchParams): string {
  // The category comes first, as the search form and the browser's URL while typing send it (FilterBar's hidden
  // fields). A category that names none is kept too: the page answers it with a 404, which is never cached.
  const query = new URLSearchParams()
  const category = (params.get('category') ?? '').trim().toLowerCase()
  if (category) query.append('category', category)
  const text = listFilters(params).query
  if (text) query.append('q', text)
  const outcome = readSubscribeOutcome(params.get('subscribe') ?? undefined)
  if (outcome) query.append('subscribe', outcome)
  const search = query.toString()
  return search ? `?${search}` : ''
}

/** The list pages whose HTML depends on the query, and the canonical search string of each. */
const listPages: Record<string, (params: URLSearchParams) => string> = {
  [PAGES.tutorials]: levelledListSearch,
  [PAGES.projects]: levelledListSearch,
  [PAGES.blog]: blogSearch,
}

/**
 * The one URL of the view a list page's URL asks for (a repeated parameter
 * counts once, at its first value), in the language its path is in
 * ('/es/tutorials?q=x'); undefined for other paths.
 */
export function canonicalListUrl(url: string): string | undefined {
  const { locale, path } = splitLocale(pathnameOf(url))
  const canonicalSearch = listPages[path]
  if (!canonicalSearch) return undefined
  const queryStart = url.indexOf('?')
  const search = queryStart === -1 ? '' : url.slice(queryStart + 1).split('#')[0]
  return localePath(path, locale) + canonicalSearch(new URLSearchParams(search))
}
