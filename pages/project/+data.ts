// A learning project: its facts, the Magic AI Prompt, its guide and the links to its neighbours.
import { content } from 'virtual:content'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { LEARNING_PROJECTS_SECTION, learningProjectLink, sectionLink } from '../../renderer/learningPathLinks.server.ts'
import { parsePosition } from '../../renderer/numberedRoute.ts'
import { promptBuilderData } from '../../renderer/prompt-builder/promptBuilder.server.ts'
import { readingAids } from '../../renderer/reading/outline.ts'

/** The section to read after the last learning project. */
const AFTER_PROJECTS_SECTION = LEARNING_PROJECTS_SECTION + 1

export function data(pageContext: PageContextServer) {
  const count = content.learningProjects.length
  const id = parsePosition(pageContext.routeParams.position, count)
  const project = id === undefined ? undefined : content.learningProjects[id - 1]
  if (id === undefined || !project) {
    throw render(404, {
      title: 'Project Not Found',
      message: "The project you're looking for doesn't exist.",
      link: { href: `/section${LEARNING_PROJECTS_SECTION}`, label: `Back to Section ${LEARNING_PROJECTS_SECTION}` },
    })
  }
  return {
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
    prose: project.html,
    reading: readingAids(project.html),
    promptBuilder: promptBuilderData(project, pageContext.urlParsed.search),
    previous: id === 1 ? sectionLink(LEARNING_PROJECTS_SECTION) : learningProjectLink(id - 1),
    next: id === count ? sectionLink(AFTER_PROJECTS_SECTION) : learningProjectLink(id + 1),
  }
}

export type Data = ReturnType<typeof data>
