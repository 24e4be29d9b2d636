// /privacy and /terms: one page, the text comes from content/legal/.
import type { PageContext } from 'vike/types'

export default function route({ urlPathname }: PageContext) {
  const match = /^\/(privacy|terms)$/.exec(urlPathname)
  return match ? { routeParams: { slug: match[1] as string } } : false
}
