// A learning project: its facts, the Magic AI Prompt, its guide and the links to its neighbours.
import { contents } from 'virtual:content'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { learningProjectLink, neighbours, sectionLink } from '../../course/links.server.ts'
import { LEARNING_PROJECTS_SECTION } from '../../course/special-sections.ts'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import { lessonCheck } from '../../lib/knowledge-check.ts'
import { PAGES, sectionPath } from '../../lib/paths.ts'
import { parsePosition } from '../../lib/routes.ts'
import { promptBuilderData } from '../../renderer/features/prompt-builder/prompt-builder.server.ts'
import { readingAids, withCheckInOutline } from '../../renderer/features/reading-aids/outline.ts'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  const t = messagesIn(lessonMessages, pageContext.locale)
  const count = content.learningProjects.length
  const id = parsePosition(pageContext.routeParams.position, count)
  const project = id === undefined ? undefined : content.learningProjects[id - 1]
  if (id === undefined || !project) {
    throw render(404, {
      title: t.projectNotFound,
      message: t.projectNotFoundMessage,
      link: { href: sectionPath(LEARNING_PROJECTS_SECTION), label: t.backToSection(LEARNING_PROJECTS_SECTION) },
    })
  }
  // Requirements for the learner's own prompt, once support fades (projects 1-2 have requirements only for their checks).
  const ownPromptRequirements = project.ownPrompt ? project.requirements : undefined
  return {
    /** Whether the page is in its language or the English standing in for it (renderer/frame/translation-notice.tsx). */
    translation: project.translation,
    id,
    count,
    title: project.title,
    description: project.description,
    difficulty: project.difficulty,
    duration: project.duration,
    skills: project.skills,
    features: project.features,
    color: project.color,
    aiPrompt: project.aiPrompt,
    ownPromptRequirements,
    // Every project's checks run from its requirements.
    checks: project.checks,
    planLabel: project.planLabel,
    // The project is both in its section and on /projects: a learner may come from either, so neither link says "Back".
    back: [sectionLink(LEARNING_PROJECTS_SECTION, pageContext.locale), { href: PAGES.projects, label: t.allProjects }],
    prose: project.html,
    reading: withCheckInOutline(readingAids(project), project.check.length > 0),
    check: lessonCheck(project.check, pageContext.urlParsed.search),
    // Where our prompt is handed over, the builder starts from it, not from the requirements.
    promptBuilder: promptBuilderData({ ...project, requirements: ownPromptRequirements }, pageContext.urlParsed.search, pageContext.locale),
    // The projects sit inside their section: it comes before the first, the next section after the last.
    ...neighbours(content.learningProjects, id - 1, (neighbour) => learningProjectLink(neighbour.id, pageContext.locale), {
      first: sectionLink(LEARNING_PROJECTS_SECTION, pageContext.locale),
      last: sectionLink(LEARNING_PROJECTS_SECTION + 1, pageContext.locale),
    }),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
