/**
 * A search result as the server finds it (course/search/search-index.ts) and the
 * pages show it: the results page and the header's instant results, which
 * read it from GET /api/search (lib/api.ts).
 */

import type { searchBox } from './i18n/messages/en/search-box.ts'
import type { TextKey } from './i18n/messages.ts'

/** What kind of page a result is, with the message that names it in the results list (in the page's language). */
export const resultTypes = {
  section: 'typeSection',
  'learning-project': 'typeLearningProject',
  'featured-project': 'typeFeaturedProject',
  tutorial: 'typeTutorial',
  blog: 'typeBlog',
  tool: 'typeTool',
} as const satisfies Record<string, TextKey<typeof searchBox>>
export type ResultType = keyof typeof resultTypes

/** A run of snippet text, highlighted when it is one of the matched words. */
export interface SnippetPart {
  text: string
  match: boolean
}

export interface SearchResult {
  /** Link to the matched heading (or the page, for a title or introduction match). */
  href: string
  title: string
  type: ResultType
  typeLabel: string
  /** The heading the link lands on, when it is not the page's top. */
  heading: string
  /** The title and heading, with the matched words marked. */
  titleParts: SnippetPart[]
  headingParts: SnippetPart[]
  snippet: SnippetPart[]
}
