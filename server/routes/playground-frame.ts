/**
 * GET /playground/frame: the sandbox a learner's app runs in (the /playground
 * page and the 'Check my project' panel, renderer/features/project-checker/). It is the one
 * page with its own Content-Security-Policy: the `sandbox` directive gives it
 * an opaque origin even when opened directly (no cookies, no storage, no way
 * into the site's pages), and it may load nothing from the network, post no
 * form and call no API. Its inline bootstrap (FRAME_BOOTSTRAP) waits for the
 * parent page to send the learner's files and writes them into the document
 * (sandbox/frame-script.js).
 *
 * The pages ask for /playground/frame?v=<version>, the version being a hash
 * of the document (vite.config.ts builds it into the client): that URL's
 * answer never changes, so browsers keep it for a year, and the checker works
 * offline once opened. The service worker cannot keep it: Chromium sends a
 * sandboxed frame's navigation past the site's worker (its origin is opaque),
 * so the browser's HTTP cache is what keeps it.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'

import { PLAYGROUND_FRAME_PATH } from '../../lib/paths.ts'

const FRAME_CSP =
  "sandbox allow-scripts allow-forms allow-modals; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; connect-src 'none'; form-action 'none'; base-uri 'none'"

/** The versioned URL's answer never changes: a year, as the built files in /assets/. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Any other (no version, or an older build's): an hour, as before a deploy settles. */
const SHORT = 'public, max-age=3600'

/** The frame's document and its version (a hash of it, which the client asks for). */
export function playgroundFrame(): { html: string; version: string } {
  const bootstrap = readFileSync(join(import.meta.dirname, '..', '..', 'sandbox', 'frame-script.js'), 'utf8')
  // A closing script tag inside the script would end it early, and the frame would do nothing.
  if (/<\/script/i.test(bootstrap)) throw new Error('sandbox/frame-script.js must not contain a closing script tag')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your app</title><script>${bootstrap}</script></head><body></body></html>`
  return { html, version: createHash('sha256').update(html).digest('hex').slice(0, 16) }
}

export default async function playgroundFrameRoutes(app: FastifyInstance) {
  const { html, version } = playgroundFrame()
  app.get<{ Querystring: { v?: string } }>(PLAYGROUND_FRAME_PATH, async (request, reply) => {
    // Replaces the site's policy (set by helmet in server/plugins/security.ts) for this response only.
    reply.header('content-security-policy', FRAME_CSP)
    // The sandbox makes the frame's origin opaque, so it cannot be origin-keyed:
    // with helmet's Origin-Agent-Cluster: ?1 Chromium logs a warning to the
    // learner's console for every frame, seven per check of project 1.
    reply.removeHeader('origin-agent-cluster')
    reply.header('cache-control', request.query.v === version ? IMMUTABLE : SHORT)
    return reply.type('text/html; charset=utf-8').send(html)
  })
}
