/**
 * The theme a learner chose in the header (renderer/features/theme/theme-control.tsx) is kept in
 * localStorage. Pages come from a cache that serves the same HTML to everyone,
 * so the server cannot know it: this snippet runs inline in <head>, before the
 * body is painted, and sets data-theme on <html> (tokens.css switches on it).
 * It also marks that the page runs its own script (LAY_OUT_LATER_CLASS).
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

/**
 * The class this snippet puts on <html> at once: this page runs its own
 * script, so the parts of a long lesson below the first screen may wait to be
 * laid out (renderer/styles/prose.css), since the page's script lays them out
 * after load (renderer/frame/lay-out-rest-of-page.ts). Set here, in <head>,
 * so it is there before the first layout, which is what the wait saves; the
 * `scripting` media feature cannot say it, as it stays on where the page's
 * script never arrives (Playwright's no-JavaScript contexts, a failed
 * request). A page whose script does not run lays everything out at once, and
 * the start script takes the class away if the page's script fails to load
 * (server/page-delivery/start-scripts.ts).
 */
export const LAY_OUT_LATER_CLASS = 'lay-out-later'

// Private browsing or blocked storage throws on access: the page then simply follows the system.
export const themeScript = `document.documentElement.classList.add('${LAY_OUT_LATER_CLASS}');try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`
