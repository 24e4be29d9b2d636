/** What a real form post carries besides its fields (lib/forms/spam.ts). */
import { STARTED_AT_FIELD } from '../../lib/forms/spam.ts'

/** A form rendered a minute ago: well past the spam check's minimum fill time. */
export function openedAMinuteAgo(): number {
  return Date.now() - 60_000
}

/** A JSON body with the time its form was opened added, unless it is not an object (then it is left as it is, to be refused). */
export function withStartedAt(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload) || STARTED_AT_FIELD in payload) return payload
  return { ...payload, [STARTED_AT_FIELD]: openedAMinuteAgo() }
}

/** A form-encoded body with the time its form was opened appended. */
export function formWithStartedAt(body: string): string {
  return `${body}${body ? '&' : ''}${STARTED_AT_FIELD}=${openedAMinuteAgo()}`
}
