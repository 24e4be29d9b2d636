// /tutorials/{slug}: one tutorial with its body, and its neighbours for the
// previous/next links (the list page before the first, the projects after the last).
import { contents } from 'virtual:content'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { neighbours } from '../../../course/links.server.ts'
import { lessonMessages } from '../../../lib/i18n/catalogues/lessons.ts'
import { messagesIn } from '../../../lib/i18n/messages.ts'
import { PAGES, tutorialPath } from '../../../lib/paths.ts'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  const t = messagesIn(lessonMessages, pageContext.locale)
  const index = content.tutorials.findIndex((tutorial) => tutorial.slug === pageContext.routeParams.slug)
  const tutorial = content.tutorials[index]
  if (!tutorial) {
    throw render(404, {
      title: t.tutorialNotFound,
      message: t.tutorialNotFoundMessage,
      link: { href: PAGES.tutorials, label: t.browseTutorials },
    })
  }
  return {
    /** Whether the page is in its language or the English standing in for it (renderer/frame/translation-notice.tsx). */
    translation: tutorial.translation,
    number: index + 1,
    count: content.tutorials.length,
    title: tutorial.title,
    description: tutorial.description,
    difficulty: tutorial.difficulty,
    duration: tutorial.duration,
    tags: tutorial.tags,
    icon: tutorial.icon,
    color: tutorial.color,
    learningPoints: tutorial.learningPoints,
    prose: tutorial.html,
    ...neighbours(content.tutorials, index, (neighbour) => ({ href: tutorialPath(neighbour.slug), label: neighbour.title }), {
      first: { href: PAGES.tutorials, label: t.allTutorials },
      last: { href: PAGES.projects, label: t.featuredProjectsLink },
    }),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
