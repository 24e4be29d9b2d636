/** The server's side of the forms' spam traps (lib/forms/spam.ts). */
import type { FastifyRequest } from 'fastify'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, LEGACY_STARTED_AT_FIELD } from '../../lib/forms/spam.ts'
import { formTokenProblem } from './form-tokens.ts'

type TrapFields = {
  [HONEYPOT_FIELD]?: string | undefined
  [FORM_TOKEN_FIELD]?: string | undefined
  [LEGACY_STARTED_AT_FIELD]?: unknown
}

/** What the spam traps make of a well-formed post. */
export type SpamVerdict =
  /** The honeypot was filled: answer as if stored, store nothing. */
  | { drop: true }
  /** Store it; with a reason, as suspect (put aside for staff to review). */
  | { drop: false; suspectReason: string | null }

/** How the form traps are set: the secret that signs tokens and the minimum time a person takes. */
export interface SpamTrapSettings {
  formSecret: string
  minFillMs: number
}

/**
 * What to do with a well-formed post. A trap tripped is logged with the form
 * and the reason (never the message or the address).
 */
export function checkSpamTraps(
  request: FastifyRequest,
  form: 'contact' | 'subscribe',
  fields: TrapFields,
  { formSecret, minFillMs }: SpamTrapSettings,
): SpamVerdict {
  if (fields[HONEYPOT_FIELD]) {
    request.log.info({ form, trap: 'honeypot' }, 'spam trap tripped: answered as sent, nothing stored')
    return { drop: true }
  }
  const token = fields[FORM_TOKEN_FIELD]
  const suspectReason =
    (token === undefined || token === '') && fields[LEGACY_STARTED_AT_FIELD] !== undefined
      ? 'unsigned form time (a page from before form tokens)'
      : formTokenProblem(formSecret, token, Date.now(), minFillMs)
  if (suspectReason) request.log.info({ form, trap: 'form-token', suspectReason }, 'spam trap tripped: stored as suspect')
  return { drop: false, suspectReason }
}
