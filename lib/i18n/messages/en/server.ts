/**
 * What the server writes to a person: form field errors (each starts with the
 * field it is about, which the forms swap for the field's label), the
 * rate limits' sentences and the contact form's refusals. Server only. The
 * source of the keys (../es/server.ts translates them).
 */
import { plural } from '../../plural.ts'

export const server = {
  /** How long to wait, in words: 'in 1 minute', 'in 45 seconds'. */
  waitIn: (seconds: number) =>
    seconds >= 60
      ? plural('en', Math.ceil(seconds / 60), { one: 'in # minute', other: 'in # minutes' })
      : plural('en', seconds, { one: 'in # second', other: 'in # seconds' }),
  tooManyPages: (wait: string) => `Too many requests from your connection. Please try again ${wait}.`,
  tooManyStuck: (wait: string) => `Too many requests from your connection. Please try again ${wait}; what you pasted is still in the box.`,
  tooManySubscribe: (wait: string) => `Too many sign-up attempts from your connection. Please try again ${wait}.`,
  tooManyContact: (wait: string) =>
    `You have sent too many messages in a short time. Please try again ${wait}; what you typed is still here.`,
  fieldRequired: (field: string) => `${field} is required`,
  fieldMustBeText: (field: string) => `${field} must be text`,
  fieldMustBeTime: (field: string) => `${field} must be a time in milliseconds`,
  fieldNotValidText: (field: string) => `${field} contains characters that are not valid text`,
  fieldControlCharacters: (field: string) => `${field} must not contain control characters`,
  fieldControlCharactersExceptLines: (field: string) => `${field} must not contain control characters (only new lines and tabs)`,
  fieldEmpty: (field: string) => `${field} must not be empty`,
  fieldTooLong: (field: string, maxLength: number) => `${field} must be at most ${maxLength} characters`,
  fieldTooLongBeforeAt: (field: string, maxLength: number) => `${field} must have at most ${maxLength} characters before the @`,
  fieldNotEmail: (field: string) => `${field} must be a valid email address, like name@example.com`,
  fieldNotOneOf: (field: string, values: string) => `${field} must be one of: ${values}`,
  fieldTooLongTrap: (field: string) => `${field} is too long`,
  fieldNotAccepted: (field: string) => `${field} is not an accepted field`,
  bodyNotObject: 'the body must be a JSON object with the form fields',
  fieldInvalid: (field: string) => `${field} is invalid`,
  formUnreadable: (reason: string) => `The form could not be read (${reason}). Please reload the page and try again.`,
  contactUnavailable:
    'Failed to send message: we cannot save messages just now. Please try again in a few minutes; what you typed is still here.',
  contactOurFault: 'Something went wrong on our side. Please try again.',
}
