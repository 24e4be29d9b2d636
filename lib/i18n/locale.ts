/** The languages the site is written in: English at the bare paths, every other language under its own prefix (/es/...). */
export type Locale = 'en' | 'es'

export const locales: readonly Locale[] = ['en', 'es']

export const defaultLocale: Locale = 'en'

/** The address of `path` (an English path such as /guide) in `locale`: unchanged in English, /es/guide in Spanish. */
export function localePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
