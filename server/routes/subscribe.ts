/**
 * The blog's 'Stay Updated' subscription, two ways in, one validation and one
 * repository call:
 *
 * - POST /api/subscribe: JSON `{ email }` from the page's script. 201 for a new
 *   address, 200 when it is already on the list, 400 naming the field otherwise.
 * - POST /blog/subscribe: the same form posted by a browser without
 *   JavaScript (application/x-www-form-urlencoded). Every outcome is a 303
 *   redirect back to /blog?subscribe=<outcome>#stay-updated, where the page
 *   shows the matching message.
 *
 * Both share one rate limit per client (RATE_LIMIT_MAX a minute, like the
 * contact form).
 */
import formbody from '@fastify/formbody'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SUBSCRIBER_EMAIL_MAX_LENGTH, type SubscribeOutcome, subscribeMessages } from '../../content/subscribe-form.ts'
import { requireJson, trimStrings } from './json-body.ts'

/** An address is at most 254 characters; the URL-encoded worst case (12 bytes a character) still fits. */
export const SUBSCRIBE_BODY_LIMIT = 4 * 1024

export const subscribeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: SUBSCRIBER_EMAIL_MAX_LENGTH, format: 'email' },
  },
} as const

interface SubscribeBody {
  email: string
}

export interface SubscribeRouteOptions {
  /** Subscription attempts allowed per client per minute (both endpoints together). */
  rateLimitMax: number
}

/** Where the no-JavaScript form lands after posting: the blog, scrolled to the form, with the outcome to show. */
export function subscribeResultUrl(outcome: SubscribeOutcome): string {
  return `/blog?subscribe=${outcome}#stay-updated`
}

export default async function subscribeRoutes(app: FastifyInstance, { rateLimitMax }: SubscribeRouteOptions) {
  // One limiter (one counter per client) in front of both endpoints, so the
  // form cannot be used to double the API's allowance.
  const limitAttempts = app.rateLimit({ max: rateLimitMax, timeWindow: '1 minute', keyGenerator: (request) => `subscribe:${request.ip}` })

  /** Stores the address (the one repository call both endpoints make); the address itself is not logged. */
  async function subscribe(request: FastifyRequest<{ Body: SubscribeBody }>): Promise<'ok' | 'exists'> {
    const { created } = await app.repositories.subscribers.subscribe(request.body.email)
    request.log.info({ newSubscriber: created }, 'subscription stored')
    return created ? 'ok' : 'exists'
  }

  const outcomeBody = {
    type: 'object',
    properties: { outcome: { type: 'string' }, message: { type: 'string' } },
    required: ['outcome', 'message'],
  } as const

  app.post<{ Body: SubscribeBody }>(
    '/api/subscribe',
    {
      bodyLimit: SUBSCRIBE_BODY_LIMIT,
      schema: { body: subscribeBodySchema, response: { 200: outcomeBody, 201: outcomeBody } },
      onRequest: [requireJson, limitAttempts],
      preValidation: trimStrings,
    },
    async (request, reply) => {
      const outcome = await subscribe(request)
      return reply.status(outcome === 'ok' ? 201 : 200).send({ outcome, message: subscribeMessages[outcome] })
    },
  )

  // The form endpoint lives in its own child context, so the form-body parser
  // and the redirecting error handler apply to it alone (the JSON API keeps
  // answering with JSON, and other routes never parse form bodies).
  await app.register(async function subscribeForm(form) {
    await form.register(formbody, { bodyLimit: SUBSCRIBE_BODY_LIMIT })
    // A browser form never sends JSON; without this parser Fastify answers 415.
    form.removeContentTypeParser('application/json')

    const redirect = (reply: FastifyReply, outcome: SubscribeOutcome) => reply.redirect(subscribeResultUrl(outcome), 303)

    // A person is reading the answer, so every failure (rate limit, a body
    // that cannot be parsed, our own error) becomes a message on the page too.
    form.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500
      if (status >= 500) {
        request.log.error({ err: error }, 'subscription form failed')
        return redirect(reply, 'error')
      }
      return redirect(reply, status === 429 ? 'limited' : 'invalid')
    })

    form.post<{ Body: SubscribeBody }>(
      '/blog/subscribe',
      {
        bodyLimit: SUBSCRIBE_BODY_LIMIT,
        onRequest: limitAttempts,
        schema: { body: subscribeBodySchema },
        // The handler turns a schema failure into the 'invalid' message.
        attachValidation: true,
        preValidation: trimStrings,
      },
      async (request, reply) => {
        // A page on another site could post this plain form on its visitors'
        // behalf and sign up addresses they never typed; the JSON endpoint is
        // safe from that (browsers ask first).
        if (request.headers['sec-fetch-site'] === 'cross-site') {
          return reply.status(403).send({ error: 'Forbidden', message: 'Send the form from this site.' })
        }
        if (request.validationError) return redirect(reply, 'invalid')
        return redirect(reply, await subscribe(request))
      },
    )
  })
}
