/** The one schema of a newsletter sign-up body (JSON API and no-JavaScript form). Server only. */
import type { z } from 'zod'
import type { Locale } from '../i18n/locale.ts'
import { formFields } from './fields.ts'

/** The schema whose refusals are worded in `locale` ('email must be ...', 'email: escribe ...'). */
export function subscribeBodySchemaIn(locale: Locale) {
  const { emailField, formBody, spamTrapFields } = formFields(locale)
  return formBody({ email: emailField('email'), ...spamTrapFields })
}

export const subscribeBodySchema = subscribeBodySchemaIn('en')

export type SubscribeBody = z.output<typeof subscribeBodySchema>
