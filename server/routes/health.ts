import type { FastifyInstance } from 'fastify'

/**
 * GET /healthz, for load balancers, systemd and uptime monitors: 200 when the
 * database answers and its last write worked; 503 with `reason` otherwise
 * (`disk-full`, `read-only`, `io-error`, `locked`, `unreachable`), while the
 * pages are still served. The advice (with file paths) is in the log only.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await app.db.$queryRawUnsafe('SELECT 1')
    } catch (error) {
      if (!app.writePath.noteError(error)) app.log.error({ err: error }, 'health check: database unreachable')
      return reply.status(503).send({ status: 'unavailable', reason: 'unreachable', message: 'The database is not reachable.' })
    }
    app.writePath.noteReachable()
    const writes = app.writePath.state()
    if (writes.failing)
      return reply.status(503).send({
        status: 'unavailable',
        reason: writes.kind,
        message: `Database writes have been failing since ${writes.since.toISOString()} (${writes.kind}); the site's log says what to do.`,
      })
    return { status: 'ok' }
  })
}
