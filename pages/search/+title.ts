import type { PageContextServer } from 'vike/types'
import { pageMessages } from '../../lib/i18n/catalogues/pages.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import type { Data } from './+data.ts'

export default ({ data, locale }: PageContextServer<Data>) => {
  const t = messagesIn(pageMessages, locale ?? 'en')
  return data.query ? t.searchPageTitleFor(data.query) : t.searchPageTitle
}
