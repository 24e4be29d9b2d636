/**
 * GET /sw.js: the offline-reading service worker (renderer/frame/service-worker.js),
 * from the site root so its scope is the whole site. Its BUILD_VERSION is
 * the build's source stamp, so each deploy is a new worker, which replaces
 * the copies saved by the last one. Browsers are told to check it every time
 * (no-cache), so an update is seen on the next page load.
 *
 * Only for the production build: in development the page never registers it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { projectRoot } from '../config.ts'

const SERVICE_WORKER_PATH = '/sw.js'

/** The worker's source with the build's version in it. */
function serviceWorkerSource(version: string): string {
  const source = readFileSync(join(import.meta.dirname, '..', '..', 'renderer', 'frame', 'service-worker.js'), 'utf8')
  return source.replace("'__BUILD_VERSION__'", JSON.stringify(version))
}

export default async function offlineRoutes(app: FastifyInstance) {
  // scripts/build.mjs writes a hash of every build input here.
  const version = readFileSync(join(projectRoot, 'dist', '.source-stamp'), 'utf8')
    .trim()
    .slice(0, 16)
  const source = serviceWorkerSource(version)
  app.get(SERVICE_WORKER_PATH, (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(source),
  )
}
