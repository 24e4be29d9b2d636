// A featured project: its facts, the Quick Start AI Prompt, its guide and the links to its neighbours.
import { contents } from 'virtual:content'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { featuredProjectLink, neighbours, sectionLink } from '../../course/links.server.ts'
import { LEARNING_PROJECTS_SECTION } from '../../course/special-sections.ts'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import { lessonCheck } from '../../lib/knowledge-check.ts'
import { PAGES } from '../../lib/paths.ts'
import { parsePosition } from '../../lib/routes.ts'
import { liveCheckSnippet } from '../../renderer/features/live-app-check/live-check-snippet.ts'
import { promptBuilderData } from '../../renderer/features/prompt-builder/prompt-builder.server.ts'
import { readingAids, withCheckInOutline } from '../../renderer/features/reading-aids/outline.ts'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  const t = messagesIn(lessonMessages, pageContext.locale)
  /** The list every featured project belongs to. */
  const projectsList = { href: PAGES.projects, label: t.allFeaturedProjects }
  const id = parsePosition(pageContext.routeParams.position, content.featuredProjects.length)
  const project = id === undefined ? undefined : content.featuredProjects[id - 1]
  if (id === undefined || !project) {
    throw render(404, {
      title: t.projectNotFound,
      message: t.projectNotFoundMessage,
      link: { href: projectsList.href, label: t.backToProjects },
    })
  }
  return {
    /** Whether the page is in its language or the English standing in for it (renderer/frame/translation-notice.tsx). */
    translation: project.translation,
    projectNumber: project.projectNumber,
    title: project.title,
    description: project.description,
    difficulty: project.difficulty,
    duration: project.duration,
    technologies: project.technologies,
    skills: project.skills,
    features: project.features,
    color: project.color,
    aiPrompt: project.aiPrompt,
    requirements: project.requirements,
    planLabel: project.planLabel,
    prose: project.html,
    reading: withCheckInOutline(readingAids(project), project.check.length > 0),
    check: lessonCheck(project.check, pageContext.urlParsed.search),
    promptBuilder: promptBuilderData(project, pageContext.urlParsed.search, pageContext.locale),
    liveCheck: project.liveCheck
      ? liveCheckSnippet({
          siteUrl: pageContext.siteUrl ?? '',
          projectNumber: project.projectNumber,
          title: project.title,
          creates: project.liveCheck.creates,
          locale: pageContext.locale,
        })
      : undefined,
    ...neighbours(content.featuredProjects, id - 1, (neighbour) => featuredProjectLink(neighbour.id, pageContext.locale), {
      first: projectsList,
      last: sectionLink(LEARNING_PROJECTS_SECTION, pageContext.locale),
    }),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
