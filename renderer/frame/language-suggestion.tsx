// On an English page, a short note in Spanish for a visitor whose browser asks
// for Spanish first: a link to the same page in Spanish, and a button to close
// it for good. It only suggests: nothing ever redirects, and the choice is
// the address (no cookie). The page is the same for everyone (the page cache
// keeps one copy), so the note is in the HTML, hidden, and the browser shows
// it (suggest-language.ts) from navigator.languages, the list the browser
// sends as Accept-Language. Without JavaScript it stays hidden; the language
// switch in the header and footer is always there.
import { localePath } from '../../lib/i18n/locale.ts'
import { usePageContext } from './use-page-context.tsx'

export const LANGUAGE_SUGGESTION_ID = 'language-suggestion'

export function LanguageSuggestion() {
  const { locale, urlPathname } = usePageContext()
  if (locale !== 'en') return null
  return (
    <div id={LANGUAGE_SUGGESTION_ID} className="language-suggestion" lang="es" hidden>
      <div className="container">
        <p>
          ¿Prefieres leer en español?{' '}
          <a hrefLang="es" href={localePath(urlPathname, 'es')}>
            Lee esta página en español
          </a>
        </p>
        <button type="button" className="language-suggestion-close" data-dismiss-suggestion="">
          Cerrar
        </button>
      </div>
    </div>
  )
}
