/**
 * The contact form's two ways in. Both check the same schema
 * (lib/forms/contact-schema.ts), share one rate limit and store through the
 * same repository call:
 *
 * - POST /api/contact: JSON sent by the help page's script. 201 when stored;
 *   400 with { field, message } naming what to fix; 429 with Retry-After.
 * - POST /get-help: the same form posted as a plain HTML form when the page
 *   runs without JavaScript. An accepted message is answered with a 303
 *   redirect to /get-help?sent=1#contact, which shows the success message.
 *   A refused one is answered with the help page itself (status 400, or 429
 *   over the limit), rendered through Vike with the submitted values and the
 *   error beside its field. A redirect cannot carry the values without
 *   storing them somewhere, so the page is rendered in this response instead.
 *
 * A post caught by the honeypot gets the same answer as a stored one and is
 * not stored; one whose form token is missing, forged or too fresh is stored
 * as suspect with the reason (server/forms/spam-traps.ts), and answered the same.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiPaths, type ContactSent } from '../../lib/api.ts'
import { type ContactField, type ContactFormSubmission, isContactField, storedUrgency, withFieldLabel } from '../../lib/forms/contact.ts'
import { type ContactBody, contactBodySchema, contactBodySchemaIn } from '../../lib/forms/contact-schema.ts'
import { contactMessages } from '../../lib/i18n/catalogues/contact.ts'
import { serverMessages } from '../../lib/i18n/catalogues/server.ts'
import { type Locale, localePath, locales } from '../../lib/i18n/locale.ts'
import { loadMessages, messagesIn } from '../../lib/i18n/messages.ts'
import { PAGES } from '../../lib/paths.ts'
import { WriteUnavailableError } from '../db/write-path.ts'
import { acceptOnlyFormBodies } from '../forms/body-parsers.ts'
import { requestLocale, validateInRequestLanguage } from '../forms/request-locale.ts'
import { checkSpamTraps, type SpamTrapSettings } from '../forms/spam-traps.ts'
import { firstFieldError } from '../forms/validation-errors.ts'
import { createLimiter, TooManyRequestsError } from '../rate-limits/rate-limits.ts'
import { requireJson } from './json-body.ts'

/** Small enough to stop abuse, large enough for a 5,000-character message in any script (4 bytes a character, worst case). */
const CONTACT_BODY_LIMIT = 32 * 1024

/** Where the form posts without JavaScript (the help page in its language: /get-help, /es/get-help), and where the visitor lands after it. */
const contactFormPath = (locale: Locale) => localePath(PAGES.getHelp, locale)
const contactFormSentUrl = (locale: Locale) => `${contactFormPath(locale)}?sent=1#contact`

/** The form's labels in `locale`, which a refusal names its field by. */
function fieldLabels(locale: Locale): Record<ContactField, string> {
  const t = messagesIn(contactMessages, locale)
  return {
    name: t.labelName,
    email: t.labelEmail,
    category: t.labelCategory,
    subject: t.labelSubject,
    message: t.labelMessage,
    urgency: t.labelUrgency,
  }
}

const sentResponse = z.object({ outcome: z.literal('sent'), title: z.string(), description: z.string() })

interface ContactRouteOptions {
  /** Messages allowed per client per minute, counted across both endpoints. */
  rateLimitMax: number
  spamTraps: SpamTrapSettings
}

/** The form's own fields from a posted body, as text, to fill the form again. */
function submittedValues(body: unknown): ContactFormSubmission['values'] {
  const values: ContactFormSubmission['values'] = {}
  if (!body || typeof body !== 'object') return values
  for (const [field, value] of Object.entries(body)) {
    if (isContactField(field) && typeof value === 'string') values[field] = value
  }
  return values
}

/**
 * Why a form post was refused, worded for the form: a schema complaint named
 * by the field's label ('Full Name must not be empty') and placed beside that
 * field; anything else (too many messages, an unknown field, an unreadable
 * body) above the form.
 */
