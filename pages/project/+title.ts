import type { PageContextServer } from 'vike/types'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import type { Data } from './+data.ts'

export default ({ data, locale }: PageContextServer<Data>) =>
  `${messagesIn(lessonMessages, locale ?? 'en').learningProjectName(data.id)}: ${data.title}`
