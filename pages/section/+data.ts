// A guide section: its header, body, topics and the links to its neighbours.
// Section 5 adds the learning projects grid, section 6 the CLEAR cards.
import { content } from 'virtual:content'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { neighbours, sectionLink } from '../../content/links.server.ts'
import { CLEAR_SECTION, LEARNING_PROJECTS_SECTION } from '../../content/special-sections.ts'
import { parsePosition } from '../../renderer/numberedRoute.ts'

export function data(pageContext: PageContextServer) {
  const count = content.sections.length
  const number = parsePosition(pageContext.routeParams.position, count)
  const section = number === undefined ? undefined : content.sections[number - 1]
  if (number === undefined || !section) {
    throw render(404, { title: 'Section Not Found', link: { href: '/guide', label: 'Return to Guide' } })
  }
  return {
    number,
    count,
    title: section.title,
    subtitle: section.subtitle,
    description: section.description,
    color: section.color,
    topics: section.topics,
    prose: section.html,
    ...neighbours(content.sections, number - 1, (neighbour) => sectionLink(neighbour.number), {
      first: { href: '/guide', label: 'Guide Overview' },
      last: { href: '/projects', label: 'Start Building / View Projects' },
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
  }
}

export type Data = Awaited<ReturnType<typeof data>>
