/**
 * Two cheap traps for robots that post forms, shared by the contact and
 * newsletter forms and by the server and the browser:
 *
 * - a honeypot field that people never see (it is hidden by the `form-trap`
 *   class, not by an inline style). A post that fills it gets the normal
 *   success answer and stores nothing: people never fill it in.
 * - a form token: the time the server rendered the form, signed with a
 *   server secret (server/forms/form-tokens.ts), since a person needs a few seconds
 *   to fill the form in and a robot cannot forge "rendered a minute ago".
 *   A post without one, with a forged one or sent too soon is still stored,
 *   marked `suspect` with the reason for staff to review: a person whose
 *   browser kept an older page, or who uses another client, must never lose
 *   a message to a spam trap.
 */

/** The honeypot: a field named like one robots love to fill. */
export const HONEYPOT_FIELD = 'website'
/** The signed render time (server/forms/form-tokens.ts). */
export const FORM_TOKEN_FIELD = 'formToken'
/**
 * The unsigned render time that pages sent before the signed token. Still
 * accepted, so a visitor with such a page open loses nothing; it proves
 * nothing, so the post is stored as suspect.
 */
export const LEGACY_STARTED_AT_FIELD = 'startedAt'
/**
 * What a page renders in place of its form token: the server writes a fresh
 * token over it as it sends the page (server/page-delivery/form-time.ts), so a page
 * with a form can be rendered once and kept. Letters, digits and dashes
 * only, so it reads the same in the HTML and in the hydration JSON.
 */
export const FORM_TOKEN_PLACEHOLDER = 'form-token-placeholder-7f3a9c'
