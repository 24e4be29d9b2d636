import type { PageContextClient, PageContextServer } from 'vike/types'

/**
 * Routes for numbered pages such as /section{n}, /project{n} and
 * /featured-project{n}. The route takes any single path segment after the
 * prefix ('/section7', '/section13', '/sectionx'), so a wrong number gets the
 * page's own not-found message ('Section Not Found') rather than the generic
 * 404. A segment starting with "s" is the plural, another word: '/projects' is
 * the featured projects list and '/sections1' is simply an unknown page.
 */
export function numberedRoute(prefix: string) {
  const pattern = new RegExp(`^/${prefix}((?!s)[^/]+)$`)
  return (pageContext: PageContextServer | PageContextClient) => {
    const match = pattern.exec(pageContext.urlPathname)
    return match ? { routeParams: { position: match[1] as string } } : false
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
