import type { explainAppMessages } from '../../../lib/i18n/catalogues/explain-app.ts'
import type { Removable } from './removable.ts'

/** The words of "Explain your app" in the page's language. */
export type Messages = typeof explainAppMessages.en

/** "line 5 of script.js", "lines 5 to 9 of index.html". */
export const placeOf = (t: Messages, removable: Removable) =>
  t.place(removable.endLine > removable.line ? t.lines(removable.line, removable.endLine) : t.line(removable.line), removable.file)
