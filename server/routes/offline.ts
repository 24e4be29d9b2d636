/**
 * GET /sw.js: the offline-reading service worker (renderer/frame/service-worker.ts,
 * compiled by scripts/build.mjs into dist/server/service-worker.js with the
 * build's source stamp as its BUILD_VERSION), from the site root so its
 * scope is the whole site. Each deploy is a new worker, which replaces the
 * copies saved by the last one. Browsers are told to check it every time
 * (no-cache), so an update is seen on the next page load.
 *
 * Only for the production build: in development the page never registers it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { projectRoot } from '../config.ts'

const SERVICE_WORKER_PATH = '/sw.js'
/** The compiled worker in dist/server/ (scripts/build.mjs writes it). */
const SERVICE_WORKER_FILE = 'service-worker.js'

export default async function offlineRoutes(app: FastifyInstance) {
  const source = readFileSync(join(projectRoot, 'dist', 'server', SERVICE_WORKER_FILE), 'utf8')
  app.get(SERVICE_WORKER_PATH, (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(source),
  )
}
