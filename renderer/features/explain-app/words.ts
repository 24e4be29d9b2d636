import type { explainAppMessages } from '../../../lib/i18n/catalogues/explain-app.ts'
import type { StopReason } from './lines-that-matter.ts'
import type { Removable } from './removable.ts'

/** The words of "Explain your app" in the page's language. */
export type Messages = typeof explainAppMessages.en

/** "line 5 of script.js", "lines 5 to 9 of index.html". */
export const placeOf = (t: Messages, removable: Removable) =>
  t.place(removable.endLine > removable.line ? t.lines(removable.line, removable.endLine) : t.line(removable.line), removable.file)

/** Why the app stops, in the page's language; the app's own error as it threw it. */
export function stopWords(t: Messages, why: StopReason): string {
  switch (why.kind) {
    case 'error':
      return why.message
    case 'froze':
      return t.stopFroze
    case 'unparsable':
      return t.stopUnparsable(why.detail)
    case 'unavailable':
      return t.stopUnavailable
    case 'unexpected':
      return t.stopUnexpected
  }
}
