// The head tags that tell search engines and social sites what a page is:
// canonical URL, Open Graph and Twitter card. Every URL is absolute on the
// public origin (PUBLIC_URL).
import type { PageContextServer } from 'vike/types'
import { defaultLocale, type Locale, localePath, locales } from '../../lib/i18n/locale.ts'

export const SITE_NAME = 'From Zero to Vibe'
/** public/og-image.jpg, made by scripts/share-image.mjs from scripts/assets/og-image.svg. */
const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 }
const SHARE_IMAGE_ALT: Record<Locale, string> = {
  en: 'From Zero to Vibe: learn to build web apps with AI, free',
  es: 'From Zero to Vibe: aprende gratis a crear aplicaciones web con IA',
}
/** Open Graph's language_TERRITORY: the Spanish is neutral Latin American. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_LA' }

/**
 * The same page in every language, for search engines (hreflang): each
 * language's address, and the English one as the default for any other.
 */
function LanguageAlternates({ siteUrl, path }: { siteUrl: string; path: string }) {
  return (
    <>
      {locales.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${siteUrl}${localePath(path, locale)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${localePath(path, defaultLocale)}`} />
    </>
  )
}

export function ShareTags({ pageContext, title, description }: { pageContext: PageContextServer; title: string; description: string }) {
  const siteUrl = pageContext.siteUrl ?? ''
  const { locale } = pageContext
  // urlPathname is the path Vike routed, without the language's prefix (renderer/+onBeforeRoute.ts).
  const url = `${siteUrl}${localePath(pageContext.urlPathname, locale)}`
  const imageAlt = SHARE_IMAGE_ALT[locale]
  const image = `${siteUrl}${SHARE_IMAGE.path}`
  // Error pages have no address of their own to point at (and so one not-found page serves every unknown URL: server/page-delivery/not-found.ts).
  const ownAddress = !(pageContext.is404 || pageContext.errorWhileRendering)
  return (
    <>
      {ownAddress && <link rel="canonical" href={url} />}
      {ownAddress && <LanguageAlternates siteUrl={siteUrl} path={pageContext.urlPathname} />}
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={OG_LOCALE[other]} />
        ))}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {ownAddress && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  )
}
