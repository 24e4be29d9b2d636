import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'

export default function title(pageContext: PageContextServer): string {
  const { query } = pageContext.data as Data
  return `${query ? `Search results for “${query}”` : 'Search the course'} | From Zero to Vibe`
}
