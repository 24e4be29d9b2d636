/**
 * The blog's 'Stay Updated' form: the one definition that the form (its
 * input and the messages it shows) and the server (POST /api/subscribe and
 * the no-JavaScript POST /blog/subscribe) both read, so they cannot drift apart.
 */

/** Longest accepted address (the limit of the SMTP standard, RFC 5321). */
export const SUBSCRIBER_EMAIL_MAX_LENGTH = 254

/**
 * What a subscription attempt came to. The JSON API answers with one in its
 * body; the form endpoint redirects to /blog?subscribe=<outcome>.
 */
export const subscribeOutcomes = ['ok', 'exists', 'invalid', 'limited', 'error'] as const
export type SubscribeOutcome = (typeof subscribeOutcomes)[number]

/** The message the page shows for each outcome. */
export const subscribeMessages: Record<SubscribeOutcome, string> = {
  ok: "You're subscribed! We'll email you when new tutorials and articles come out.",
  exists: "You're already subscribed with this email address, so there is nothing more to do.",
  invalid: 'Please enter a valid email address, like name@example.com.',
  limited: 'Too many attempts from your connection. Please wait a minute and try again.',
  error: 'Sorry, we could not save your subscription just now. Please try again in a moment.',
}

/** Whether the outcome is a success (the address is on the list now). */
export function isSubscribed(outcome: SubscribeOutcome): boolean {
  return outcome === 'ok' || outcome === 'exists'
}

/** Reads an outcome from a URL parameter; anything else is no outcome. */
export function readSubscribeOutcome(value: string | undefined): SubscribeOutcome | null {
  return (subscribeOutcomes as readonly string[]).includes(value ?? '') ? (value as SubscribeOutcome) : null
}
