import { useCallback, useEffect, useState } from 'react'
import { headerMessages } from '../../../lib/i18n/catalogues/header.ts'
import type { header } from '../../../lib/i18n/messages/en/header.ts'
import type { TextKey } from '../../../lib/i18n/messages.ts'
import { THEME_STORAGE_KEY, type Theme, themes } from '../../../lib/theme.ts'
import { useMessages } from '../../frame/use-messages.ts'

const themeLabels = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' } as const satisfies Record<
  Theme,
  TextKey<typeof header>
>

function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY)
    return value === 'light' || value === 'dark' ? value : 'system'
  } catch {
    return 'system'
  }
}

function applyTheme(theme: Theme) {
  const root = document.documentElement
  try {
    if (theme === 'system') localStorage.removeItem(THEME_STORAGE_KEY)
    else localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Storage blocked: the choice still applies to this page.
  }
  if (theme === 'system') delete root.dataset.theme
  else root.dataset.theme = theme
}

/**
 * The learner's theme choice, undefined until it has been read after
 * hydration, and the function that applies and stores a new one. One owner
 * (the header) shares it between its controls, so they always agree.
 */
export function useThemeChoice(): [Theme | undefined, (theme: Theme) => void] {
  const [theme, setTheme] = useState<Theme | undefined>(undefined)
  useEffect(() => setTheme(storedTheme()), [])
  const choose = useCallback((chosen: Theme) => {
    applyTheme(chosen)
    setTheme(chosen)
  }, [])
  return [theme, choose]
}

/**
 * The light/dark/system choice (the header shows one on wide screens, the
 * mobile menu one on phones). It needs JavaScript, so it stays invisible (its
 * space kept) until the page runs it; without it the page follows the system
 * setting. The server cannot know a stored choice (pages are cached for
 * everyone): when one is stored, the header hydrates as the page loads
 * (header.island.tsx), before the control shows.
 */
export function ThemeControl({ theme, onChoose }: { theme: Theme | undefined; onChoose: (theme: Theme) => void }) {
  const t = useMessages(headerMessages)
  return (
    <label className="theme-control needs-js">
      <span className="theme-control-label">{t.themeLabel}</span>
      <select value={theme ?? 'system'} onChange={(event) => onChoose(event.target.value as Theme)}>
        {themes.map((option) => (
          <option key={option} value={option}>
            {t[themeLabels[option]]}
          </option>
        ))}
      </select>
    </label>
  )
}
