// /blog/{slug}: one article with its body, and its neighbours for the
// previous/next links (the blog itself at either end).
import { contents } from 'virtual:content'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { neighbours } from '../../../course/links.server.ts'
import { lessonMessages } from '../../../lib/i18n/catalogues/lessons.ts'
import { messagesIn } from '../../../lib/i18n/messages.ts'
import type { PageLink } from '../../../lib/page-link.ts'
import { PAGES, postPath } from '../../../lib/paths.ts'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  const t = messagesIn(lessonMessages, pageContext.locale)
  const allArticles: PageLink = { href: PAGES.blog, label: t.allArticles }
  const index = content.blogPosts.findIndex((post) => post.slug === pageContext.routeParams.slug)
  const post = content.blogPosts[index]
  if (!post) {
    throw render(404, {
      title: t.articleNotFound,
      message: t.articleNotFoundMessage,
      link: { href: PAGES.blog, label: t.backToBlog },
    })
  }
  return {
    /** Whether the page is in its language or the English standing in for it (renderer/frame/translation-notice.tsx). */
    translation: post.translation,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    readTime: post.readTime,
    tags: post.tags,
    publishedAt: post.publishedAt,
    prose: post.html,
    ...neighbours(content.blogPosts, index, (neighbour) => ({ href: postPath(neighbour.slug), label: neighbour.title }), {
      first: allArticles,
      last: allArticles,
    }),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
