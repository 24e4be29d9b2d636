// Shows the Spanish suggestion (language-suggestion.tsx) to a browser that
// asks for Spanish first, until it is closed once. Reads and writes one
// localStorage key; no cookie.
import { LANGUAGE_SUGGESTION_ID } from './language-suggestion.tsx'

const DISMISSED_KEY = 'fztv-language-suggestion-closed'

/** Whether the browser's first language is Spanish (es, es-MX, es-419...). */
function prefersSpanish(): boolean {
  const first = navigator.languages?.[0] ?? navigator.language ?? ''
  return /^es\b/i.test(first)
}

export function suggestLanguage(): void {
  const note = document.getElementById(LANGUAGE_SUGGESTION_ID)
  if (!note || !prefersSpanish()) return
  try {
    if (localStorage.getItem(DISMISSED_KEY)) return
  } catch {
    // Storage refused (a private window's rules): the note shows, and closes for this page only.
  }
  note.hidden = false
  note.querySelector('[data-dismiss-suggestion]')?.addEventListener('click', () => {
    note.hidden = true
    try {
      localStorage.setItem(DISMISSED_KEY, '1')
    } catch {
      // Not kept: it may show again on the next page.
    }
  })
}
