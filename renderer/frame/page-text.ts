import type { PageContextServer } from 'vike/types'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import type { coursePages } from '../../lib/i18n/messages/en/course-pages.ts'
import { type Catalogue, type Messages, messagesIn, type TextKey } from '../../lib/i18n/messages.ts'

/** A +title or +description hook that gives one sentence of `catalogue` in the page's language: `export default textOf(toolPagesMessages, 'reviewTitle')`. */
export function textOf<English extends Messages>(catalogue: Catalogue<English>, key: TextKey<English>) {
  return ({ locale }: PageContextServer): string => messagesIn(catalogue, locale ?? 'en')[key] as string
}

/** The same for the course pages' catalogue, which most pages' titles come from: `export default pageText('glossaryTitle')`. */
export const pageText = (key: TextKey<typeof coursePages>) => textOf(coursePageMessages, key)
