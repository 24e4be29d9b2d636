// /review: which questions each section's knowledge check has. Which of them
// are due is known only in the browser (progress is local), so the page
// sends no question itself: the island reads the few due from their section
// pages (check-questions.ts). Numbers and titles are also what the page says
// without JavaScript: a link to each section's check.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  return {
    sections: content.sections.map(({ number, title, check }) => ({ number, title, questionIds: check.map(({ id }) => id) })),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
