/**
 * Unstuck, two ways in over one catalogue (app.unstucks, course/search/stuck.ts),
 * the learner's text always in the request's body, never in its address
 * (which browsers keep in their history and proxies in their access logs):
 *
 * - POST /stuck: the form, posted without JavaScript, answered with the page
 *   itself, graded and rendered on the server for this request alone, and
 *   said `no-store` (the page's +config.ts). GET /stuck is the empty page,
 *   or one problem opened by its link (?problem=); those hold nothing of the
 *   learner's, so they come from the query page cache.
 * - POST /api/stuck: the same answer as JSON ({ q }), which the page asks for
 *   while the learner types.
 *
 * Both store nothing, so they need no form token; they share a body limit and
 * one per-client rate limit. The log never shows the text: Fastify logs no
 * bodies, and a query sent to these paths anyway is left out of the access
 * line (server/logging/private-queries.ts).
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { readStuckQuery } from '../../course/search/stuck.ts'
import { apiPaths } from '../../lib/api.ts'
import { stuckBodySchema } from '../../lib/forms/stuck-schema.ts'
import { localePath, locales } from '../../lib/i18n/locale.ts'
import { localeUrl } from '../../lib/i18n/localized-urls.ts'
import { PAGES } from '../../lib/paths.ts'
import { STUCK_PROBLEM_PARAM, STUCK_TEXT_FIELD, type StuckAnswer, stuckProblemPath } from '../../lib/stuck.ts'
import { acceptOnlyFormBodies } from '../forms/body-parsers.ts'
import { createLimiter, TooManyRequestsError } from '../rate-limits/rate-limits.ts'
import { requireJson } from './json-body.ts'
import { languageOf } from './search.ts'

/** The box's 3,000 characters in the worst encoding (URL-encoded, 9 bytes a character), with room for the field's name. */
const STUCK_BODY_LIMIT = 32 * 1024
const NO_STORE = 'no-store'

/** A query parameter's first value, or '' when missing. */
function parameter(query: unknown, name: string): string {
  const value = (query as Record<string, string | string[] | undefined>)[name]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : ''
}

/** The text a refused form post carried, to put back in the box. */
function postedText(body: unknown): string {
  const text = body && typeof body === 'object' ? (body as Record<string, unknown>)[STUCK_TEXT_FIELD] : undefined
  return typeof text === 'string' ? readStuckQuery(text) : ''
}

export default async function stuckRoutes(app: FastifyInstance, { rateLimitMax }: { rateLimitMax: number }) {
  // Each answer is a match and, for the form, a render of its own: limited per
  // client, generously (a person typing asks once per pause), across both ways in.
  const rateLimit = createLimiter(app, {
    name: 'stuck',
    max: rateLimitMax,
    tooMany: 'tooManyStuck',
  })

  // The page in each language (/stuck, /es/stuck), each over its language's catalogue.
  for (const locale of locales) {
    app.get(localePath(PAGES.stuck, locale), async (request, reply) => {
      // Asked for here, not once above: each language's Unstuck is read from the build when first used (server/plugins/search.ts).
      const unstuck = app.unstucks[locale]
      const chosen = unstuck.chosen(parameter(request.query, STUCK_PROBLEM_PARAM))
      if (chosen) return reply.sendQueryPage(localeUrl(stuckProblemPath(chosen.problem?.slug ?? ''), locale), () => ({ stuck: chosen }))
      // Anything else (an old ?q= link too) is the empty page: the text is never read from an address.
      return reply.sendQueryPage(localePath(PAGES.stuck, locale), () => ({ stuck: unstuck.answer('') }))
    })
  }

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      apiPaths.stuck,
      { bodyLimit: STUCK_BODY_LIMIT, schema: { body: stuckBodySchema }, onRequest: requireJson, preValidation: rateLimit },
      (request, reply) => {
        reply.header('cache-control', NO_STORE)
        return app.unstucks[languageOf(request)].answer(request.body[STUCK_TEXT_FIELD]) satisfies StuckAnswer
      },
    )

  // The form parser and the page-rendering error handler live in this child context only.
  await app.register(async function stuckFormPost(form) {
    acceptOnlyFormBodies(form, STUCK_BODY_LIMIT)

    /** A refused post (too many, too large, unreadable) is the page again, saying why, the text kept in the box when it was read. */
    form.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
      const statusCode = error.statusCode ?? 500
      if (statusCode >= 500) request.log.error({ err: error }, 'stuck form failed')
      const stuckError =
        error instanceof TooManyRequestsError
          ? error.message
          : statusCode === 413
            ? 'That is more text than Unstuck reads. Paste the error message and a few lines around it.'
            : statusCode >= 500
              ? 'Something went wrong on our side. Please try again.'
              : 'The form could not be read. Please reload the page and try again.'
      const query = postedText(request.body)
      return reply.header('cache-control', NO_STORE).sendPage({
        // The page again, in the language it was posted from.
        url: request.url.split('?')[0] ?? PAGES.stuck,
        statusCode,
        pageContext: { stuck: { kind: 'empty', query, prompt: '', others: [] } satisfies StuckAnswer, stuckError },
      })
    })

    for (const locale of locales) {
      const url = localePath(PAGES.stuck, locale)
      form
        .withTypeProvider<ZodTypeProvider>()
        .post(url, { bodyLimit: STUCK_BODY_LIMIT, schema: { body: stuckBodySchema }, preValidation: rateLimit }, (request, reply) =>
          // (The page itself says no-store too, in its +config.ts: sendPage writes the page's own headers.)
          reply
            .header('cache-control', NO_STORE)
            .sendPage({ url, pageContext: { stuck: app.unstucks[locale].answer(request.body[STUCK_TEXT_FIELD]) } }),
        )
    }
  })
}
