import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '../../lib/forms/spam.ts'

/**
 * The spam traps a form carries (lib/forms/spam.ts): a honeypot field that
 * the `form-trap` class hides from people (and from assistive technology, as
 * display: none does) while robots reading the HTML fill it in, and the time
 * the server rendered the form.
 */
export function SpamTrapFields({ formId, startedAt }: { formId: string; startedAt: number }) {
  return (
    <>
      <div className="form-trap">
        <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${formId}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />
    </>
  )
}

/** The trap fields' values as the form holds them, for a JSON post. */
export function spamTrapValues(form: HTMLFormElement, startedAt: number) {
  const honeypot = new FormData(form).get(HONEYPOT_FIELD)
  return { [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '', [STARTED_AT_FIELD]: startedAt }
}
