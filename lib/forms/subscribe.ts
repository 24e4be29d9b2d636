/**
 * The blog's 'Stay Updated' form: the outcomes and messages that the form
 * and the server (POST /api/subscribe and the no-JavaScript POST
 * /blog/subscribe) share. No zod here: the blog's bundle imports this file.
 */
import { subscribe } from '../i18n/messages/en/subscribe.ts'

export { EMAIL_MAX_LENGTH as SUBSCRIBER_EMAIL_MAX_LENGTH } from './email.ts'

/**
 * What a subscription attempt came to. The JSON API answers with one in its
 * body; the form endpoint redirects to /blog?subscribe=<outcome> on success
 * and shows the blog again with the message otherwise.
 */
const subscribeOutcomes = ['ok', 'exists', 'invalid', 'limited', 'error'] as const
export type SubscribeOutcome = (typeof subscribeOutcomes)[number]

/** The English message of each outcome, as the server answers it (the form shows its page's language's, lib/i18n/messages/<locale>/subscribe.ts). */
export const subscribeMessages: Record<SubscribeOutcome, string> = subscribe

/** Whether the outcome is a success (the address is on the list now). */
export function isSubscribed(outcome: SubscribeOutcome): boolean {
  return outcome === 'ok' || outcome === 'exists'
}

/** Reads an outcome from a URL parameter; anything else is no outcome. */
export function readSubscribeOutcome(value: string | undefined): SubscribeOutcome | null {
  return (subscribeOutcomes as readonly string[]).includes(value ?? '') ? (value as SubscribeOutcome) : null
}

/** A post of the form without JavaScript that was refused (or could not be stored): shown on the blog with what to fix. */
export interface SubscribeFormRefusal {
  outcome: 'invalid' | 'limited' | 'error'
  /** The sentence to show (the server's, naming the field and the rule). */
  message: string
  /** The address as typed, to fill the field again. */
  email: string
}
