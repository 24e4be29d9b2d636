/**
 * Anything that does not say how it may be cached is not cached at all: API
 * answers, form results, pages that echo the query (/tutorials?q=...), error
 * pages and redirects get `Cache-Control: no-store`, so neither a browser nor a
 * CDN keeps a copy. Only the page cache's pages and the static files set their
 * own caching (server/plugins/pages.ts).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export default fp(
  async function noStoreByDefault(app: FastifyInstance) {
    // A callback, not an async function: it runs on every answer, and a promise each costs more than the check.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
      done(null, payload)
    })
  },
  { name: 'no-store-by-default' },
)
