import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'

/** The meta description and og:description, in the server-rendered head. */
export default function description(pageContext: PageContextServer): string {
  const content = contents[pageContext.locale]
  return content.landing.metaDescription
}
