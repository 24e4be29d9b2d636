/**
 * GET /playground/frame: the sandbox a learner's app runs in (the /playground
 * page and the 'Check my project' panel, renderer/checker/). It is the one
 * page with its own Content-Security-Policy: the `sandbox` directive gives it
 * an opaque origin even when opened directly (no cookies, no storage, no way
 * into the site's pages), and it may load nothing from the network, post no
 * form and call no API. Its inline bootstrap (FRAME_BOOTSTRAP) waits for the
 * parent page to send the learner's files and writes them into the document
 * (server/playground-frame.js).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'

const PLAYGROUND_FRAME_PATH = '/playground/frame'

const FRAME_CSP =
  "sandbox allow-scripts allow-forms allow-modals; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; connect-src 'none'; form-action 'none'; base-uri 'none'"

export default async function playgroundFrameRoutes(app: FastifyInstance) {
  const FRAME_BOOTSTRAP = readFileSync(join(import.meta.dirname, '..', 'playground-frame.js'), 'utf8')
  // A closing script tag inside the script would end it early, and the frame would do nothing.
  if (/<\/script/i.test(FRAME_BOOTSTRAP)) throw new Error('server/playground-frame.js must not contain a closing script tag')
  const FRAME_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your app</title><script>${FRAME_BOOTSTRAP}</script></head><body></body></html>`
  app.get(PLAYGROUND_FRAME_PATH, async (_request, reply) => {
    // Replaces the site's policy (set by helmet in server/plugins/security.ts) for this response only.
    reply.header('content-security-policy', FRAME_CSP)
    reply.header('cache-control', 'public, max-age=3600')
    return reply.type('text/html; charset=utf-8').send(FRAME_HTML)
  })
}
