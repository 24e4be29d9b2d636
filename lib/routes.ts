/**
 * The route functions of the pages whose URL carries a number or a slug, made
 * from lib/paths.ts, so a page's +route.ts names its kind and nothing else. The
 * server's not-found pages (server/page-delivery/not-found.ts) sort unknown URLs with the
 * same patterns.
 */
import type { PageContextClient, PageContextServer } from 'vike/types'
import { NUMBERED_PREFIXES, type NumberedKind, SLUG_PARENTS, type SlugKind } from './paths.ts'

type RouteContext = PageContextServer | PageContextClient

/**
 * Any single path segment after the prefix ('/section7', '/section13',
 * '/sectionx'), so a wrong number gets the page's own not-found message
 * ('Section Not Found') rather than the generic 404. A segment starting with
 * "s" is the plural, another word: '/projects' is the featured projects list
 * and '/sections1' is simply an unknown page.
 */
const NUMBERED_PATTERNS = Object.fromEntries(
  Object.entries(NUMBERED_PREFIXES).map(([kind, prefix]) => [kind, new RegExp(`^${prefix}((?!s)[^/]+)$`)]),
) as Record<NumberedKind, RegExp>
const numberedPattern = (kind: NumberedKind) => NUMBERED_PATTERNS[kind]
/** Compiled once: routeKindOf runs for every unknown URL (server/page-delivery/not-found.ts). One path segment under the list ('/blog/x'); an unknown slug gets the page's own not-found message. */
const SLUG_PATTERNS = Object.fromEntries(
  Object.entries(SLUG_PARENTS).map(([kind, parent]) => [kind, new RegExp(`^${parent}/([^/]+)$`)]),
) as Record<SlugKind, RegExp>
const slugPattern = (kind: SlugKind) => SLUG_PATTERNS[kind]

/** The route of /section{n}, /project{n} or /featured-project{n}: routeParams.position is what follows the prefix. */
export function numberedRoute(kind: NumberedKind) {
  const pattern = numberedPattern(kind)
  return (pageContext: RouteContext) => {
    const match = pattern.exec(pageContext.urlPathname)
    return match ? { routeParams: { position: match[1] as string } } : false
  }
}

/** The route of a tutorial or an article: routeParams.slug is the last segment. */
export function slugRoute(kind: SlugKind) {
  const pattern = slugPattern(kind)
  return (pageContext: RouteContext) => {
    const match = pattern.exec(pageContext.urlPathname)
    return match ? { routeParams: { slug: match[1] as string } } : false
  }
}

/**
 * The position a route parameter names, if it is one of 1..count written the
 * canonical way: '/section01' is not '/section1', so it is not found.
 */
export function parsePosition(routeParam: string | undefined, count: number): number | undefined {
  if (!routeParam || !/^[1-9]\d*$/.test(routeParam)) return undefined
  const position = Number(routeParam)
  return position <= count ? position : undefined
}

/** Which numbered or slugged route a path falls in, if any (whether or not such a page exists). */
export function routeKindOf(path: string): { numbered: NumberedKind } | { slug: SlugKind } | undefined {
  for (const kind of Object.keys(NUMBERED_PREFIXES) as NumberedKind[]) if (numberedPattern(kind).test(path)) return { numbered: kind }
  for (const kind of Object.keys(SLUG_PARENTS) as SlugKind[]) if (slugPattern(kind).test(path)) return { slug: kind }
  return undefined
}
