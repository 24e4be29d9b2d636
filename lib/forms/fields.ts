/**
 * The zod building blocks of every form body the server accepts. Each error
 * message starts with the field's name ('name must not be empty'), so the
 * JSON API can send it as it is and the no-JavaScript forms can swap the name
 * for the field's label. The sentences come from the server's messages
 * (lib/i18n/messages/en/server.ts): formFields(messages) builds the blocks in
 * one language, and the blocks exported here are the English ones. Server
 * only: the browser bundle never loads zod.
 */
import { z } from 'zod'
import { serverMessages } from '../i18n/catalogues/server.ts'
import type { Locale } from '../i18n/locale.ts'
import { messagesIn } from '../i18n/messages.ts'
import { emailIssue } from './email.ts'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, LEGACY_STARTED_AT_FIELD } from './spam.ts'

/** A UTF-16 surrogate that is not half of a pair (in a `u` regex a proper pair is one code point, so only lone halves match). */
const LONE_SURROGATE = /\p{Surrogate}/u
/** C0 and C1 control characters (DEL included). */
const CONTROL = /\p{Cc}/u
/** The same, but newlines and tabs are allowed (a message has paragraphs). */
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u

/** The form building blocks whose errors are written in `locale`. */
export function formFields(locale: Locale) {
  const t = messagesIn(serverMessages, locale)

  /** 'name is required' when missing, 'name must be text' (or `wrongType`) when of another type. */
  function typeError(field: string, wrongType = t.fieldMustBeText) {
    return (issue: { input: unknown }) => (issue.input === undefined ? t.fieldRequired(field) : wrongType(field))
  }

  /**
   * A required line (or, with `multiline`, a block) of text: trimmed, not
   * empty, well-formed Unicode (no lone surrogates), no control characters and
   * at most `maxLength` characters (UTF-16 units, as a browser's maxlength counts).
   */
  function textField(field: string, maxLength: number, { multiline = false } = {}) {
    const control = multiline ? CONTROL_EXCEPT_LINES : CONTROL
    return z
      .string({ error: typeError(field) })
      .refine((value) => !LONE_SURROGATE.test(value), { error: t.fieldNotValidText(field), abort: true })
      .refine((value) => !control.test(value), {
        error: multiline ? t.fieldControlCharactersExceptLines(field) : t.fieldControlCharacters(field),
        abort: true,
      })
      .trim()
      .min(1, { error: t.fieldEmpty(field) })
      .max(maxLength, { error: t.fieldTooLong(field, maxLength) })
  }

  /** A required email address, checked by the site's one email rule (email.ts). */
  function emailField(field: string) {
    return textField(field, Number.MAX_SAFE_INTEGER).superRefine((value, context) => {
      const issue = emailIssue(value)
      if (!issue) return
      const message =
        issue.kind === 'too-long'
          ? t.fieldTooLong(field, issue.maxLength)
          : issue.kind === 'too-long-before-at'
            ? t.fieldTooLongBeforeAt(field, issue.maxLength)
            : t.fieldNotEmail(field)
      context.addIssue({ code: 'custom', message, input: value })
    })
  }

  /** One of a fixed list of values, case-sensitive ('High' is not 'high'). */
  function choiceField<const Values extends readonly [string, ...string[]]>(field: string, values: Values) {
    return z.enum(values, {
      error: (issue) => (issue.input === undefined ? t.fieldRequired(field) : t.fieldNotOneOf(field, values.join(', '))),
    })
  }

  /**
   * The spam traps every form carries (spam.ts): the honeypot and the form
   * token. All optional: a post without them is stored as suspect, never
   * refused. Their limits only keep out bodies no page ever sends.
   */
  const spamTrapFields = {
    [HONEYPOT_FIELD]: z
      .string({ error: typeError(HONEYPOT_FIELD) })
      .max(200, t.fieldTooLongTrap(HONEYPOT_FIELD))
      .optional(),
    [FORM_TOKEN_FIELD]: z
      .string({ error: typeError(FORM_TOKEN_FIELD) })
      .max(200, t.fieldTooLongTrap(FORM_TOKEN_FIELD))
      .optional(),
    // Older pages sent a number as JSON and digits from a form; its value is never trusted (spam-traps.ts).
    [LEGACY_STARTED_AT_FIELD]: z
      .union([z.number(), z.string().max(20)], { error: typeError(LEGACY_STARTED_AT_FIELD, t.fieldMustBeTime) })
      .optional(),
  }

  /**
   * A form body: exactly these fields. An unknown field is named in the error;
   * a body that is not an object at all is described as such.
   */
  function formBody<Shape extends z.ZodRawShape>(shape: Shape) {
    return z.strictObject(shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? t.fieldNotAccepted(String(issue.keys[0])) : t.bodyNotObject),
    })
  }

  return { textField, emailField, choiceField, spamTrapFields, formBody }
}

export const { spamTrapFields, formBody } = formFields('en')
