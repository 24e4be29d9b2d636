/** What a real form post carries besides its fields (lib/forms/spam.ts). */
import { FORM_TOKEN_FIELD } from '../../lib/forms/spam.ts'
import { mintFormToken } from '../../server/forms/form-tokens.ts'

/** The form secret test servers are started with (createTestApp and the spawned servers), so tests can sign tokens. */
export const TEST_FORM_SECRET = 'test-form-secret-0123456789-abcdefghij'

/** A genuine token of a form rendered a minute ago: well past the spam check's minimum fill time. */
export function tokenOpenedAMinuteAgo(): string {
  return mintFormToken(TEST_FORM_SECRET, Date.now() - 60_000)
}

/** A JSON body with a genuine form token added, unless it is not an object (then it is left as it is, to be refused). */
export function withFormToken(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload) || FORM_TOKEN_FIELD in payload) return payload
  return { ...payload, [FORM_TOKEN_FIELD]: tokenOpenedAMinuteAgo() }
}

/** A form-encoded body with a genuine form token appended. */
export function formWithFormToken(body: string): string {
  return `${body}${body ? '&' : ''}${FORM_TOKEN_FIELD}=${encodeURIComponent(tokenOpenedAMinuteAgo())}`
}
