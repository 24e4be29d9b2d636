/** The hook shared by the JSON API routes. */
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
