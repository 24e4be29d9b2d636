/**
 * What search engines and feed readers fetch, with absolute URLs on the
 * public origin (PUBLIC_URL):
 *
 * - /sitemap.xml: every public page in every language, each with its
 *   alternates (hreflang), as search engines read a multilingual site.
 * - /robots.txt: allows everything but search results and the API, and
 *   names the sitemap.
 * - /blog/rss.xml: the blog's articles as RSS 2.0 (linked from /blog's head).
 * - /changes/rss.xml: the course's record of changes as RSS 2.0 (linked from /changes's head).
 * - the same feeds per language under its prefix (/es/blog/rss.xml), their
 *   titles and links in that language.
 *
 * Each document is written once at start-up from the build's site map.
 */
import type { FastifyInstance } from 'fastify'
import { buildSiteMap, CHANGES_FEED_PATH, FEED_PATH, type FeedItem, type SiteMap, siteMapFile } from '../../course/site-map.ts'
import { defaultLocale, type Locale, localePath, locales } from '../../lib/i18n/locale.ts'
import { localeUrl } from '../../lib/i18n/localized-urls.ts'
import { PAGES } from '../../lib/paths.ts'
import { readContentOutput } from '../page-delivery/content-output.ts'

/** They change only with a deploy. */
const CACHE = 'public, max-age=3600'

interface DiscoveryOptions {
  dev: boolean
  /** Public origin, e.g. https://fromzerotovibe.com. */
  siteUrl: string
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[char]};`)
}

function sitemapXml({ paths }: SiteMap, siteUrl: string): string {
  const alternates = (path: string) =>
    [...locales.map((locale) => [locale, localePath(path, locale)]), ['x-default', localePath(path, defaultLocale)]].map(
      ([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(siteUrl + href)}"/>`,
    )
  const urls = paths.flatMap((path) =>
    locales.map((locale) => `  <url><loc>${escapeXml(siteUrl + localePath(path, locale))}</loc>${alternates(path).join('')}</url>`),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /
Disallow: /search
Disallow: /es/search
Disallow: /api/

Sitemap: ${siteUrl}/sitemap.xml
`
}

/** RFC 822 dates, as RSS wants them; articles carry a day, so noon UTC. */
function rssDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toUTCString()
}

function feedItem(item: FeedItem, siteUrl: string, locale: Locale): string {
  const link = escapeXml(siteUrl + localeUrl(item.path, locale))
  return `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <pubDate>${rssDate(item.publishedAt)}</pubDate>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <description>${escapeXml(item.excerpt)}</description>
${item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`).join('\n')}
    </item>`
}

/** What a feed says about itself: its name, the page it belongs to and where it is served. */
interface Channel {
  title: string
  pagePath: string
  description: string
  feedPath: string
}

/** Each feed's words in each language (its paths are the English ones, prefixed for another language). */
const BLOG_CHANNEL: Record<Locale, Channel> = {
  en: {
    title: 'Vibe Coding Blog | From Zero to Vibe',
    pagePath: PAGES.blog,
    description: 'Articles on building apps with AI: prompts that work, fixing broken apps, and step-by-step builds.',
    feedPath: FEED_PATH,
  },
  es: {
    title: 'Blog de vibe coding | From Zero to Vibe',
    pagePath: PAGES.blog,
    description: 'Artículos sobre crear aplicaciones con IA: prompts que funcionan, cómo arreglar apps rotas y proyectos paso a paso.',
    feedPath: FEED_PATH,
  },
}

const CHANGES_CHANNEL: Record<Locale, Channel> = {
  en: {
    title: 'Course changes | From Zero to Vibe',
    pagePath: PAGES.changes,
    description: 'What changed in the course and when: new lessons and skills, updated Replit details, new questions and fixes.',
    feedPath: CHANGES_FEED_PATH,
  },
  es: {
    title: 'Cambios del curso | From Zero to Vibe',
    pagePath: PAGES.changes,
    description:
      'Qué cambió en el curso y cuándo: lecciones y habilidades nuevas, detalles de Replit actualizados, preguntas nuevas y correcciones.',
    feedPath: CHANGES_FEED_PATH,
  },
}

function rssXml(channel: Channel, feed: readonly FeedItem[], siteUrl: string, locale: Locale): string {
  const newest = feed[0]
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(siteUrl + localePath(channel.pagePath, locale))}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${locale}</language>
    <atom:link href="${escapeXml(siteUrl + localePath(channel.feedPath, locale))}" rel="self" type="application/rss+xml" />
${newest ? `    <lastBuildDate>${rssDate(newest.publishedAt)}</lastBuildDate>\n` : ''}${feed.map((item) => feedItem(item, siteUrl, locale)).join('\n')}
  </channel>
</rss>
`
}

export default async function discoveryRoutes(app: FastifyInstance, { dev, siteUrl }: DiscoveryOptions) {
  const siteMap = await readContentOutput(siteMapFile(defaultLocale), dev, buildSiteMap)
  const rss = 'application/rss+xml; charset=utf-8'
  const feeds = await Promise.all(
    locales.map(async (locale) => {
      const languageMap = await readContentOutput(siteMapFile(locale), dev, buildSiteMap, locale)
      return [
        { path: localePath(FEED_PATH, locale), type: rss, body: rssXml(BLOG_CHANNEL[locale], languageMap.feed, siteUrl, locale) },
        {
          path: localePath(CHANGES_FEED_PATH, locale),
          type: rss,
          body: rssXml(CHANGES_CHANNEL[locale], languageMap.changes, siteUrl, locale),
        },
      ]
    }),
  )
  const documents = [
    { path: '/sitemap.xml', type: 'application/xml; charset=utf-8', body: sitemapXml(siteMap, siteUrl) },
    { path: '/robots.txt', type: 'text/plain; charset=utf-8', body: robotsTxt(siteUrl) },
    ...feeds.flat(),
  ]
  for (const { path, type, body } of documents) {
    app.get(path, (_request, reply) => reply.header('content-type', type).header('cache-control', CACHE).send(body))
  }
}
