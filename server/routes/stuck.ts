/**
 * Unstuck, two ways in over one catalogue (app.unstuck, course/search/stuck.ts):
 *
 * - GET /stuck?q=: the page, graded and rendered on the server, so it works
 *   without JavaScript. A page holding the learner's text is rendered for
 *   them alone: rendered under the plain URL /stuck (so neither Vike nor the
 *   page cache ever sees the query), kept in no cache, and said `no-store`.
 *   The empty page and a problem opened by its link (?problem=) hold nothing
 *   of the learner's, so those are kept in the query page cache.
 * - GET /api/stuck?q=: the same answer as JSON, which the page asks for
 *   while the learner types.
 *
 * Neither stores the text, and the log never shows it (server/logging/private-queries.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { readStuckQuery } from '../../course/search/stuck.ts'
import { apiPaths } from '../../lib/api.ts'
import { PAGES } from '../../lib/paths.ts'
import { STUCK_PROBLEM_PARAM, STUCK_QUERY_PARAM, type StuckAnswer, stuckProblemPath } from '../../lib/stuck.ts'
import { createLimiter } from '../rate-limits/rate-limits.ts'

const NO_STORE = 'no-store'

/** A query parameter's first value, or '' when missing. */
function parameter(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, string | string[] | undefined>)[name]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : ''
}

export default async function stuckRoutes(app: FastifyInstance, { rateLimitMax }: { rateLimitMax: number }) {
  // Each answer with the learner's text is a render of its own: limited per client, generously, as the page cache's misses are.
  const renderLimit = createLimiter(app, {
    name: 'stuck-renders',
    max: rateLimitMax,
    tooMany: (wait) => `Too many requests from your connection. Please try again ${wait}.`,
  })

  app.get(PAGES.stuck, async (request, reply) => {
    const query = readStuckQuery(parameter(request, STUCK_QUERY_PARAM))
    if (query === '') {
      const chosen = app.unstuck.chosen(parameter(request, STUCK_PROBLEM_PARAM))
      if (chosen) return reply.sendQueryPage(stuckProblemPath(chosen.problem?.slug ?? ''), () => ({ stuck: chosen }))
      return reply.sendQueryPage(PAGES.stuck, () => ({ stuck: app.unstuck.answer('') }))
    }
    await renderLimit(request, reply)
    // (The page itself says no-store too, in its +config.ts: sendPage writes the page's own headers.)
    return reply.sendPage({ url: PAGES.stuck, pageContext: { stuck: app.unstuck.answer(query) } })
  })

  app.get(apiPaths.stuck, (request, reply) => {
    reply.header('cache-control', NO_STORE)
    return app.unstuck.answer(parameter(request, STUCK_QUERY_PARAM)) satisfies StuckAnswer
  })
}
