/**
 * buildApp(): the whole site as one Fastify instance. server/index.ts starts
 * it; tests call it and use app.inject(). It never listens by itself.
 */
import { STATUS_CODES } from 'node:http'
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { ApiError } from '../lib/api.ts'
import type { AppConfig } from './config.ts'
import { WriteUnavailableError } from './db/write-path.ts'
import { acceptOnlyUtf8Json } from './forms/body-parsers.ts'
import { loadFormSecret } from './forms/form-tokens.ts'
import { firstFieldError } from './forms/validation-errors.ts'
import { AccessLogController, logSerializers } from './logging/private-queries.ts'
import { readBuildManifest } from './page-delivery/build-manifest.ts'
import { islandModuleLister } from './page-delivery/island-modules.ts'
import compressAnswers from './plugins/compress-answers.ts'
import connectionDrain from './plugins/connection-drain.ts'
import database from './plugins/database.ts'
import noStoreByDefault from './plugins/no-store-by-default.ts'
import pages from './plugins/pages.ts'
import search from './plugins/search.ts'
import security from './plugins/security.ts'
import staticFiles from './plugins/static-files.ts'
import supportNotifications, { type SupportNotifierTiming } from './plugins/support-notifications.ts'
import writePath from './plugins/write-path.ts'
import { TooManyRequestsError } from './rate-limits/rate-limits.ts'
import contactRoutes from './routes/contact.ts'
import discoveryRoutes from './routes/discovery.ts'
import healthRoutes from './routes/health.ts'
import liveCheckRoutes from './routes/live-check.ts'
import offlineRoutes from './routes/offline.ts'
import playgroundFrameRoutes from './routes/playground-frame.ts'
import projectChecksRoutes from './routes/project-checks.ts'
import searchRoutes from './routes/search.ts'
import stuckRoutes from './routes/stuck.ts'
import subscribeRoutes from './routes/subscribe.ts'

export interface BuildAppOptions {
  config: AppConfig
  /** Fastify's logger setting; defaults to the configured level. */
  logger?: FastifyServerOptions['logger']
  /** The support notifier's clock and pace; tests set them, the server keeps the defaults. */
  supportNotifierTiming?: SupportNotifierTiming
  /** Milliseconds between the site's own test writes (server/plugins/write-path.ts); tests set 0 and call app.writePath.probe(). */
  writeProbeEveryMs?: number
}

/** A logger setting with the site's serializers; `false` (no logger) stays as it is. */
function withLogSerializers(logger: NonNullable<FastifyServerOptions['logger']>): FastifyServerOptions['logger'] {
  if (logger === false) return false
  return { ...(logger === true ? {} : logger), serializers: { ...(logger === true ? {} : logger.serializers), ...logSerializers } }
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
/** The zod compilers, as factories (Fastify's types for these describe ajv's; setValidatorCompiler() takes the same functions). */
const zodCompilers = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as CompilersFactory

export async function buildApp({ config, logger, supportNotifierTiming, writeProbeEveryMs }: BuildAppOptions) {
  const app = Fastify({
    // What a learner pastes into Unstuck is never logged (server/logging/private-queries.ts).
    logger: withLogSerializers(logger ?? { level: config.logLevel }),
    logController: new AccessLogController(),
    trustProxy: config.trustProxy,
    // Fastify's default 1 MiB; the form routes set their own, smaller limits.
    bodyLimit: 1024 * 1024,
    // While stopping, requests on open connections are answered, not refused
    // with 503, and idle ones are ended by connectionDrain, not all at once.
    return503OnClosing: false,
    forceCloseConnections: false,
    // Request bodies are checked by their zod schemas (lib/forms/), and route types are inferred from the same
    // schemas. Given here, not by app.setValidatorCompiler() afterwards: Fastify loads its own compilers (ajv and
    // fast-json-stringify) for an app made without any, a tenth of a second of processor time at every start.
    schemaController: { compilersFactory: zodCompilers },
  })

  // Only JSON bodies are parsed (Fastify's text/plain parser would let a plain
  // string reach the routes), and only when they are valid UTF-8.
  app.removeContentTypeParser('text/plain')
  acceptOnlyUtf8Json(app)

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const invalid = firstFieldError(error)
    if (invalid) return reply.status(400).send({ error: 'Bad Request', ...invalid } satisfies ApiError)
    if (error instanceof TooManyRequestsError) {
      return reply
        .status(429)
        .send({ error: 'Too Many Requests', message: error.message, retryAfter: error.retryAfterSeconds } satisfies ApiError)
    }
    // A database fault (disk full, read-only...) was logged once by app.writePath: no stack per request.
    if (error instanceof WriteUnavailableError) {
      return reply
        .status(503)
        .header('retry-after', error.retryAfterSeconds)
        .send({ error: 'Service Unavailable', message: error.message, retryAfter: error.retryAfterSeconds } satisfies ApiError)
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply
        .status(status)
        .send({ error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' } satisfies ApiError)
    }
    // The status's own name ('Bad Request', 'Payload Too Large'), as the other answers give it.
    return reply.status(status).send({ error: STATUS_CODES[status] ?? 'Error', message: error.message } satisfies ApiError)
  })

  const manifest = config.dev ? undefined : readBuildManifest()
  await app.register(connectionDrain)
  await app.register(security, { dev: config.dev, publicUrl: config.publicUrl, redisUrl: config.redisUrl })
  await app.register(noStoreByDefault)
  await app.register(compressAnswers)
  await app.register(database, { databaseUrl: config.databaseUrl })
  await app.register(writePath, { databaseUrl: config.databaseUrl, probeEveryMs: writeProbeEveryMs })
  if (config.supportNotifications)
    await app.register(supportNotifications, { settings: config.supportNotifications, timing: supportNotifierTiming })
  await app.register(healthRoutes)
  // One secret signs the tokens the pages carry and checks the ones posted back.
  const formSecret = loadFormSecret(config)
  const spamTraps = { formSecret, minFillMs: config.formMinFillMs }
  await app.register(contactRoutes, { rateLimitMax: config.rateLimitMax, spamTraps })
  await app.register(subscribeRoutes, { rateLimitMax: config.rateLimitMax, spamTraps })
  await app.register(staticFiles, { dev: config.dev })
  await app.register(search, { dev: config.dev })
  await app.register(searchRoutes)
  await app.register(stuckRoutes, { rateLimitMax: config.pageRateLimitMax })
  await app.register(playgroundFrameRoutes, { dev: config.dev })
  await app.register(projectChecksRoutes, { dev: config.dev })
  await app.register(liveCheckRoutes, { dev: config.dev })
  await app.register(discoveryRoutes, { dev: config.dev, siteUrl: config.publicUrl })
  if (!config.dev) await app.register(offlineRoutes)
  await app.register(pages, {
    dev: config.dev,
    siteUrl: config.publicUrl,
    rateLimitMax: config.pageRateLimitMax,
    // Vite's dev server serves modules as they are asked for: nothing to list.
    islandModules: manifest ? islandModuleLister(manifest) : () => [],
    formSecret,
  })
  return app
}
