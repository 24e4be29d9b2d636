// The head tags that tell search engines and social sites what a page is:
// canonical URL, Open Graph, Twitter card and, where a page has one, its feed.
// Every URL is absolute on the public origin (PUBLIC_URL).
import { escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'

export const SITE_NAME = 'From Zero to Vibe'
/** public/og-image.jpg, made by scripts/share-image.mjs from scripts/assets/og-image.svg. */
const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630, alt: 'From Zero to Vibe: learn to build web apps with AI, free' }

export function shareTags(pageContext: PageContextServer, title: string, description: string) {
  const siteUrl = pageContext.siteUrl ?? ''
  const url = `${siteUrl}${pageContext.urlPathname}`
  const image = `${siteUrl}${SHARE_IMAGE.path}`
  // Error pages have no address of their own to point at (and so one not-found page serves every unknown URL: server/not-found.ts).
  const errorPage = pageContext.is404 || pageContext.errorWhileRendering
  const canonical = errorPage ? '' : escapeInject`<link rel="canonical" href="${url}" />`
  const ogUrl = errorPage ? '' : escapeInject`<meta property="og:url" content="${url}" />`
  const feed = pageContext.config.feed
    ? escapeInject`<link rel="alternate" type="application/rss+xml" title="${pageContext.config.feed.title}" href="${pageContext.config.feed.path}" />`
    : ''
  return escapeInject`${canonical}
    <meta property="og:site_name" content="${SITE_NAME}" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    ${ogUrl}
    <meta property="og:image" content="${image}" />
    <meta property="og:image:width" content="${String(SHARE_IMAGE.width)}" />
    <meta property="og:image:height" content="${String(SHARE_IMAGE.height)}" />
    <meta property="og:image:alt" content="${SHARE_IMAGE.alt}" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="${title}" />
    <meta name="twitter:description" content="${description}" />
    <meta name="twitter:image" content="${image}" />
    <meta name="twitter:image:alt" content="${SHARE_IMAGE.alt}" />
    ${feed}`
}
