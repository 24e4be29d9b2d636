/**
 * A page's language read from its address, and the addresses inside a page
 * kept in its language. The site's own paths (lib/paths.ts) are written once,
 * in English; a Spanish page is the same page under /es (renderer/+onBeforeRoute.ts
 * strips the prefix before routing), and every link it shows to another page
 * of the site is the /es one, so a learner who chose Spanish stays in Spanish
 * with no cookie (the address carries the choice).
 */
import { PLAYGROUND_FRAME_PATH } from '../paths.ts'
import { defaultLocale, type Locale, localePath, locales } from './locale.ts'

/** The locales other than the default, each with its prefix. */
const prefixed = locales.filter((locale) => locale !== defaultLocale)

/** The language of a path and the path without its prefix: '/es/section1' → es, '/section1'; '/es' → es, '/'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of prefixed) {
    if (pathname === `/${locale}` || pathname === `/${locale}/`) return { locale, path: '/' }
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) }
  }
  return { locale: defaultLocale, path: pathname }
}

/** A URL (path, query, fragment) in a locale: its path prefixed, the rest as it was. */
export function localeUrl(url: string, locale: Locale): string {
  const end = url.search(/[?#]/)
  const path = end === -1 ? url : url.slice(0, end)
  return localePath(path, locale) + (end === -1 ? '' : url.slice(end))
}

/**
 * Paths that are the site's files and endpoints, the same in every language:
 * the build's assets, the API, the sandbox frame, feeds, and any file name
 * with an extension (/og-image.jpg, /sw.js, /blog/rss.xml).
 */
function isLanguageNeutral(path: string): boolean {
  if (path.startsWith('/api/') || path.startsWith('/assets/') || path === PLAYGROUND_FRAME_PATH) return true
  const lastSegment = path.slice(path.lastIndexOf('/') + 1)
  return lastSegment.includes('.')
}

/** Whether a site path should carry the locale prefix in a page of that locale. */
function isLocalisable(url: string, locale: Locale): boolean {
  if (locale === defaultLocale || !url.startsWith('/') || url.startsWith('//')) return false
  const end = url.search(/[?#]/)
  const path = end === -1 ? url : url.slice(0, end)
  if (path === '') return false
  if (splitLocale(path).locale !== defaultLocale) return false
  return !isLanguageNeutral(path)
}

/** An href, form action or island prop: a site page's path prefixed, anything else as it was. */
export function localiseUrl(url: string, locale: Locale): string {
  return isLocalisable(url, locale) ? localeUrl(url, locale) : url
}

/**
 * A page's HTML with every link and form to another page of the site in its
 * language: `href="/..."` and `action="/..."` attributes, and the same inside
 * island props (renderer/islands/: JSON in an attribute, its quotes written
 * as &quot;), so a list an island redraws links to the same addresses. The
 * pages and components write the English paths of lib/paths.ts; this is the
 * one place a Spanish page's links gain their /es.
 */
export function localiseLinks(html: string, locale: Locale): string {
  if (locale === defaultLocale) return html
  return (
    html
      // A link that names its language (hreflang, written before href: the language switch) keeps its address.
      .replace(/(?<!hreflang="[\w-]+" )\b(href|action)="(\/[^"]*)"/gi, (whole, attribute: string, url: string) =>
        isLocalisable(url, locale) ? `${attribute}="${localeUrl(url, locale)}"` : whole,
      )
      .replace(/(&quot;href&quot;:&quot;)(\/.*?)(&quot;)/g, (whole, start: string, url: string, end: string) =>
        isLocalisable(url, locale) ? `${start}${localeUrl(url, locale)}${end}` : whole,
      )
  )
}
