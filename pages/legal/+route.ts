// /privacy, /terms and /accessibility: one page, the text comes from content/legal/.
import type { PageContext } from 'vike/types'
import { LEGAL_SLUGS, legalPath } from '../../lib/paths.ts'

export default function route({ urlPathname }: PageContext) {
  const slug = LEGAL_SLUGS.find((candidate) => legalPath(candidate) === urlPathname)
  return slug ? { routeParams: { slug } } : false
}
