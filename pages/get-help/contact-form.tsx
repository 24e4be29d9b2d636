import { Send } from 'lucide-react'
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { apiPaths, readApiAnswer, readContactSent } from '../../lib/api.ts'
import {
  type ContactField,
  type ContactFormSubmission,
  contactCategories,
  contactLimits,
  contactUrgencies,
  DEFAULT_URGENCY,
  isContactField,
  withFieldLabel,
} from '../../lib/forms/contact.ts'
import { emailIssue } from '../../lib/forms/email.ts'
import { contactMessages } from '../../lib/i18n/catalogues/contact.ts'
import { localePath } from '../../lib/i18n/locale.ts'
import type { contact } from '../../lib/i18n/messages/en/contact.ts'
import type { TextKey } from '../../lib/i18n/messages.ts'
import { PAGES } from '../../lib/paths.ts'
import { SpamTrapFields, spamTrapValues } from '../../renderer/components/spam-trap-fields.tsx'
import { useToast } from '../../renderer/components/toast.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { usePageContext } from '../../renderer/frame/use-page-context.tsx'

type Messages = typeof contact
type Key = TextKey<Messages>

/** Each field's label, category's and urgency's words in the form's messages. */
const fieldLabelKeys: Record<ContactField, Key> = {
  name: 'labelName',
  email: 'labelEmail',
  category: 'labelCategory',
  subject: 'labelSubject',
  message: 'labelMessage',
  urgency: 'labelUrgency',
}
const optionKeys: Record<(typeof contactCategories)[number]['value'] | (typeof contactUrgencies)[number]['value'], Key> = {
  technical: 'categoryTechnical',
  project: 'categoryProject',
  account: 'categoryAccount',
  feedback: 'categoryFeedback',
  accessibility: 'categoryAccessibility',
  other: 'categoryOther',
  low: 'urgencyLow',
  medium: 'urgencyMedium',
  high: 'urgencyHigh',
}

/** The form's labels in the language of `t`. */
function fieldLabels(t: Messages): Record<ContactField, string> {
  return Object.fromEntries(Object.entries(fieldLabelKeys).map(([field, key]) => [field, t[key]])) as Record<ContactField, string>
}

type Values = Record<ContactField, string>

const EMPTY_FORM: Values = { name: '', email: '', category: '', subject: '', message: '', urgency: DEFAULT_URGENCY }

const FORM_ID = 'contact'
const fieldId = (field: ContactField) => `${FORM_ID}-${field}`
const errorId = (field: ContactField) => `${FORM_ID}-${field}-error`

