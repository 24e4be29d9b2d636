/**
 * buildApp(): the whole site as one Fastify instance. server/index.ts starts
 * it; tests call it and use app.inject(). It never listens by itself.
 */
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify'
import type { AppConfig } from './config.ts'
import database from './plugins/database.ts'
import noStoreByDefault from './plugins/no-store-by-default.ts'
import pages from './plugins/pages.ts'
import security from './plugins/security.ts'
import staticFiles from './plugins/static-files.ts'
import contactRoutes from './routes/contact.ts'
import healthRoutes from './routes/health.ts'
import subscribeRoutes from './routes/subscribe.ts'
import { describeValidationError } from './validation-errors.ts'

export interface BuildAppOptions {
  config: AppConfig
  /** Fastify's logger setting; defaults to the configured level. */
  logger?: FastifyServerOptions['logger']
}

export async function buildApp({ config, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Reject rather than repair: unknown fields are an error, "5" is not a number.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    // Fastify's default 1 MiB; the API routes set their own, smaller limits.
    bodyLimit: 1024 * 1024,
  })

  // Only JSON bodies are parsed (Fastify's text/plain parser would let a plain
  // string reach the routes).
  app.removeContentTypeParser('text/plain')

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation && error.validation.length > 0) {
      const first = describeValidationError(error.validation[0] as Parameters<typeof describeValidationError>[0])
      return reply.status(400).send({ error: 'Bad Request', message: first.message, field: first.field })
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(status).send({ error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' })
    }
    return reply.status(status).send({ error: reply.raw.statusMessage || 'Error', message: error.message })
  })

  await app.register(security, { dev: config.dev, redisUrl: config.redisUrl })
  await app.register(noStoreByDefault)
  await app.register(database, { databaseUrl: config.databaseUrl })
  await app.register(healthRoutes)
  await app.register(contactRoutes, { rateLimitMax: config.rateLimitMax })
  await app.register(subscribeRoutes, { rateLimitMax: config.rateLimitMax })
  await app.register(staticFiles, { dev: config.dev })
  await app.register(pages, { dev: config.dev, siteUrl: config.publicUrl })
  return app
}
