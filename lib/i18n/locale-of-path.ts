import { defaultLocale, type Locale, locales } from './locale.ts'

/** The language a path is in: its prefix (/es/guide is Spanish), English when it has none. */
export function localeOfPath(path: string): Locale {
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  return (
    locales.find((locale) => locale !== defaultLocale && (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`))) ?? defaultLocale
  )
}
