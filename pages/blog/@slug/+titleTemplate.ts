import type { PageContextServer } from 'vike/types'
import { coursePageMessages } from '../../../lib/i18n/catalogues/course-pages.ts'
import { messagesIn } from '../../../lib/i18n/messages.ts'

// An article's title names the blog rather than the site (docs/product-rules.md, 'Lists'), in the page's language.
export default ({ locale }: PageContextServer): string => `%s | ${messagesIn(coursePageMessages, locale ?? 'en').blogTitle}`
