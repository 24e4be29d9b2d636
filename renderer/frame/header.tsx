import { Menu, Sparkles, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { headerMessages } from '../../lib/i18n/catalogues/header.ts'
import { localePath } from '../../lib/i18n/locale.ts'
import { ThemeControl, useThemeChoice } from '../features/theme/theme-control.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { isActiveLink, mainNavigation, toolNavigation } from './navigation.ts'
import { SearchForm } from './search-form.tsx'
import { useMessages } from './use-messages.ts'
import { usePageContext } from './use-page-context.tsx'

function NavLinks({ links, pathname, onNavigate }: { links: typeof mainNavigation; pathname: string; onNavigate?: () => void }) {
  const t = useMessages(headerMessages)
  const { locale } = usePageContext()
  return (
    <ul className="nav-links">
      {links.map(({ href, label }) => {
        const active = isActiveLink(href, pathname)
        return (
          <li key={href}>
            <a
              href={localePath(href, locale)}
              className={active ? 'nav-link is-active' : 'nav-link'}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t[label]}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The sticky site header. Every route change is a page load (server routing),
 * so the mobile menu always starts closed on a new page; it also closes on
 * Escape (the focus goes back to its button), when one of its links is
 * followed and on a tap outside it. It is not modal: it closes when the focus
 * leaves the header, as the page behind it would otherwise take the focus out
 * of sight. It lies over the page rather than pushing it down (layout.css), so
 * opening and closing it keeps the reader's place.
 */
export function Header() {
  const { urlPathname, locale } = usePageContext()
  const t = useMessages(headerMessages)
  const [menuOpen, setMenuOpen] = useState(false)
  const [theme, chooseTheme] = useThemeChoice()
  const header = useRef<HTMLElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!menuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      menuButton.current?.focus()
    }
    // Tab past the last link, or a tap or click on the page below, takes the learner out of the header.
    const closeWhenOutside = (event: Event) => {
      if (!header.current?.contains(event.target as Node)) setMenuOpen(false)
    }
    window.addEventListener('keydown', closeOnEscape)
    document.addEventListener('focusin', closeWhenOutside)
    document.addEventListener('pointerdown', closeWhenOutside)
    return () => {
      window.removeEventListener('keydown', closeOnEscape)
      document.removeEventListener('focusin', closeWhenOutside)
      document.removeEventListener('pointerdown', closeWhenOutside)
    }
  }, [menuOpen])

  return (
    <header className="site-header" ref={header}>
      <div className="container site-header-bar">
        <a href={localePath('/', locale)} className="brand">
          <Sparkles aria-hidden="true" size={22} />
          <span>From Zero to Vibe</span>
        </a>
        <nav aria-label={t.mainNavigation} className="desktop-nav">
          <NavLinks links={mainNavigation} pathname={urlPathname} />
        </nav>
        <div className="desktop-search">
          <SearchForm id="search-desktop" />
        </div>
        {/* Wide screens only, as the theme control; phones have room for both in the menu (layout.css). */}
        <LanguageSwitch className="language-switch" />
        {/* Wide screens only; phones have room for it in the menu (layout.css). */}
        <ThemeControl theme={theme} onChoose={chooseTheme} />
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t.closeMenu : t.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
        </button>
        {/* Until the page's script runs (JavaScript off, or a slow network), the button above does nothing: this
            disclosure opens and closes the menu instead, by CSS alone (layout.css). Unlike a link to the menu, it
            neither scrolls the page nor adds steps to the Back button. */}
        <details className="menu-fallback">
          <summary className="menu-button">
            <Menu className="menu-fallback-closed" aria-hidden="true" size={22} />
            <X className="menu-fallback-open" aria-hidden="true" size={22} />
            <span className="visually-hidden menu-fallback-closed">{t.openMenu}</span>
            <span className="visually-hidden menu-fallback-open">{t.closeMenu}</span>
          </summary>
        </details>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
        <div className="container">
          <SearchForm id="search-mobile" />
          <div className="mobile-menu-groups">
            <nav aria-labelledby="mobile-menu-learn">
              <p id="mobile-menu-learn" className="mobile-menu-label">
                {t.menuLearn}
              </p>
              <NavLinks links={mainNavigation} pathname={urlPathname} onNavigate={() => setMenuOpen(false)} />
            </nav>
            <nav aria-labelledby="mobile-menu-tools">
              <p id="mobile-menu-tools" className="mobile-menu-label">
                {t.menuTools}
              </p>
              <NavLinks links={toolNavigation} pathname={urlPathname} onNavigate={() => setMenuOpen(false)} />
            </nav>
          </div>
          <LanguageSwitch className="language-switch" />
          <ThemeControl theme={theme} onChoose={chooseTheme} />
        </div>
      </div>
    </header>
  )
}
