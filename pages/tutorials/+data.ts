// /tutorials: every tutorial's card (no bodies) and the filters from the URL.
// The page shows the cards that match the filters; the browser gets all of
// them so it can filter as you type.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import { readFilters } from '../../lib/list-filters.ts'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  return {
    filters: readFilters(pageContext.urlParsed.search),
    tutorials: content.tutorials.map(({ slug, title, description, difficulty, duration, tags, icon, color, learningPoints }) => ({
      slug,
      title,
      description,
      difficulty,
      duration,
      tags,
      icon,
      color,
      learningPoints,
    })),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
