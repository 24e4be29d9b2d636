// /search?q=: the results come from the server route (server/routes/search.ts),
// which searches the index and hands them in as pageContext.search.
import type { PageContextServer } from 'vike/types'
import type { SearchResult } from '../../content/search-index.ts'

interface SearchAnswer {
  /** The query as searched (trimmed); empty when nothing was asked. */
  query: string
  results: SearchResult[]
}

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by GET /search. */
      search?: SearchAnswer
    }
  }
}

export function data(pageContext: PageContextServer): SearchAnswer {
  return pageContext.search ?? { query: '', results: [] }
}

export type Data = ReturnType<typeof data>
