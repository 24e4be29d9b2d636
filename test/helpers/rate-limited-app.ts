import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'

/** One app server with a form route limited like the site's (3 posts a minute per client), counting in the store `storeFor` makes. */
export async function rateLimitedFormApp(
  storeFor: (app: FastifyInstance) => FastifyRateLimitStoreCtor,
  logger: FastifyServerOptions['logger'] = false,
) {
  const app = Fastify({ logger })
  await app.register(rateLimit, { global: false, store: storeFor(app) })
  const limit = app.createRateLimit({ max: 3, timeWindow: 60_000, keyGenerator: (request) => `contact:${request.ip}` })
  app.post('/form', async (request, reply) => {
    const result = await limit(request)
    if (!result.isAllowed && result.isExceeded) return reply.status(429).send({ retryAfter: result.ttlInSeconds })
    return { ok: true }
  })
  await app.ready()
  return app
}
