import { Sparkles } from 'lucide-react'
import { frameMessages } from '../../lib/i18n/catalogues/frame.ts'
import { headerMessages } from '../../lib/i18n/catalogues/header.ts'
import { localePath } from '../../lib/i18n/locale.ts'
import { legalPath, PAGES } from '../../lib/paths.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { footerNavigation } from './navigation.ts'
import { useMessages } from './use-messages.ts'
import { usePageContext } from './use-page-context.tsx'

/** The year the site was built (vite.config.ts): the lessons' "checked on" dates never pass it. */
declare const __BUILD_YEAR__: number
/** The year the course began. */
const FIRST_YEAR = 2024

export function Footer() {
  const t = useMessages(frameMessages)
  const links = useMessages(headerMessages)
  const { locale } = usePageContext()
  const link = (path: string) => localePath(path, locale)
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div>
          <a href={link('/')} className="brand">
            <Sparkles aria-hidden="true" size={20} />
            <span>From Zero to Vibe</span>
          </a>
          <p className="site-footer-tagline">{t.footerTagline}</p>
          {/* Here rather than in the bottom line: a toast covers the page's last line, and focus there could not scroll above it. */}
          <LanguageSwitch className="language-switch" />
        </div>
        <nav aria-label={t.footerNavigation}>
          <h2 className="site-footer-heading">{t.footerLearn}</h2>
          <ul>
            {footerNavigation.map(({ href, label }) => (
              <li key={href}>
                <a href={link(href)}>{{ ...links, ...t }[label]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t.footerAbout}>
          <h2 className="site-footer-heading">{t.footerAbout}</h2>
          <ul>
            <li>
              <a href={link(legalPath('privacy'))}>{t.privacyPolicy}</a>
            </li>
            <li>
              <a href={link(legalPath('terms'))}>{t.termsOfService}</a>
            </li>
            <li>
              <a href={link(legalPath('accessibility'))}>{t.accessibility}</a>
            </li>
            <li>
              <a href={`${link(PAGES.getHelp)}#contact`}>{t.contact}</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer-bottom">
        <p>{t.copyright(FIRST_YEAR, __BUILD_YEAR__)}</p>
      </div>
    </footer>
  )
}