function refusal(error: FastifyError, locale: Locale): Omit<ContactFormSubmission, 'values'> {
  const invalid = firstFieldError(error)
  if (invalid && isContactField(invalid.field))
    return { errors: { [invalid.field]: withFieldLabel(invalid.field, invalid.message, fieldLabels(locale)) } }
  if (error instanceof TooManyRequestsError || error instanceof WriteUnavailableError) return { errors: {}, formError: error.message }
  const reason = invalid?.message ?? error.message
  return { errors: {}, formError: messagesIn(serverMessages, locale).formUnreadable(reason) }
}

export default async function contactRoutes(app: FastifyInstance, { rateLimitMax, spamTraps }: ContactRouteOptions) {
  // The form's words in every language, read synchronously by its answers.
  for (const locale of locales) await loadMessages(locale)
  // One limiter (one counter per client) for both endpoints, run once the
  // body is read (so a refused form can be shown again with its values) and
  // before it is checked (so refused posts count too): a client may
  // send rateLimitMax messages a minute whichever way the form posts.
  const rateLimit = createLimiter(app, {
    name: 'contact',
    max: rateLimitMax,
    tooMany: 'tooManyContact',
  })
  const beforeValidation = [rateLimit, validateInRequestLanguage(contactBodySchemaIn)]

  /** Stores the message (as suspect when a spam trap doubts it) unless the honeypot caught it; either way the sender is told it was sent. */
  async function accept(request: FastifyRequest, { website, formToken, startedAt, ...message }: ContactBody) {
    const verdict = checkSpamTraps(request, 'contact', { website, formToken, startedAt }, spamTraps)
    if (verdict.drop) return
    const { id } = await app.writePath.guard(
      () =>
        app.repositories.contactMessages.create(
          { ...message, urgency: storedUrgency(message.category, message.urgency) },
          verdict.suspectReason,
        ),
      messagesIn(serverMessages, requestLocale(request)).contactUnavailable,
    )
    request.log.info({ contactMessageId: id, suspect: verdict.suspectReason !== null }, 'contact message stored')
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.contact,
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      schema: { body: contactBodySchema, response: { 201: sentResponse } },
      onRequest: requireJson,
      preValidation: beforeValidation,
    },
    async (request, reply) => {
      await accept(request, request.body)
      const t = messagesIn(contactMessages, requestLocale(request))
      return reply.status(201).send({ outcome: 'sent', title: t.sentTitle, description: t.sentDescription } satisfies ContactSent)
    },
  )

  // The form parser and the page-rendering error handler live in this child
  // context only: no other route accepts form bodies, and the JSON API keeps
  // answering with JSON.
  await app.register(async function contactFormPost(form) {
    acceptOnlyFormBodies(form, CONTACT_BODY_LIMIT)

    /** Answers a refused form post with the help page, showing the values and what to fix. */
    form.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
      const statusCode = error.statusCode ?? 500
      const unavailable = error instanceof WriteUnavailableError
      // A database fault is logged by app.writePath (once a minute), not per post.
      const ourFault = statusCode >= 500 && !unavailable
      if (ourFault) request.log.error({ err: error }, 'contact form failed')
      if (unavailable) reply.header('retry-after', error.retryAfterSeconds)
      const locale = requestLocale(request)
      const contactForm: ContactFormSubmission = {
        values: submittedValues(request.body),
        ...(ourFault ? { errors: {}, formError: messagesIn(serverMessages, locale).contactOurFault } : refusal(error, locale)),
      }
      return reply.sendPage({ statusCode: firstFieldError(error) ? 400 : statusCode, pageContext: { contactForm } })
    })

    for (const locale of locales)
      form
        .withTypeProvider<ZodTypeProvider>()
        .post(
          contactFormPath(locale),
          { bodyLimit: CONTACT_BODY_LIMIT, schema: { body: contactBodySchema }, preValidation: beforeValidation },
          async (request, reply) => {
            await accept(request, request.body)
            return reply.redirect(contactFormSentUrl(locale), 303)
          },
        )
  })
}
