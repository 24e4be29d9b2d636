/**
 * The theme a learner chose in the header (renderer/features/theme/theme-control.tsx) is kept in
 * localStorage. Pages come from a cache that serves the same HTML to everyone,
 * so the server cannot know it: this snippet runs inline in <head>, before the
 * body is painted, and sets data-theme on <html> (tokens.css switches on it).
 * Without a stored choice the page follows the system setting through CSS alone.
 *
 * The Content-Security-Policy allows exactly this text by its sha256 hash
 * (server/plugins/security.ts hashes this same string), so any edit here is
 * allowed automatically and no other inline script is.
 */

/** The localStorage key holding 'light' or 'dark' (absent: follow the system). */
export const THEME_STORAGE_KEY = 'fztv-theme'

export const themes = ['system', 'light', 'dark'] as const
export type Theme = (typeof themes)[number]

// Private browsing or blocked storage throws on access: the page then simply follows the system.
export const themeScript = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`
