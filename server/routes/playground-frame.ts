/**
 * GET /playground/frame: the sandbox a learner's app runs in (the /playground
 * page and the 'Check my project' panel, renderer/features/project-checker/). It is the one
 * page with its own Content-Security-Policy: the `sandbox` directive gives it
 * an opaque origin even when opened directly (no cookies, no storage, no way
 * into the site's pages), and it may load nothing from the network, post no
 * form and call no API. Its script (sandbox/frame-shell.ts, inlined by
 * sandbox/frame-document.ts) waits for the parent page to send the learner's
 * files and writes them into a child document of its own for each run
 * (sandbox/frame-script.ts), which inherits this policy.
 *
 * The pages ask for /playground/frame?v=<version>, the version being a hash
 * of the document (the build gives it to the client): that URL's answer
 * never changes, so browsers keep it for a year, and the checker works
 * offline once opened. The service worker cannot keep it: Chromium sends a
 * sandboxed frame's navigation past the site's worker (its origin is opaque),
 * so the browser's HTTP cache is what keeps it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { PLAYGROUND_FRAME_PATH } from '../../lib/paths.ts'
import { compileFrameDocument, FRAME_DOCUMENT_FILE, frameVersion } from '../../sandbox/frame-document.ts'
import { projectRoot } from '../config.ts'

/** The frame's own policy: the one exception to the site's, and it can reach nothing. */
export const FRAME_CSP =
  "sandbox allow-scripts allow-forms allow-modals; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; connect-src 'none'; form-action 'none'; base-uri 'none'"

/** The versioned URL's answer never changes: a year, as the built files in /assets/. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Any other (no version, or an older build's): an hour, as before a deploy settles. */
const SHORT = 'public, max-age=3600'

/** The frame's document: built into dist/server/ in production, made on the spot in development (no build). */
async function readFrameDocument(dev: boolean): Promise<string> {
  if (dev) return compileFrameDocument()
  const path = join(projectRoot, 'dist', 'server', FRAME_DOCUMENT_FILE)
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    throw new Error(`${path} cannot be read (${(error as Error).message}): run \`npm run build\`.`)
  }
}

export default async function playgroundFrameRoutes(app: FastifyInstance, { dev }: { dev: boolean }) {
  const html = await readFrameDocument(dev)
  const version = frameVersion(html)
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
