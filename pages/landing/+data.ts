// Landing: the hero, the claims, the 30-day outcomes, the Vibe Method and the testimonials.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  const { headline, subheadline, outcomes, method, testimonials } = content.landing
  const { learners, journeyDays } = content.claims
  const claims = { learners, sections: content.sections.length, projects: content.learningProjects.length, journeyDays }
  return { headline, subheadline, outcomes, method, testimonials, claims }
}

export type Data = Awaited<ReturnType<typeof data>>
