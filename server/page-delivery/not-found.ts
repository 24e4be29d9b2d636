/**
 * Unknown URLs answered without a render, so invented URLs cost no work. Every page the
 * site has is in the site map (course/site-map.ts), so a path that is not
 * there can only be a 404. Vike would render one for each distinct URL, and
 * anyone can invent URLs without end; instead the pages plugin renders each
 * kind of not-found page once, for a stand-in URL of that kind, and sends
 * that copy to every URL of the kind. The kinds are the routes' own
 * (lib/routes.ts): a wrong number after /section, /project or
 * /featured-project and an unknown tutorial or article slug have their own
 * "not found" text; anything else gets the generic page. The not-found page
 * names no URL of its own (no canonical, no og:url: renderer/frame/share-tags.tsx),
 * so the copies are exact. test/integration/not-found.test.ts compares each kind
 * with the page Vike renders for a URL of that kind.
 */
import { localePath } from '../../lib/i18n/locale.ts'
import { splitLocale } from '../../lib/i18n/localized-urls.ts'
import { NUMBERED_PREFIXES, pathnameOf, SLUG_PARENTS } from '../../lib/paths.ts'
import { routeKindOf } from '../../lib/routes.ts'

/** A path as Vike routes it: percent-decoded (when valid), without repeated or trailing slashes. */
function routedPath(url: string): string {
  const raw = pathnameOf(url)
  let path = raw
  try {
    path = decodeURIComponent(raw)
  } catch {
    // Not valid percent-encoding: compared as sent, so it is unknown.
  }
  path = path.replace(/\/{2,}/g, '/')
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The stand-in URL whose not-found page every unknown URL of the same kind gets: the same route, a page that cannot exist. */
function standInFor(path: string): string {
  const kind = routeKindOf(path)
  if (kind && 'numbered' in kind) return `${NUMBERED_PREFIXES[kind.numbered]}0`
  if (kind && 'slug' in kind) return `${SLUG_PARENTS[kind.slug]}/-`
  return '/-'
}

/**
 * For a request URL: undefined when its path is one of the site's pages (or
 * may redirect to one: Vike drops a trailing slash), else the stand-in URL
 * to answer it with. `pagePaths` are the English paths: every page is also
 * under each language's prefix, and a Spanish unknown URL gets the Spanish
 * not-found page of its kind.
 */
export function notFoundStandIn(url: string, pagePaths: ReadonlySet<string>): string | undefined {
  const { locale, path } = splitLocale(routedPath(url))
  return pagePaths.has(path) ? undefined : localePath(standInFor(path), locale)
}
