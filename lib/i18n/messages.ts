/**
 * The shape of the site's message catalogues. English (messages/en/) is the
 * source of the keys; every other language (messages/es/, ...) is typed as a
 * Translation of it, so a missing or an extra key fails the type check. A
 * catalogue is cut by feature (frame, forms, search, ...) rather than kept
 * whole, so a page's islands bring to the browser only the messages they use.
 */
import type { Locale } from './locale.ts'

/** A message: a sentence, or a function of what it mentions (a count, a field, a wait) that returns one. */
export type Message = string | ((...values: never[]) => string)

export type Messages = Record<string, Message>

/** The keys of a catalogue whose message is a plain sentence (no values to fill in). */
export type TextKey<English extends Messages> = { [Key in keyof English]: English[Key] extends string ? Key : never }[keyof English]

/** Another language's version of an English feature catalogue: the same keys, none missing and none extra, each of the same kind. */
export type Translation<English extends Messages> = { readonly [Key in keyof English]: English[Key] extends string ? string : English[Key] }

/** One feature's messages in every language. */
export type Catalogue<English extends Messages> = { readonly en: English } & {
  readonly [Other in Exclude<Locale, 'en'>]: Translation<English>
}

/** The messages of `catalogue` in `locale`: what code outside React (the server, the checker's harness) calls with the locale it was given. */
export function messagesIn<English extends Messages>(catalogue: Catalogue<English>, locale: Locale): English {
  // A Translation has the English keys and kinds of value (tsc checks it), so it reads as the English type.
  return catalogue[locale] as English
}
