import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '../../lib/forms/spam.ts'

/**
 * The spam traps a form carries (lib/forms/spam.ts): a honeypot field that
 * the `form-trap` class hides from people (and from assistive technology, as
 * display: none does) while robots reading the HTML fill it in, and the
 * form's signed render time.
 */
export function SpamTrapFields({ formId, formToken, label }: { formId: string; formToken: string; label: string }) {
  return (
    <>
      <div className="form-trap">
        <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{label}</label>
        <input id={`${formId}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
    </>
  )
}

/** The trap fields' values as the form holds them, for a JSON post (the same fields a post without JavaScript sends). */
export function spamTrapValues(form: HTMLFormElement) {
  const fields = new FormData(form)
  const text = (name: string) => {
    const value = fields.get(name)
    return typeof value === 'string' ? value : ''
  }
  return { [HONEYPOT_FIELD]: text(HONEYPOT_FIELD), [FORM_TOKEN_FIELD]: text(FORM_TOKEN_FIELD) }
}
