// Links between the pages of the learning path, labelled with the page's
// number and title. Server only (+data hooks): it reads the course content.
import { content } from 'virtual:content'
import type { PageLink } from '../renderer/ui/PrevNext.tsx'

function titleOf(items: { title: string }[], position: number, kind: string): string {
  const item = items[position - 1]
  if (!item) throw new Error(`There is no ${kind} ${position}`)
  return item.title
}

export function sectionLink(number: number): PageLink {
  return { href: `/section${number}`, label: `Section ${number}: ${titleOf(content.sections, number, 'section')}` }
}

export function learningProjectLink(id: number): PageLink {
  return { href: `/project${id}`, label: `Project ${id}: ${titleOf(content.learningProjects, id, 'learning project')}` }
}

export function featuredProjectLink(id: number): PageLink {
  const project = content.featuredProjects[id - 1]
  if (!project) throw new Error(`There is no featured project ${id}`)
  return { href: `/featured-project${id}`, label: `Featured Project ${project.projectNumber}: ${project.title}` }
}

/** The guide section that introduces the learning projects (and lists them). */
export const LEARNING_PROJECTS_SECTION = 5
