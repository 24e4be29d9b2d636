import { Mail } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { apiPaths, readApiAnswer, readSubscribed } from '../../lib/api.ts'
import { isSubscribed, SUBSCRIBER_EMAIL_MAX_LENGTH, type SubscribeFormRefusal, type SubscribeOutcome } from '../../lib/forms/subscribe.ts'
import { subscribeFormMessages } from '../../lib/i18n/catalogues/subscribe.ts'
import { localePath } from '../../lib/i18n/locale.ts'
import type { subscribe as englishWords } from '../../lib/i18n/messages/en/subscribe.ts'
import { SUBSCRIBE_FORM_PATH } from '../../lib/paths.ts'
import { useMessages } from '../frame/use-messages.ts'
import { usePageContext } from '../frame/use-page-context.tsx'
import { SpamTrapFields, spamTrapValues } from './spam-trap-fields.tsx'

/** What the live region shows: an outcome's message, or the server's own words for a refusal. */
type Shown = { outcome: SubscribeOutcome; message: string }

const FORM_ID = 'subscribe'
const EMAIL_ID = `${FORM_ID}-email`

/**
 * The outcome and message of a POST /api/subscribe answer (any 2xx means the
 * address is on the list). The server words its answers in the language the
 * form declares (Content-Language); `t`, the page's words, stand in when an
 * answer has none, and name the field a refusal is about.
 */
async function readAnswer(response: Response, t: typeof englishWords): Promise<Shown> {
  const answer = await readApiAnswer(response, readSubscribed)
  if (answer.ok) return { outcome: answer.body.outcome, message: answer.body.message ?? t[answer.body.outcome] }
  const serverMessage = answer.error?.message
  if (answer.status === 429) return { outcome: 'limited', message: serverMessage ?? t.limited }
  if (answer.status >= 400 && answer.status < 500)
    return { outcome: 'invalid', message: serverMessage?.replace(/^email/, t.yourEmail) ?? t.invalid }
  return { outcome: 'error', message: t.error }
}

/**
 * The 'Stay Updated' email form. Without JavaScript it is a normal form post
 * to /blog/subscribe (/es/blog/subscribe on a Spanish page), which redirects back here with the outcome
 * (`initialOutcome`) or, when it refuses the address, shows the blog again
 * with the reason (`refusal`). With JavaScript it posts JSON to
 * /api/subscribe and shows the outcome in place. Either way the server is the
 * one that checks the address (the form has `noValidate`), and the message
 * appears in the same live region.
 */
export function SubscribeForm({
  initialOutcome,
  refusal,
  formToken,
}: {
  initialOutcome: SubscribeOutcome | null
  refusal: SubscribeFormRefusal | null
  /** The form's signed render time (lib/forms/spam.ts), sent back with the post. */
  formToken: string
}) {
  const t = useMessages(subscribeFormMessages)
  const { locale = 'en' } = usePageContext()
  const [shown, setShown] = useState<Shown | null>(
    refusal ?? (initialOutcome ? { outcome: initialOutcome, message: t[initialOutcome] } : null),
  )
  const [sending, setSending] = useState(false)

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const email = new FormData(form).get('email')
    // Cleared first, so the same message said twice is announced twice.
    setShown(null)
    setSending(true)
    try {
      const response = await fetch(apiPaths.subscribe, {
        method: 'POST',
        // The server words its answers in the page's language.
        headers: { 'content-type': 'application/json', 'content-language': locale },
        body: JSON.stringify({ email: typeof email === 'string' ? email : '', ...spamTrapValues(form) }),
      })
      const answer = await readAnswer(response, t)
      setShown(answer)
      if (isSubscribed(answer.outcome)) form.reset()
      // A refused address: back to the field, which its message describes.
      else if (answer.outcome === 'invalid') document.getElementById(EMAIL_ID)?.focus()
    } catch (error) {
      console.error('Subscribing failed:', error)
      setShown({ outcome: 'error', message: t.error })
    } finally {
      setSending(false)
    }
  }

  const failed = shown !== null && !isSubscribed(shown.outcome)
  return (
    <form
      className="subscribe-form"
      action={`${localePath(SUBSCRIBE_FORM_PATH, locale)}#stay-updated`}
      method="post"
      noValidate
      onSubmit={subscribe}
    >
      <label htmlFor={EMAIL_ID} className="visually-hidden">
        {t.emailLabel}
      </label>
      <div className="subscribe-form-row">
        <input
          id={EMAIL_ID}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={SUBSCRIBER_EMAIL_MAX_LENGTH}
          placeholder={t.placeholder}
          defaultValue={refusal?.email}
          aria-invalid={shown?.outcome === 'invalid' ? true : undefined}
          aria-describedby="subscribe-message"
        />
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the top of the page. */}
        <button type="submit" className="button button-primary" aria-disabled={sending || undefined}>
          <Mail aria-hidden="true" size={18} />
          {sending ? t.subscribing : t.subscribe}
        </button>
      </div>
      <SpamTrapFields formId={FORM_ID} formToken={formToken} label={t.trapLabel} />
      <p id="subscribe-message" role="status" className={`subscribe-message${failed ? ' is-error' : shown ? ' is-success' : ''}`}>
        {shown?.message ?? ''}
      </p>
    </form>
  )
}
