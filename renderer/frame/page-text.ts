import type { PageContextServer } from 'vike/types'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import type { coursePages } from '../../lib/i18n/messages/en/course-pages.ts'
import { messagesIn, type TextKey } from '../../lib/i18n/messages.ts'

/** A +title or +description hook that gives one sentence of the course pages' catalogue in the page's language: `export default pageText('glossaryTitle')`. */
export function pageText(key: TextKey<typeof coursePages>) {
  return ({ locale }: PageContextServer): string => messagesIn(coursePageMessages, locale ?? 'en')[key]
}
