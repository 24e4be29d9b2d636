// What a page in another language says when it shows the English instead
// (course/translations.ts): no translation yet, or one of an English that has
// since changed, which is never served. A short note in the page's language
// above the page, with the way to what changed (/changes, in that language).
import type { TranslationStatus } from '../../course/translations.ts'
import type { Locale } from '../../lib/i18n/locale.ts'
import { PAGES } from '../../lib/paths.ts'
import { usePageContext } from './use-page-context.tsx'

/** The note for each language and reason; English pages are always in English, so they have none. */
const NOTICES: Record<Exclude<Locale, 'en'>, Record<'missing' | 'stale', string>> = {
  es: {
    missing: 'Esta página aún no está traducida, así que te la mostramos en inglés.',
    stale:
      'La traducción de esta página está desactualizada: la versión en inglés cambió. Mientras la actualizamos, te la mostramos en inglés.',
  },
}
const CHANGES_LINK: Record<Exclude<Locale, 'en'>, string> = { es: 'Ver qué cambió en el curso' }

/** Whether a page in `locale` shows the English in place of its translation. */
export function showsEnglishInstead(locale: Locale, translation: TranslationStatus | undefined): translation is 'missing' | 'stale' {
  return locale !== 'en' && (translation === 'missing' || translation === 'stale')
}

export function TranslationNotice() {
  const { locale, data } = usePageContext()
  const translation = (data as { translation?: TranslationStatus } | undefined)?.translation
  if (locale === 'en' || !showsEnglishInstead(locale, translation)) return null
  return (
    <div className="container">
      <p className="notice translation-notice" data-translation={translation}>
        {NOTICES[locale][translation]} <a href={PAGES.changes}>{CHANGES_LINK[locale]}</a>
      </p>
    </div>
  )
}
