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
    // The hashed assets (nearly every file) under one wildcard route: a route per file, as `wildcard: false` makes,
    // was some 500 routes (GET and HEAD) and a walk of the folder at every start, about a tenth of the start-up's
    // processor time (docs/performance.md, "Start-up: one route for the assets"). `send` still refuses dotfiles and
    // paths that leave the folder, and a name that is not there is the site's 404.
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      index: false,
      // A folder is never a file to send (`send` would answer 403): the site's 404, as for any other name.
      allowedPath: (path) => !path.endsWith('/'),
      // scripts/build.mjs writes .br and .gz twins of every text file.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('Cache-Control', IMMUTABLE)
      },
    })
    // The few files at the top (the share image), a route each, so nothing else there (Vite's manifest in .vite) is served.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      preCompressed: true,
      cacheControl: false,
      decorateReply: false,
      setHeaders(reply) {
        reply.header('Cache-Control', SHORT)
      },
    })
  },
  { name: 'static-files' },
)
