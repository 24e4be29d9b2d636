/**
 * What a learner pastes into Unstuck travels in the query string
 * (/stuck?q=..., /api/stuck?q=...), and the server promises never to store or
 * log it. Fastify logs each request's URL ("incoming request", and any error
 * logged with its request), so the logger's request serializer writes these
 * URLs without their query, and so does Fastify's own "route not found" line,
 * which writes the raw URL past any serializer.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import { apiPaths } from '../lib/api.ts'
import { PAGES, pathnameOf } from '../lib/paths.ts'

/** Paths whose query is what a learner pasted. */
const PRIVATE_QUERY_PATHS: ReadonlySet<string> = new Set([PAGES.stuck, apiPaths.stuck])

/** Whether a URL's query is private, whatever its case or trailing slashes (both reach the server). */
function hasPrivateQuery(url: string): boolean {
  const path = pathnameOf(url).toLowerCase().replace(/\/+$/, '')
  return PRIVATE_QUERY_PATHS.has(path) && url.length > pathnameOf(url).length
}

/** A URL as the log may show it: a private query replaced by a note. */
function loggedUrl(url: string): string {
  return hasPrivateQuery(url) ? `${pathnameOf(url)}?(not logged)` : url
}

/** Fastify's request serializer (fastify/lib/logger-pino.js), with the URL as loggedUrl writes it. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }
  },
}

/** Fastify's request log lines, with "route not found" (POST /stuck?q=...) writing the URL as loggedUrl does. */
export class PrivateQueryLogController extends LogController {
  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    request.log.info(`Route ${request.raw.method}:${loggedUrl(request.raw.url ?? '')} not found`)
  }
}
