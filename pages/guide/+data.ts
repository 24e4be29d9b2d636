// The guide overview: one card per section, in three groups.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import { countWordCapitalised } from '../../lib/count-words.ts'

/** How the sections are grouped on the overview, by section number. */
const GROUPS = [
  {
    heading: 'Foundational Concepts',
    intro: 'What vibe coding is, your workspace, and the tools you will use every day.',
    first: 1,
    last: 3,
  },
  { heading: 'Hands-On Practice', intro: 'Fix problems calmly and build your first projects.', first: 4, last: 5 },
  {
    heading: 'Advanced Vibe Coding Mastery',
    intro: 'Better prompts, teamwork, speed, security, scale, choosing AI tools and connecting to other services.',
    first: 6,
    // and every section after it: a new section joins the last group.
    last: Number.POSITIVE_INFINITY,
  },
]

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  const cards = content.sections.map(({ number, title, description, topics, guideButton, color, duration, check }) => ({
    number,
    title,
    description,
    topics,
    guideButton,
    color,
    duration,
    // For 'Check: n of m' and the count of questions to review (the results live in the browser).
    checkIds: check.map((question) => question.id),
  }))
  const totalMinutes = cards.reduce((sum, card) => sum + card.duration, 0)
  return {
    sectionCount: cards.length,
    description: `${countWordCapitalised(cards.length)} sections that take complete beginners from their first AI prompt to secure, scalable web apps on Replit, about an hour each.`,
    totalHours: Math.round(totalMinutes / 60),
    groups: GROUPS.map(({ heading, intro, first, last }) => ({
      heading,
      intro,
      cards: cards.filter((card) => card.number >= first && card.number <= last),
    })),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
