/** Hooks shared by the JSON API routes. */
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Answers 415 unless the request says its body is JSON. */
export async function requireJson(request: FastifyRequest, reply: FastifyReply) {
  const type = request.headers['content-type'] ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return reply.status(415).send({
      error: 'Unsupported Media Type',
      message: 'Send the body as JSON with the header Content-Type: application/json.',
    })
  }
  return undefined
}

/** Trims every top-level string so that '   ' counts as empty and stored values are tidy. */
export async function trimStrings(request: FastifyRequest) {
  const body = request.body
  if (!body || typeof body !== 'object' || Array.isArray(body)) return
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') (body as Record<string, unknown>)[key] = value.trim()
  }
}
