// The way to the same page in the other languages: a plain link, so it works
// without JavaScript, and the language is then carried by the address alone
// (no cookie, nothing to remember). Each link names its language in that
// language ("Español" on an English page), with lang and hreflang, so a
// screen reader says it in the right voice. The hreflang comes before href:
// the Spanish page's link rewrite leaves a link that names its language as it
// is (lib/i18n/localized-urls.ts).
import { type Locale, localePath, locales } from '../../lib/i18n/locale.ts'
import { usePageContext } from './use-page-context.tsx'

/** Each language's name in itself. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' }

export function LanguageSwitch({ className }: { className: string }) {
  const { urlPathname, locale } = usePageContext()
  return (
    <ul className={className}>
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <li key={other}>
            <a hrefLang={other} href={localePath(urlPathname, other)} lang={other}>
              {LANGUAGE_NAMES[other]}
            </a>
          </li>
        ))}
    </ul>
  )
}
