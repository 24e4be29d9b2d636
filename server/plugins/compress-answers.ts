/**
 * Answers made for each request go out compressed: pages rendered per
 * request (a search, a filtered list, a page with a form, a 404) are 60-110
 * KB of HTML uncompressed, and API answers are JSON. The page cache and the static
 * files send copies compressed in advance, which this leaves alone (they
 * already say Content-Encoding).
 */
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export default fp(
  async function compressAnswers(app: FastifyInstance) {
    // Brotli where the browser accepts it (over HTTPS), gzip otherwise. The
    // plugin's brotli quality 4 costs about as much CPU as gzip and compresses better.
    await app.register(compress, { encodings: ['br', 'gzip'] })
  },
  { name: 'compress-answers' },
)
