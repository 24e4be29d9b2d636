import { Sparkles } from 'lucide-react'
import { localePath } from '../../lib/i18n/locale.ts'
import { legalPath, PAGES } from '../../lib/paths.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { footerNavigation } from './navigation.ts'
import { usePageContext } from './use-page-context.tsx'

/** The year the site was built (vite.config.ts): the lessons' "checked on" dates never pass it. */
declare const __BUILD_YEAR__: number
/** The year the course began. */
const FIRST_YEAR = 2024

export function Footer() {
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
          <p className="site-footer-tagline">Empowering the next generation of creators through AI-assisted development.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="site-footer-heading">Learn</h2>
          <ul>
            {footerNavigation.map(({ href, label }) => (
              <li key={href}>
                <a href={link(href)}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="About">
          <h2 className="site-footer-heading">About</h2>
          <ul>
            <li>
              <a href={link(legalPath('privacy'))}>Privacy Policy</a>
            </li>
            <li>
              <a href={link(legalPath('terms'))}>Terms of Service</a>
            </li>
            <li>
              <a href={link(legalPath('accessibility'))}>Accessibility</a>
            </li>
            <li>
              <a href={`${link(PAGES.getHelp)}#contact`}>Contact</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer-bottom">
        <LanguageSwitch className="language-switch" />
        <p>{`© ${FIRST_YEAR}–${__BUILD_YEAR__} From Zero to Vibe. Free to learn, forever.`}</p>
      </div>
    </footer>
  )
}
