/**
 * The zod building blocks of every form body the server accepts. Each error
 * message starts with the field's name ('name must not be empty'), so the
 * JSON API can send it as it is and the no-JavaScript forms can swap the name
 * for the field's label. Server only: the browser bundle never loads zod.
 */
import { z } from 'zod'
import { emailProblem } from './email.ts'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, LEGACY_STARTED_AT_FIELD } from './spam.ts'

/** A UTF-16 surrogate that is not half of a pair (in a `u` regex a proper pair is one code point, so only lone halves match). */
const LONE_SURROGATE = /\p{Surrogate}/u
/** C0 and C1 control characters (DEL included). */
const CONTROL = /\p{Cc}/u
/** The same, but newlines and tabs are allowed (a message has paragraphs). */
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u

/** 'name is required' when missing, 'name must be text' when of another type. */
function typeError(field: string, expected: string) {
  return (issue: { input: unknown }) => (issue.input === undefined ? `${field} is required` : `${field} must be ${expected}`)
}

/**
 * A required line (or, with `multiline`, a block) of text: trimmed, not
 * empty, well-formed Unicode (no lone surrogates), no control characters and
 * at most `maxLength` characters (UTF-16 units, as a browser's maxlength counts).
 */
export function textField(field: string, maxLength: number, { multiline = false } = {}) {
  const control = multiline ? CONTROL_EXCEPT_LINES : CONTROL
  return z
    .string({ error: typeError(field, 'text') })
    .refine((value) => !LONE_SURROGATE.test(value), { error: `${field} contains characters that are not valid text`, abort: true })
    .refine((value) => !control.test(value), {
      error: multiline
        ? `${field} must not contain control characters (only new lines and tabs)`
        : `${field} must not contain control characters`,
      abort: true,
    })
    .trim()
    .min(1, { error: `${field} must not be empty` })
    .max(maxLength, { error: `${field} must be at most ${maxLength} characters` })
}

/** A required email address, checked by the site's one email rule (email.ts). */
export function emailField(field: string) {
  return textField(field, Number.MAX_SAFE_INTEGER).superRefine((value, context) => {
    const problem = emailProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: `${field} ${problem}`, input: value })
  })
}

/** One of a fixed list of values, case-sensitive ('High' is not 'high'). */
export function choiceField<const Values extends readonly [string, ...string[]]>(field: string, values: Values) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be one of: ${values.join(', ')}`),
  })
}

/**
 * The spam traps every form carries (spam.ts): the honeypot and the form
 * token. All optional: a post without them is stored as suspect, never
 * refused. Their limits only keep out bodies no page ever sends.
 */
export const spamTrapFields = {
  [HONEYPOT_FIELD]: z
    .string({ error: typeError(HONEYPOT_FIELD, 'text') })
    .max(200, `${HONEYPOT_FIELD} is too long`)
    .optional(),
  [FORM_TOKEN_FIELD]: z
    .string({ error: typeError(FORM_TOKEN_FIELD, 'text') })
    .max(200, `${FORM_TOKEN_FIELD} is too long`)
    .optional(),
  // Older pages sent a number as JSON and digits from a form; its value is never trusted (spam-traps.ts).
  [LEGACY_STARTED_AT_FIELD]: z
    .union([z.number(), z.string().max(20)], { error: typeError(LEGACY_STARTED_AT_FIELD, 'a time in milliseconds') })
    .optional(),
}

/**
 * A form body: exactly these fields. An unknown field is named in the error;
 * a body that is not an object at all is described as such.
 */
export function formBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys[0]} is not an accepted field`
        : 'the body must be a JSON object with the form fields',
  })
}
