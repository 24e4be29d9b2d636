/**
 * The blog's 'Stay Updated' subscription, two ways in, one schema
 * (lib/forms/subscribe-schema.ts), one rate limit and one repository call:
 *
 * - POST /api/subscribe: JSON `{ email, formToken }` from the page's script.
 *   201 for a new address, 200 when it is already on the list, 400 naming the
 *   field, 429 with Retry-After.
 * - POST /blog/subscribe (/es/blog/subscribe...): the same form posted by a
 *   browser without JavaScript. A stored address is answered with a 303
 *   redirect to /blog?subscribe=<outcome>#stay-updated (the blog in the
 *   form's language), where the page shows the message; a refused one with
 *   the blog itself (400 or 429) showing why, beside the address as typed.
 *
 * Every answer is worded in the request's language (server/forms/request-locale.ts:
 * the Content-Language the page's script declares, or the form's /es/ path).
 *
 * A post caught by the honeypot gets the same answer as a new address and is
 * not stored; one whose form token is missing, forged or too fresh is stored
 * as suspect with the reason (server/forms/spam-traps.ts), and answered the same.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiPaths, type SubscribeAnswer } from '../../lib/api.ts'
import type { SubscribeFormRefusal, SubscribeOutcome } from '../../lib/forms/subscribe.ts'
import { type SubscribeBody, subscribeBodySchema, subscribeBodySchemaIn } from '../../lib/forms/subscribe-schema.ts'
import { serverMessages } from '../../lib/i18n/catalogues/server.ts'
import { subscribeFormMessages } from '../../lib/i18n/catalogues/subscribe.ts'
import { type Locale, localePath, locales } from '../../lib/i18n/locale.ts'
import { loadMessages, messagesIn } from '../../lib/i18n/messages.ts'
import { PAGES, SUBSCRIBE_FORM_PATH } from '../../lib/paths.ts'
import { WriteUnavailableError } from '../db/write-path.ts'
import { acceptOnlyFormBodies } from '../forms/body-parsers.ts'
import { requestLocale, validateInRequestLanguage } from '../forms/request-locale.ts'
import { checkSpamTraps, type SpamTrapSettings } from '../forms/spam-traps.ts'
import { firstFieldError } from '../forms/validation-errors.ts'
import { createLimiter, TooManyRequestsError } from '../rate-limits/rate-limits.ts'
import { requireJson } from './json-body.ts'

/** An address is at most 254 characters; the URL-encoded worst case (12 bytes a character) still fits. */
const SUBSCRIBE_BODY_LIMIT = 4 * 1024

/** The page the no-JavaScript form belongs to, in its language. */
const blogPath = (locale: Locale) => localePath(PAGES.blog, locale)

interface SubscribeRouteOptions {
  /** Subscription attempts allowed per client per minute (both endpoints together). */
  rateLimitMax: number
  spamTraps: SpamTrapSettings
}

/** Where the no-JavaScript form lands after a stored address: the blog, scrolled to the form, with the outcome to show. */
function subscribeResultUrl(outcome: SubscribeOutcome, locale: Locale): string {
  return `${blogPath(locale)}?subscribe=${outcome}#stay-updated`
}

const outcomeResponse = z.object({ outcome: z.enum(['ok', 'exists']), message: z.string() })

/** The address as posted, to fill the field again. */
function postedEmail(body: unknown): string {
  const email = body && typeof body === 'object' ? (body as Record<string, unknown>).email : undefined
  return typeof email === 'string' ? email : ''
}

export default async function subscribeRoutes(app: FastifyInstance, { rateLimitMax, spamTraps }: SubscribeRouteOptions) {
  // The form's words in every language, read synchronously by its answers.
  for (const locale of locales) await loadMessages(locale)
  const wordsFor = (request: FastifyRequest) => messagesIn(subscribeFormMessages, requestLocale(request))
  // One limiter (one counter per client) in front of both endpoints, run once
  // the body is read and before it is checked (so refused posts count too), so the
  // form cannot be used to double the API's allowance.
  const rateLimit = createLimiter(app, {
    name: 'subscribe',
    max: rateLimitMax,
    tooMany: 'tooManySubscribe',
  })
  const beforeValidation = [rateLimit, validateInRequestLanguage(subscribeBodySchemaIn)]

  /** Stores the address (as suspect when a spam trap doubts it) unless the honeypot caught the post (the address itself is never logged). */
  async function subscribe(request: FastifyRequest, { email, ...traps }: SubscribeBody): Promise<'ok' | 'exists'> {
    const verdict = checkSpamTraps(request, 'subscribe', traps, spamTraps)
    if (verdict.drop) return 'ok'
    const { created } = await app.writePath.guard(
      () => app.repositories.subscribers.subscribe(email, verdict.suspectReason),
      wordsFor(request).error,
    )
    request.log.info({ newSubscriber: created }, 'subscription stored')
    return created ? 'ok' : 'exists'
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.subscribe,
    {
      bodyLimit: SUBSCRIBE_BODY_LIMIT,
      schema: { body: subscribeBodySchema, response: { 200: outcomeResponse, 201: outcomeResponse } },
      onRequest: requireJson,
      preValidation: beforeValidation,
    },
    async (request, reply) => {
      const outcome = await subscribe(request, request.body)
      return reply.status(outcome === 'ok' ? 201 : 200).send({ outcome, message: wordsFor(request)[outcome] } satisfies SubscribeAnswer)
    },
  )

  await app.register(async function subscribeForm(form) {
    acceptOnlyFormBodies(form, SUBSCRIBE_BODY_LIMIT)

    // A person is reading the answer: a refusal is the blog again, with the
    // reason beside the field; our own failure is the blog's error message.
    form.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
      const statusCode = error.statusCode ?? 500
      const locale = requestLocale(request)
      const t = wordsFor(request)
      // The database cannot take it just now (logged by app.writePath): the blog again, the address kept, 503 with Retry-After.
      if (error instanceof WriteUnavailableError) {
        reply.header('retry-after', error.retryAfterSeconds)
        const subscribeForm: SubscribeFormRefusal = { outcome: 'error', message: error.message, email: postedEmail(request.body) }
        return reply.sendPage({ url: blogPath(locale), statusCode: 503, pageContext: { subscribeForm } })
      }
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'subscription form failed')
        return reply.redirect(subscribeResultUrl('error', locale), 303)
      }
      const limited = error instanceof TooManyRequestsError
      const invalid = firstFieldError(error)
      const subscribeForm: SubscribeFormRefusal = {
        outcome: limited ? 'limited' : 'invalid',
        message: limited
          ? error.message
          : invalid?.field === 'email'
            ? invalid.message.replace(/^email/, t.yourEmail)
            : messagesIn(serverMessages, locale).formUnreadable(invalid?.message ?? error.message),
        email: postedEmail(request.body),
      }
      return reply.sendPage({ url: blogPath(locale), statusCode: invalid ? 400 : statusCode, pageContext: { subscribeForm } })
    })

    for (const locale of locales)
      form
        .withTypeProvider<ZodTypeProvider>()
        .post(
          localePath(SUBSCRIBE_FORM_PATH, locale),
          { bodyLimit: SUBSCRIBE_BODY_LIMIT, schema: { body: subscribeBodySchema }, preValidation: beforeValidation },
          async (request, reply) => reply.redirect(subscribeResultUrl(await subscribe(request, request.body), locale), 303),
        )
  })
}
