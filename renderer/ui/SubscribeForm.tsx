import { Mail } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { isSubscribed, SUBSCRIBER_EMAIL_MAX_LENGTH, type SubscribeOutcome, subscribeMessages } from '../../content/subscribe-form.ts'

/** The outcome a POST /api/subscribe status means. */
function outcomeOfStatus(status: number): SubscribeOutcome {
  if (status === 201) return 'ok'
  if (status === 200) return 'exists'
  if (status === 429) return 'limited'
  if (status >= 400 && status < 500) return 'invalid'
  return 'error'
}

/**
 * The 'Stay Updated' email form. Without JavaScript it is a normal form post
 * to /blog/subscribe, which answers with a redirect back to this page carrying
 * the outcome (`initialOutcome`). With JavaScript it posts JSON to
 * /api/subscribe and shows the outcome in place. Either way the server is the
 * one that checks the address (the form has `noValidate`), and the message
 * appears in the same live region.
 */
export function SubscribeForm({ initialOutcome }: { initialOutcome: SubscribeOutcome | null }) {
  const [outcome, setOutcome] = useState(initialOutcome)
  const [sending, setSending] = useState(false)

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const email = new FormData(form).get('email')
    // Cleared first, so the same message said twice is announced twice.
    setOutcome(null)
    setSending(true)
    try {
      const response = await fetch('/api/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: typeof email === 'string' ? email : '' }),
      })
      const result = outcomeOfStatus(response.status)
      setOutcome(result)
      if (isSubscribed(result)) form.reset()
    } catch (error) {
      console.error('Subscribing failed:', error)
      setOutcome('error')
    } finally {
      setSending(false)
    }
  }

  const failed = outcome !== null && !isSubscribed(outcome)
  return (
    <form className="subscribe-form" action="/blog/subscribe" method="post" noValidate onSubmit={subscribe}>
      <label htmlFor="subscribe-email" className="visually-hidden">
        Email address
      </label>
      <div className="subscribe-form-row">
        <input
          id="subscribe-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={SUBSCRIBER_EMAIL_MAX_LENGTH}
          placeholder="you@example.com"
          aria-invalid={outcome === 'invalid' ? true : undefined}
          aria-describedby="subscribe-message"
        />
        <button type="submit" className="button button-primary" disabled={sending}>
          <Mail aria-hidden="true" size={18} />
          {sending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p id="subscribe-message" role="status" className={`subscribe-message${failed ? ' is-error' : outcome ? ' is-success' : ''}`}>
        {outcome ? subscribeMessages[outcome] : ''}
      </p>
    </form>
  )
}
