/**
 * What a learner pastes into Unstuck travels in a POST body, which the log
 * never holds, and the server promises never to store or log it. An old link
 * or a hand-made one may still carry it in a query string (/stuck?q=...,
 * /api/stuck?q=...), and the log holds each request's URL (its access line,
 * and any error logged with its request), so the logger's request serializer
 * writes these URLs without their query, and so does Fastify's own "route not
 * found" line, which writes the raw URL past any serializer.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import { apiPaths } from '../../lib/api.ts'
import { PAGES, pathnameOf } from '../../lib/paths.ts'

/** Paths whose query may be what a learner pasted. */
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

/**
 * Fastify's request log lines: one access line per request, when it completes
 * (Fastify writes two, "incoming request" and "request completed", and the
 * first alone names the URL: on a busy server the log then costs about an
 * eighth of the processor), and "route not found" (POST /stuck?q=...) writing
 * the URL as loggedUrl does.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {
    // Written once the request completes, with its outcome (requestCompleted).
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    const line = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }

  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    request.log.info(`Route ${request.raw.method}:${loggedUrl(request.raw.url ?? '')} not found`)
  }
}
