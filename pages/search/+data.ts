// /search?q=: the results come from the server route (server/routes/search.ts),
// which searches the index and hands them in as pageContext.search.
import type { PageContextServer } from 'vike/types'
import type { SearchAnswer } from '../../renderer/vike.d.ts'

export function data(pageContext: PageContextServer): SearchAnswer {
  return pageContext.search ?? { query: '', results: [] }
}

export type Data = ReturnType<typeof data>
