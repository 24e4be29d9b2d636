import { Menu, Sparkles, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ThemeControl, useThemeChoice } from '../features/theme/theme-control.tsx'
import { isActiveLink, mainNavigation } from './navigation.ts'
import { SearchForm } from './search-form.tsx'
import { usePageContext } from './use-page-context.tsx'

function NavLinks({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  return (
    <ul className="nav-links">
      {mainNavigation.map(({ href, label }) => {
        const active = isActiveLink(href, pathname)
        return (
          <li key={href}>
            <a
              href={href}
              className={active ? 'nav-link is-active' : 'nav-link'}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {label}
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
 * Escape (the focus goes back to its button) and when one of its links is
 * followed. It is not modal: it closes when the focus leaves the header, as
 * the page behind it would otherwise take the focus out of sight.
 */
export function Header() {
  const { urlPathname } = usePageContext()
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
    // Tab past the last link (or a click on a control below) takes the focus out of the header.
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      if (!header.current?.contains(event.target as Node)) setMenuOpen(false)
    }
    window.addEventListener('keydown', closeOnEscape)
    document.addEventListener('focusin', closeWhenFocusLeaves)
    return () => {
      window.removeEventListener('keydown', closeOnEscape)
      document.removeEventListener('focusin', closeWhenFocusLeaves)
    }
  }, [menuOpen])

  return (
    <header className="site-header" ref={header}>
      <div className="container site-header-bar">
        <a href="/" className="brand">
          <Sparkles aria-hidden="true" size={22} />
          <span>From Zero to Vibe</span>
        </a>
        <nav aria-label="Main" className="desktop-nav">
          <NavLinks pathname={urlPathname} />
        </nav>
        <div className="desktop-search">
          <SearchForm id="search-desktop" />
        </div>
        {/* Wide screens only; phones have room for it in the menu (layout.css). */}
        <ThemeControl theme={theme} onChoose={chooseTheme} />
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
        </button>
        {/* Until the page's script runs (JavaScript off, or a slow network), the button above does nothing: these links
            open the menu as their target and close it again, by CSS alone (layout.css). */}
        <a href="#mobile-menu" className="menu-button menu-link menu-link-open" aria-label="Open menu">
          <Menu aria-hidden="true" size={22} />
        </a>
        <a href="#top" className="menu-button menu-link menu-link-close" aria-label="Close menu">
          <X aria-hidden="true" size={22} />
        </a>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
        <div className="container">
          <SearchForm id="search-mobile" />
          <nav aria-label="Main (mobile)">
            <NavLinks pathname={urlPathname} onNavigate={() => setMenuOpen(false)} />
          </nav>
          <ThemeControl theme={theme} onChoose={chooseTheme} />
        </div>
      </div>
    </header>
  )
}
