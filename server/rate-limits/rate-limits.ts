/**
 * The one way the site limits requests: a limiter is an `onRequest` hook
 * holding one counter per client (request.ip, which honours TRUST_PROXY), and
 * every route that should share an allowance uses the same hook. Over the
 * limit the hook sets Retry-After and throws TooManyRequestsError; each
 * context's error handler turns that into its kind of answer (JSON for the
 * API, the page again for a form posted without JavaScript).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { serverMessages } from '../../lib/i18n/catalogues/server.ts'
import type { server } from '../../lib/i18n/messages/en/server.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import { requestLocale } from '../forms/request-locale.ts'

export class TooManyRequestsError extends Error {
  override name = 'TooManyRequestsError'
  readonly statusCode = 429

  constructor(
    message: string,
    /** Seconds until the client may try again (also sent as Retry-After). */
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}

/** The server's messages that say a client is over a limit, given how long to wait. */
type TooManyMessage = Extract<keyof typeof server, `tooMany${string}`>

interface LimiterOptions {
  /**
   * What is counted ('contact', 'subscribe', 'page-renders'): each limiter's
   * counters are kept under its own name, which matters when they live in one
   * shared Redis (REDIS_URL) rather than in each limiter's own memory.
   */
  name: string
  /** Requests allowed per client in each window. */
  max: number
  /** The window, in milliseconds (one minute unless said). */
  timeWindowMs?: number
  /**
   * The sentence a person reads when over the limit, given how long to wait
   * ('in 40 seconds'): a message of lib/i18n/messages/en/server.ts, written
   * in the request's language (server/forms/request-locale.ts).
   */
  tooMany: TooManyMessage
}

/** A hook that counts each request it runs for against one shared per-client allowance. */
export function createLimiter(app: FastifyInstance, { name, max, timeWindowMs = 60_000, tooMany }: LimiterOptions) {
  const check = app.createRateLimit({ max, timeWindow: timeWindowMs, keyGenerator: (request) => `${name}:${request.ip}` })
  return async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    const limit = await check(request)
    if (limit.isAllowed || !limit.isExceeded) return
    const seconds = Math.max(1, limit.ttlInSeconds)
    reply.header('retry-after', seconds)
    const t = messagesIn(serverMessages, requestLocale(request))
    throw new TooManyRequestsError(t[tooMany](t.waitIn(seconds)), seconds)
  }
}
