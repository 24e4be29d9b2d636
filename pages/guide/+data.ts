// The guide overview: one card per section, in three groups.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'

/** How the sections are grouped on the overview, by section number (their headings are messages of the course pages' catalogue). */
const GROUPS = [
  { heading: 'groupFoundations', intro: 'groupFoundationsIntro', first: 1, last: 3 },
  { heading: 'groupPractice', intro: 'groupPracticeIntro', first: 4, last: 5 },
  {
    heading: 'groupAdvanced',
    intro: 'groupAdvancedIntro',
    first: 6,
    // and every section after it: a new section joins the last group.
    last: Number.POSITIVE_INFINITY,
  },
] as const

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  const t = messagesIn(coursePageMessages, pageContext.locale)
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
    description: t.guideDescription(cards.length),
    totalHours: Math.round(totalMinutes / 60),
    groups: GROUPS.map(({ heading, intro, first, last }) => ({
      heading: t[heading],
      intro: t[intro],
      cards: cards.filter((card) => card.number >= first && card.number <= last),
    })),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
