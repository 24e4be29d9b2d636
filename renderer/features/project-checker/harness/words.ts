/**
 * The language the harness reports in (lib/i18n/messages/*\/check-steps.ts):
 * English unless the run asks for another (the live app check, from a
 * Spanish page). One run at a time drives a page, so the choice is the
 * module's.
 */
import { checkStepsMessages } from '../../../../lib/i18n/catalogues/check-steps.ts'
import type { Locale } from '../../../../lib/i18n/locale.ts'
import { messagesIn } from '../../../../lib/i18n/messages.ts'

let current = checkStepsMessages.en

/** The words of the run under way. */
export const stepWords = () => current

export function setStepLocale(locale: Locale): void {
  current = messagesIn(checkStepsMessages, locale)
}
