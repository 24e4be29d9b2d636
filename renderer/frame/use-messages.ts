import type { Catalogue, LoadedCatalogue, Messages } from '../../lib/i18n/messages.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import { usePageContext } from './use-page-context.tsx'

/** The messages of one feature's catalogue in the page's language (pageContext.locale, English when unset). */
export function useMessages<English extends Messages>(catalogue: Catalogue<English> | LoadedCatalogue<English>): English {
  return messagesIn(catalogue, usePageContext().locale ?? 'en')
}
