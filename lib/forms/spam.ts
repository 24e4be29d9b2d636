/**
 * Two cheap traps for robots that post forms, shared by the contact and
 * newsletter forms: a honeypot field that people never see (it is hidden by
 * the `form-trap` class, not by an inline style) and the time the form was
 * opened, since a person needs a few seconds to fill it in. A post that trips
 * either gets the normal success answer and stores nothing.
 */

/** The honeypot: a field named like one robots love to fill. */
export const HONEYPOT_FIELD = 'website'
/** When the server rendered the form, in milliseconds since 1970 (its own clock, so the visitor's clock does not matter). */
export const STARTED_AT_FIELD = 'startedAt'
/**
 * What a page renders in place of the time its form was opened: the server
 * writes the time of each request over it as it sends the page
 * (server/plugins/page-cache.ts), so a page with a form can be rendered once
 * and kept. Thirteen digits, like every time until the year 2286.
 */
export const STARTED_AT_PLACEHOLDER = 8_888_888_888_888

type SpamTrap = 'honeypot' | 'too-fast'

/** Which trap a well-formed post tripped, if any. */
export function trippedTrap(
  fields: { [HONEYPOT_FIELD]?: string | undefined; [STARTED_AT_FIELD]: number },
  now: number,
  minFillMs: number,
): SpamTrap | null {
  if (fields[HONEYPOT_FIELD]) return 'honeypot'
  if (now - fields[STARTED_AT_FIELD] < minFillMs) return 'too-fast'
  return null
}
