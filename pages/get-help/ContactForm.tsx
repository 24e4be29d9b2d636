import { Send } from 'lucide-react'
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react'
import {
  type ContactField,
  type ContactFormSubmission,
  contactCategories,
  contactFieldLabels,
  contactLimits,
  contactUrgencies,
  DEFAULT_URGENCY,
} from '../../content/contact-form.ts'
import { useToast } from '../../renderer/ui/Toast.tsx'

type Values = Record<ContactField, string>

const EMPTY_FORM: Values = { name: '', email: '', category: '', subject: '', message: '', urgency: DEFAULT_URGENCY }

/** Spec section 8: what the visitor sees once a message is stored, as a toast or (without JavaScript) on the page. */
export const SENT_TITLE = 'Message sent successfully!'
export const SENT_DESCRIPTION = "We'll get back to you within 24 hours."

const fieldId = (field: ContactField) => `contact-${field}`
const errorId = (field: ContactField) => `contact-${field}-error`

function Field({ field, required, error, children }: { field: ContactField; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={fieldId(field)}>
        {contactFieldLabels[field]}
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
 * The 'Send Us a Message' form. It is a plain HTML form that posts to
 * /get-help, so it works before and without JavaScript; once hydrated it
 * sends JSON to /api/contact instead and reports the outcome in a toast.
 * Nothing typed is cleared unless the server has stored the message.
 */
export function ContactForm({
  submission,
  sent,
  supportEmail,
}: {
  /** A refused no-JavaScript post: its values and errors. */
  submission: ContactFormSubmission | null
  /** A no-JavaScript post was stored. */
  sent: boolean
  supportEmail: string
}) {
  const showToast = useToast()
  const [values, setValues] = useState<Values>({ ...EMPTY_FORM, ...submission?.values })
  const [errors, setErrors] = useState<ContactFormSubmission['errors']>(submission?.errors ?? {})
  const [formError, setFormError] = useState(submission?.formError)
  const [sending, setSending] = useState(false)
  const problems = Object.entries(errors) as [ContactField, string][]

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

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    let stored = false
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      })
      stored = response.ok
    } catch {
      // Offline or the server is unreachable: reported below like any refusal.
    }
    setSending(false)
    if (stored) {
      setValues(EMPTY_FORM)
      setErrors({})
      setFormError(undefined)
      showToast({ title: SENT_TITLE, description: SENT_DESCRIPTION })
    } else {
      showToast({
        variant: 'destructive',
        title: 'Failed to send message',
        description: `Please try again or email us directly at ${supportEmail}`,
      })
    }
  }

  return (
    <form className="card contact-form" method="post" action="/get-help#contact" onSubmit={send}>
      {sent ? (
        <div className="notice notice-success" role="status">
          <p className="notice-title">{SENT_TITLE}</p>
          <p>{SENT_DESCRIPTION}</p>
        </div>
      ) : null}
      {formError || problems.length > 0 ? (
        <div className="notice notice-error" role="alert">
          <p className="notice-title">Your message was not sent yet.</p>
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
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="contact-form-row">
        <Field field="name" required error={errors.name}>
          <input {...inputProps('name')} type="text" autoComplete="name" required maxLength={contactLimits.name} placeholder="Your name" />
        </Field>
        <Field field="email" required error={errors.email}>
          <input
            {...inputProps('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={contactLimits.email}
            placeholder="you@example.com"
          />
        </Field>
      </div>
      <Field field="category" required error={errors.category}>
        <select {...inputProps('category')} required>
          <option value="">Choose a category</option>
          {contactCategories.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field field="subject" required error={errors.subject}>
        <input
          {...inputProps('subject')}
          type="text"
          required
          maxLength={contactLimits.subject}
          placeholder="Name the project or section, e.g. Project 3: Simple To-Do List"
        />
      </Field>
      <Field field="message" required error={errors.message}>
        <textarea
          {...inputProps('message')}
          rows={6}
          required
          maxLength={contactLimits.message}
          placeholder="Describe what you expected to happen and what happened instead. Include any error messages exactly as shown, or links to screenshots."
        />
      </Field>
      <Field field="urgency" error={errors.urgency}>
        <select {...inputProps('urgency')}>
          {contactUrgencies.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <div>
        <button type="submit" className="button button-primary" disabled={sending}>
          <Send aria-hidden="true" size={18} />
          {sending ? 'Sending Message...' : 'Send Message'}
        </button>
      </div>
    </form>
  )
}
