import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'

/** The document title and og:title, in the server-rendered head (set on load: docs/product-rules.md, 'Lists'). */
export default function title(pageContext: PageContextServer): string {
  const content = contents[pageContext.locale]
  return content.landing.metaTitle
}