function Field({ field, required, error, children }: { field: ContactField; required?: boolean; error?: string; children: ReactNode }) {
  const t = useMessages(contactMessages)
  return (
    <div className="field">
      <label htmlFor={fieldId(field)}>
        {t[fieldLabelKeys[field]]}
        {required ? (
          <span className="required-mark" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={errorId(field)} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * What is plainly wrong before anything is sent, worded like the server's
 * refusals ('Full Name must not be empty'), in the form's order. The server
 * checks everything again; this only spares a round trip and lets every
 * problem show beside its field at once, where the browser's own bubbles
 * (which hydration turns off) show one at a time and tie none to its field.
 */
function missingOrMalformed(values: Values, t: Messages): ContactFormSubmission['errors'] {
  const errors: ContactFormSubmission['errors'] = {}
  for (const field of ['name', 'email', 'category', 'subject', 'message'] as const) {
    const label = t[fieldLabelKeys[field]]
    const value = values[field]
    const issue = field === 'email' && value.trim() ? emailIssue(value) : null
    if (field === 'category' && !value) errors.category = t.fieldRequired(label)
    else if (!value.trim()) errors[field] = t.fieldEmpty(label)
    else if (issue)
      errors.email =
        issue.kind === 'too-long'
          ? t.emailTooLong(label, issue.maxLength)
          : issue.kind === 'too-long-before-at'
            ? t.emailTooLongBeforeAt(label, issue.maxLength)
            : t.emailInvalid(label)
  }
  return errors
}

/** What POST /api/contact answered, as far as the form cares. */
type Answer =
  | { kind: 'sent'; title: string; description: string }
  | { kind: 'field'; field: ContactField; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' }

/**
 * Reads the API's answer: any 2xx is a stored message (its title and
 * description, when it has them, replace the form's own words), 400 { field,
 * message }, 429 { message } (it names the wait), anything else a failure.
 */
async function readAnswer(response: Response, t: Messages): Promise<Answer> {
  const answer = await readApiAnswer(response, readContactSent)
  if (answer.ok)
    return {
      kind: 'sent',
      title: answer.body.title ?? t.sentTitle,
      description: answer.body.description ?? t.sentDescription,
    }
  if ((answer.status !== 400 && answer.status !== 429) || !answer.error) return { kind: 'failed' }
  const { field, message } = answer.error
  if (isContactField(field)) return { kind: 'field', field, message }
  return { kind: 'refused', message }
}

export interface ContactFormProps {
  /** A refused no-JavaScript post: its values and errors. */
  submission: ContactFormSubmission | null
  /** A no-JavaScript post was stored. */
  sent: boolean
  supportEmail: string
  /** The form's signed render time (lib/forms/spam.ts), sent back with the post. */
  formToken: string
}

/**
 * The 'Send Us a Message' form. It is a plain HTML form that posts to
 * /get-help, so it works before and without JavaScript; once hydrated it
 * sends JSON to /api/contact instead. A stored message is confirmed in a
 * toast; a refused one shows the server's reason beside its field (which gets
 * the focus) or, over the rate limit, above the form with the wait. Nothing
 * typed is cleared unless the server has stored the message.
 */
export function ContactForm({ submission, sent, supportEmail, formToken }: ContactFormProps) {
  const showToast = useToast()
  const t = useMessages(contactMessages)
  const { locale = 'en' } = usePageContext()
  const [values, setValues] = useState<Values>({ ...EMPTY_FORM, ...submission?.values })
  const [errors, setErrors] = useState<ContactFormSubmission['errors']>(submission?.errors ?? {})
  const [formError, setFormError] = useState(submission?.formError)
  const [sending, setSending] = useState(false)
  const problems = Object.entries(errors) as [ContactField, string][]
  // Once hydrated the form checks its fields itself (missingOrMalformed); without JavaScript the browser's required checks stay.
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (form.current) form.current.noValidate = true
  }, [])

  function inputProps(field: ContactField) {
    const error = errors[field]
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
        const { value } = event.target
        setValues((current) => ({ ...current, [field]: value }))
        // The server's complaint about this field no longer applies once it is edited.
        setErrors(({ [field]: _fixed, ...others }) => others)
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId(field) : undefined,
    }
  }

  /** A required one-line field (name, email, subject): its label, its input and its error. */
  function requiredLine(field: 'name' | 'email' | 'subject', type: 'text' | 'email', placeholder: string, autoComplete?: string) {
    return (
      <Field field={field} required error={errors[field]}>
        <input
          {...inputProps(field)}
          type={type}
          autoComplete={autoComplete}
          required
          maxLength={contactLimits[field]}
          placeholder={placeholder}
        />
      </Field>
    )
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const formElement = event.currentTarget
    const found = missingOrMalformed(values, t)
    const firstInvalid = (Object.keys(found) as ContactField[])[0]
    if (firstInvalid) {
      setFormError(undefined)
      setErrors(found)
      document.getElementById(fieldId(firstInvalid))?.focus()
      return
    }
    setSending(true)
    let answer: Answer = { kind: 'failed' }
    try {
      const response = await fetch(apiPaths.contact, {
        method: 'POST',
        // The server writes its refusals in the page's language.
        headers: { 'content-type': 'application/json', 'content-language': locale },
        body: JSON.stringify({ ...values, ...spamTrapValues(formElement) }),
      })
      answer = await readAnswer(response, t)
    } catch {
      // Offline or the server is unreachable: reported below like any failure.
    }
    setSending(false)
    setFormError(undefined)
    switch (answer.kind) {
      case 'sent':
        setValues(EMPTY_FORM)
        setErrors({})
        showToast({ title: answer.title, description: answer.description })
        break
      case 'field':
        setErrors({ [answer.field]: withFieldLabel(answer.field, answer.message, fieldLabels(t)) })
        document.getElementById(fieldId(answer.field))?.focus()
        break
      case 'refused':
        setErrors({})
        setFormError(answer.message)
        break
      case 'failed':
        showToast({
          variant: 'destructive',
          title: t.failedTitle,
          description: t.failedDescription(supportEmail),
        })
    }
  }

  return (
    <form ref={form} className="card contact-form" method="post" action={`${localePath(PAGES.getHelp, locale)}#contact`} onSubmit={send}>
      {sent ? (
        <div className="notice notice-success" role="status">
          <p className="notice-title">{t.sentTitle}</p>
          <p>{t.sentDescription}</p>
        </div>
      ) : null}
      {formError || problems.length > 0 ? (
        <div className="notice notice-error" role="alert">
          <p className="notice-title">{t.notSentYet}</p>
          {formError ? <p>{formError}</p> : null}
          {problems.length > 0 ? (
            <ul className="notice-list">
              {problems.map(([field, message]) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`}>{message}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <p className="contact-form-legend">
        {t.requiredBefore} <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t.requiredHidden}</span> {t.requiredAfter}
      </p>
      <div className="contact-form-row">
        {requiredLine('name', 'text', t.placeholderName, 'name')}
        {requiredLine('email', 'email', t.placeholderEmail, 'email')}
      </div>
      <Field field="category" required error={errors.category}>
        <select {...inputProps('category')} required>
          <option value="">{t.chooseCategory}</option>
          {contactCategories.map(({ value }) => (
            <option key={value} value={value}>
              {t[optionKeys[value]]}
            </option>
          ))}
        </select>
      </Field>
      {requiredLine('subject', 'text', t.placeholderSubject)}
      <Field field="message" required error={errors.message}>
        <textarea {...inputProps('message')} rows={6} required maxLength={contactLimits.message} placeholder={t.placeholderMessage} />
      </Field>
      <Field field="urgency" error={errors.urgency}>
        <select {...inputProps('urgency')}>
          {contactUrgencies.map(({ value }) => (
            <option key={value} value={value}>
              {t[optionKeys[value]]}
            </option>
          ))}
        </select>
      </Field>
      <SpamTrapFields formId={FORM_ID} formToken={formToken} label={t.trapLabel} />
      <div>
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the top of the page. */}
        <button type="submit" className="button button-primary" aria-disabled={sending || undefined}>
          <Send aria-hidden="true" size={18} />
          {sending ? t.sending : t.send}
        </button>
      </div>
    </form>
  )
}
