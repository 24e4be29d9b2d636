import type { PageContextServer } from 'vike/types'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import type { Data } from './+data.ts'

// One category's list is a page of its own for a reader's tabs and bookmarks; a search keeps the blog's title.
export default ({ data, locale }: PageContextServer<Data>) => {
  const t = messagesIn(coursePageMessages, locale ?? 'en')
  return data.category ? t.blogCategoryTitle(data.category.label) : t.blogTitle
}
