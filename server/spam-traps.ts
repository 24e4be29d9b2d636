/** The server's side of the forms' spam traps (lib/forms/spam.ts). */
import type { FastifyRequest } from 'fastify'
import { HONEYPOT_FIELD, STARTED_AT_FIELD, trippedTrap } from '../lib/forms/spam.ts'

type TrapFields = { [HONEYPOT_FIELD]?: string | undefined; [STARTED_AT_FIELD]: number }

/**
 * Whether a well-formed post is a robot's. When it is, this logs which trap
 * and which form (never the message or the address) and the caller answers
 * as if it had been stored.
 */
export function caughtBySpamTrap(request: FastifyRequest, form: 'contact' | 'subscribe', fields: TrapFields, minFillMs: number): boolean {
  const trap = trippedTrap(fields, Date.now(), minFillMs)
  if (trap) request.log.info({ form, trap }, 'spam trap tripped: answered as sent, nothing stored')
  return trap !== null
}
