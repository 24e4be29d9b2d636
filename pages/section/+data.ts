// A guide section: its header, body, topics and the links to its neighbours.
// Section 5 adds the learning projects grid, section 6 the CLEAR cards.
import { contents } from 'virtual:content'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { neighbours, sectionLink } from '../../course/links.server.ts'
import { CLEAR_SECTION, LEARNING_PROJECTS_SECTION } from '../../course/special-sections.ts'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import { lessonCheck } from '../../lib/knowledge-check.ts'
import { PAGES } from '../../lib/paths.ts'
import { parsePosition } from '../../lib/routes.ts'
import { type PromptSource, promptBuilderData } from '../../renderer/features/prompt-builder/prompt-builder.server.ts'
import { readingAids, withCheckInOutline } from '../../renderer/features/reading-aids/outline.ts'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  const t = messagesIn(lessonMessages, pageContext.locale)
  const count = content.sections.length
  const number = parsePosition(pageContext.routeParams.position, count)
  const section = number === undefined ? undefined : content.sections[number - 1]
  if (number === undefined || !section) {
    throw render(404, { title: t.sectionNotFound, link: { href: PAGES.guide, label: t.returnToGuide } })
  }
  return {
    /** Whether the page is in its language or the English standing in for it (renderer/frame/translation-notice.tsx). */
    translation: section.translation,
    number,
    count,
    title: section.title,
    subtitle: section.subtitle,
    description: section.description,
    color: section.color,
    topics: section.topics,
    prose: section.html,
    reading: { ...withCheckInOutline(readingAids(section), section.check.length > 0), doingMinutes: section.duration },
    // The knowledge check, graded from the query when its form was sent without JavaScript.
    check: lessonCheck(section.check, pageContext.urlParsed.search),
    ...neighbours(content.sections, number - 1, (neighbour) => sectionLink(neighbour.number, pageContext.locale), {
      first: { href: PAGES.guide, label: t.guideOverview },
      last: { href: PAGES.projects, label: t.startBuilding },
    }),
    learningProjects:
      number === LEARNING_PROJECTS_SECTION
        ? content.learningProjects.map(({ id, title, description, difficulty, duration, skills, color }) => ({
            id,
            title,
            description,
            difficulty,
            duration,
            skills,
            color,
          }))
        : [],
    clearCards: number === CLEAR_SECTION ? content.clearFramework : [],
    // Section 6 teaches CLEAR; its builder starts from the first learning project's prompt, which the learner may see (it is shown
    // to copy; that project's requirements feed only its checker).
    promptBuilder:
      number === CLEAR_SECTION
        ? promptBuilderData(
            { ...(content.learningProjects[0] as PromptSource), requirements: undefined },
            pageContext.urlParsed.search,
            pageContext.locale,
          )
        : undefined,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
