import { content } from 'virtual:content'

/** The meta description and og:description, in the server-rendered head. */
export default function description(): string {
  return content.landing.metaDescription
}
