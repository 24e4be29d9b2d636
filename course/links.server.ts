// Links between content pages, labelled with the page's number and title, and
// the one rule for a detail page's previous/next links. Server only (+data
// hooks): it reads the course content.
import { contents } from 'virtual:content'
import { lessonMessages } from '../lib/i18n/catalogues/lessons.ts'
import { defaultLocale, type Locale } from '../lib/i18n/locale.ts'
import { messagesIn } from '../lib/i18n/messages.ts'
import type { PageLink } from '../lib/page-link.ts'
import { featuredProjectPath, projectPath, sectionPath } from '../lib/paths.ts'

function itemAt<T>(items: readonly T[], position: number, kind: string): T {
  const item = items[position - 1]
  if (!item) throw new Error(`There is no ${kind} ${position}`)
  return item
}

/** The link to a section, its title in the page's language. */
export function sectionLink(number: number, locale: Locale = defaultLocale): PageLink {
  return {
    href: sectionPath(number),
    label: messagesIn(lessonMessages, locale).sectionName(number, itemAt(contents[locale].sections, number, 'section').title),
  }
}

export function learningProjectLink(id: number, locale: Locale = defaultLocale): PageLink {
  return {
    href: projectPath(id),
    label: `${messagesIn(lessonMessages, locale).learningProjectName(id)}: ${itemAt(contents[locale].learningProjects, id, 'learning project').title}`,
  }
}

export function featuredProjectLink(id: number, locale: Locale = defaultLocale): PageLink {
  const project = itemAt(contents[locale].featuredProjects, id, 'featured project')
  return {
    href: featuredProjectPath(id),
    label: `${messagesIn(lessonMessages, locale).featuredProjectName(project.projectNumber)}: ${project.title}`,
  }
}

/**
 * The previous and next links of the item at `index` (0-based) in `items`:
 * its neighbours, or `ends.first` before the first item and `ends.last`
 * after the last, so both links are always there.
 */
export function neighbours<T>(
  items: readonly T[],
  index: number,
  linkTo: (item: T) => PageLink,
  ends: { first: PageLink; last: PageLink },
): { previous: PageLink; next: PageLink } {
  const previous = items[index - 1]
  const next = items[index + 1]
  return {
    previous: index > 0 && previous !== undefined ? linkTo(previous) : ends.first,
    next: next !== undefined ? linkTo(next) : ends.last,
  }
}
