import { content } from 'virtual:content'

/** The document title and og:title, in the server-rendered head (set on load: docs/product-rules.md, 'Lists'). */
export default function title(): string {
  return content.landing.metaTitle
}
