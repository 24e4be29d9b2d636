import { content } from 'virtual:content'

/** The document title and og:title, in the server-rendered head (spec: set on load). */
export default function title(): string {
  return content.landing.metaTitle
}
