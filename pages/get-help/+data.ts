// Get help: the support options, the contact form's state and the FAQ.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import { FORM_TOKEN_PLACEHOLDER } from '../../lib/forms/spam.ts'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  return {
    supportEmail: content.support.email,
    supportOptions: content.support.options,
    faq: content.faq,
    /** A form posted without JavaScript was refused: fill it again and show why. */
    submission: pageContext.contactForm ?? null,
    /** This copy's signed render time, for the spam check: the server writes it over the placeholder (lib/forms/spam.ts). */
    formToken: FORM_TOKEN_PLACEHOLDER,
    /** A form posted without JavaScript was stored (POST /get-help redirects to ?sent=1). */
    sent: pageContext.urlParsed.search.sent === '1',
  }
}

export type Data = Awaited<ReturnType<typeof data>>
