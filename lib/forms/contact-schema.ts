/**
 * The one schema of a contact message body, for POST /api/contact (JSON) and
 * POST /get-help (the no-JavaScript form). The route's types are inferred
 * from it through Fastify's zod type provider. Server only (zod stays out of
 * the browser bundle).
 */
import type { z } from 'zod'
import type { Locale } from '../i18n/locale.ts'
import { contactCategories, contactLimits, contactUrgencies, DEFAULT_URGENCY } from './contact.ts'
import { formFields, type spamTrapFields } from './fields.ts'

/** The stored values of a list of options, as the non-empty tuple z.enum wants. */
function values<const Options extends readonly { value: string }[]>(options: Options) {
  return options.map((option) => option.value) as unknown as [Options[number]['value'], ...Options[number]['value'][]]
}

/** The schema whose errors are written in `locale` (the routes check with the English one, and word a refusal again in the form's language). */
export function contactBodySchemaIn(locale: Locale) {
  const { choiceField, emailField, formBody, spamTrapFields, textField } = formFields(locale)
  return formBody({
    name: textField('name', contactLimits.name),
    email: emailField('email'),
    subject: textField('subject', contactLimits.subject),
    category: choiceField('category', values(contactCategories)),
    message: textField('message', contactLimits.message, { multiline: true }),
    urgency: choiceField('urgency', values(contactUrgencies)).default(DEFAULT_URGENCY),
    ...spamTrapFields,
  })
}

export const contactBodySchema = contactBodySchemaIn('en')

export type ContactBody = z.output<typeof contactBodySchema>
/** What is stored: the body without its spam-trap fields. */
export type ContactMessageInput = Omit<ContactBody, keyof typeof spamTrapFields>
