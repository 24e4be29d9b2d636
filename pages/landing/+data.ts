// Landing: the hero, the claims, the 30-day outcomes, the Vibe Method and the testimonials.
import { content } from 'virtual:content'

export function data() {
  const { headline, subheadline, outcomes, method, testimonials } = content.landing
  const { learners, sections, projects, journeyDays } = content.claims
  return { headline, subheadline, outcomes, method, testimonials, claims: { learners, sections, projects, journeyDays } }
}

export type Data = Awaited<ReturnType<typeof data>>
