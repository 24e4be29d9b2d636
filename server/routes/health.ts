import type { FastifyInstance } from 'fastify'

/** GET /healthz: 200 when the database answers, 503 when it does not. For load balancers and uptime checks. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await app.db.$queryRawUnsafe('SELECT 1')
      return { status: 'ok' }
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable')
      return reply.status(503).send({ status: 'unavailable', message: 'The database is not reachable.' })
    }
  })
}
