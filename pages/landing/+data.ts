// Landing: the hero, the claims, the 30-day outcomes, the Vibe Method and the testimonials.
import { content } from 'virtual:content'

export function data() {
  const { headline, subheadline, outcomes, method, testimonials } = content.landing
  const { learners, journeyDays } = content.claims
  const claims = { learners, sections: content.sections.length, projects: content.learningProjects.length, journeyDays }
  return { headline, subheadline, outcomes, method, testimonials, claims }
}

export type Data = Awaited<ReturnType<typeof data>>
