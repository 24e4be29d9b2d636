// The head tags that tell search engines and social sites what a page is:
// canonical URL, Open Graph and Twitter card. Every URL is absolute on the
// public origin (PUBLIC_URL).
import type { PageContextServer } from 'vike/types'

export const SITE_NAME = 'From Zero to Vibe'
/** public/og-image.jpg, made by scripts/share-image.mjs from scripts/assets/og-image.svg. */
const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630, alt: 'From Zero to Vibe: learn to build web apps with AI, free' }

export function ShareTags({ pageContext, title, description }: { pageContext: PageContextServer; title: string; description: string }) {
  const siteUrl = pageContext.siteUrl ?? ''
  const url = `${siteUrl}${pageContext.urlPathname}`
  const image = `${siteUrl}${SHARE_IMAGE.path}`
  // Error pages have no address of their own to point at (and so one not-found page serves every unknown URL: server/page-delivery/not-found.ts).
  const ownAddress = !(pageContext.is404 || pageContext.errorWhileRendering)
  return (
    <>
      {ownAddress && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {ownAddress && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={SHARE_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={SHARE_IMAGE.alt} />
    </>
  )
}
