import type { PageContextServer } from 'vike/types'
import { frameMessages } from '../../lib/i18n/catalogues/frame.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'

export default function title({ is404, abortReason, locale }: PageContextServer): string {
  const t = messagesIn(frameMessages, locale ?? 'en')
  if (!is404) return t.errorTitle
  return abortReason?.title ?? t.notFoundTitle
}
