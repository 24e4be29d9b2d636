/**
 * GET /live-check/<version>.js: the "Check my app" script a learner adds to
 * their featured project while testing it (course/live-check/). It runs in
 * the learner's app, another origin, so this answer alone says what a
 * cross-origin <script integrity crossorigin> needs: Cross-Origin-Resource-Policy
 * cross-origin (helmet's default, same-origin, would block it) and
 * Access-Control-Allow-Origin * (an integrity check of another origin's
 * script needs a CORS answer). No cookies are read or set.
 *
 * The version is a hash of the script, so the answer at an address never
 * changes: browsers keep it for a year. Another version (an older build's
 * address) is a 404: its integrity would not match these bytes.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { contentRoot } from '../../course/content-root.ts'
import { LIVE_CHECK_FILE, LIVE_CHECK_PREFIX, liveCheckScript } from '../../course/live-check/live-check-script.ts'
import { projectRoot } from '../config.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

async function readScript(dev: boolean): Promise<string> {
  if (dev) {
    const { compileLiveCheck } = await import('../../course/live-check/live-check-build.ts')
    return compileLiveCheck(contentRoot)
  }
  const path = join(projectRoot, 'dist', 'server', LIVE_CHECK_FILE)
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    throw new Error(`${path} cannot be read (${(error as Error).message}): run \`npm run build\`.`)
  }
}

export default async function liveCheckRoutes(app: FastifyInstance, { dev }: { dev: boolean }) {
  const code = await readScript(dev)
  const { path } = liveCheckScript(code)
  app.get(path, async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin')
    reply.header('access-control-allow-origin', '*')
    reply.header('cache-control', IMMUTABLE)
    reply.header('x-content-type-options', 'nosniff')
    return reply.type('text/javascript; charset=utf-8').send(code)
  })
  app.get(`${LIVE_CHECK_PREFIX}*`, async (_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('No such version of the check script.'),
  )
}
