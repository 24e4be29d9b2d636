/**
 * What the site tells search engines and feed readers: every public page
 * (sitemap.xml) and the blog's articles (the RSS feed). Paths only: the
 * server adds the public origin (PUBLIC_URL), which is known at start-up, not
 * at build time. Made from the loaded content at build time
 * (dist/server/site-map.json) like the search index.
 */

import { defaultLocale, type Locale } from '../lib/i18n/locale.ts'
import { plainText } from '../lib/knowledge-check.ts'
import { PAGES, postPath } from '../lib/paths.ts'
import { COLLECTIONS } from './collections.ts'
import type { Content } from './load.ts'

/** Where the blog's RSS feed is served (server/routes/discovery.ts) and linked from (pages/blog/+Head.tsx). */
export const FEED_PATH = `${PAGES.blog}/rss.xml`

/** Where the record of course changes is served as RSS (server/routes/discovery.ts) and linked from (pages/changes/+Head.tsx). */
export const CHANGES_FEED_PATH = `${PAGES.changes}/rss.xml`

/** The build output's file name in dist/server/, one per language (its feeds' titles are in that language; its paths are the English ones, which every language has under its prefix). */
export const siteMapFile = (locale: Locale) => (locale === defaultLocale ? 'site-map.json' : `site-map.${locale}.json`)

export interface FeedItem {
  path: string
  title: string
  excerpt: string
  author: string
  /** YYYY-MM-DD. */
  publishedAt: string
  tags: string[]
}

export interface SiteMap {
  /** Every public page's path, in site order. */
  paths: string[]
  /** The blog's articles, newest first. */
  feed: FeedItem[]
  /** The course's record of changes, newest first, one item per day (/changes#<date>). */
  changes: FeedItem[]
}

/** The pages' paths of a collection's items (course/load.ts gives each page its `path`). */
const pathsOf = (items: readonly object[]) => items.flatMap((item) => ('path' in item && typeof item.path === 'string' ? [item.path] : []))

export function buildSiteMap(content: Content): SiteMap {
  return {
    paths: [
      // Pages that exist once, whatever the content.
      ...Object.values(PAGES),
      // Then each collection's pages, in the table's order (course/collections.ts).
      ...Object.values(COLLECTIONS).flatMap((row) => (row.files === 'markdown' && row.inSiteMap ? pathsOf(content[row.key]) : [])),
    ],
    feed: content.blogPosts
      .map((post) => ({
        path: postPath(post.slug),
        title: post.title,
        excerpt: post.excerpt,
        author: post.author,
        publishedAt: post.publishedAt,
        tags: post.tags,
      }))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
    // The changelog's schema already keeps it newest first.
    changes: content.changelog.map((entry) => ({
      path: `${PAGES.changes}#${entry.date}`,
      title: entry.title,
      excerpt: entry.changes.map(plainText).join(' '),
      author: 'From Zero to Vibe',
      publishedAt: entry.date,
      tags: ['Course changes'],
    })),
  }
}
