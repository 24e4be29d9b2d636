/**
 * The browser's files. In production: the built client (dist/client), sent
 * pre-compressed, with content-hashed assets cached for a year. In
 * development: Vite's middleware, which serves and hot-reloads the sources
 * (and which Vike's renderPage uses in dev, so this plugin goes first).
 */
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { projectRoot } from '../config.ts'

const clientDir = join(projectRoot, 'dist', 'client')
const assetsDir = join(clientDir, 'assets')

/** Content-hashed files never change under their name: browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Other public files (the share image) can change between deploys. */
const SHORT = 'public, max-age=3600'

export default fp(
  async function staticFiles(app: FastifyInstance, { dev }: { dev: boolean }) {
    if (dev) {
      const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')])
      const vite = await createServer({ root: projectRoot, server: { middlewareMode: true } })
      await app.register(middie)
      app.use(vite.middlewares)
      app.addHook('onClose', () => vite.close())
      return
    }
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // scripts/build.mjs writes .br and .gz twins of every text file.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : SHORT)
      },
    })
  },
  { name: 'static-files' },
)
