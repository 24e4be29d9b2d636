/**
 * The one email rule of the site: the contact form, the JSON API and the
 * newsletter sign-up all check addresses with emailProblem(). It has no
 * dependencies, so the browser could use it too.
 *
 * Accepted: a dot-atom local part of at most 64 characters (RFC 5321 4.5.3.1.1),
 * '@', and a domain of at least two labels, each 1-63 letters, digits or
 * hyphens that neither start nor end with a hyphen, the last containing a
 * letter; at most 254 characters in all (RFC 5321's path limit less the angle
 * brackets). Quoted local parts and IP-address domains are valid in the RFC but
 * are refused here: no person types one into a help form, and abuse does.
 */

/** Longest accepted address. */
export const EMAIL_MAX_LENGTH = 254
/** Longest accepted part before the '@'. */
export const EMAIL_LOCAL_MAX_LENGTH = 64
/** Longest domain name (RFC 1035). */
const DOMAIN_MAX_LENGTH = 253

/** Dot-atom: runs of letters, digits and !#$%&'*+/=?^_`{|}~- joined by single dots. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const HAS_LETTER = /[A-Za-z]/

/** What is wrong with an address, for a sentence in any language: too long in all, too long before the @, or not an address. */
export type EmailIssue = { kind: 'too-long'; maxLength: number } | { kind: 'too-long-before-at'; maxLength: number } | { kind: 'invalid' }

const INVALID: EmailIssue = { kind: 'invalid' }

/** What is wrong with an address, or null when it is acceptable. */
export function emailIssue(address: string): EmailIssue | null {
  if (address.length > EMAIL_MAX_LENGTH) return { kind: 'too-long', maxLength: EMAIL_MAX_LENGTH }
  const at = address.lastIndexOf('@')
  if (at < 0) return INVALID
  const local = address.slice(0, at)
  const domain = address.slice(at + 1)
  if (local.length > EMAIL_LOCAL_MAX_LENGTH) return { kind: 'too-long-before-at', maxLength: EMAIL_LOCAL_MAX_LENGTH }
  if (!LOCAL_PART.test(local) || domain.length > DOMAIN_MAX_LENGTH) return INVALID
  const labels = domain.split('.')
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return INVALID
  if (!HAS_LETTER.test(labels[labels.length - 1] ?? '')) return INVALID
  return null
}

/**
 * What is wrong with an address, in English, as the end of a sentence that
 * starts with the field's name ('email must be ...'), or null when it is
 * acceptable.
 */
export function emailProblem(address: string): string | null {
  const issue = emailIssue(address)
  if (!issue) return null
  if (issue.kind === 'too-long') return `must be at most ${issue.maxLength} characters`
  if (issue.kind === 'too-long-before-at') return `must have at most ${issue.maxLength} characters before the @`
  return 'must be a valid email address, like name@example.com'
}
