import type { Locale } from './i18n/locale.ts'

/**
 * Counts in page words, made from the content rather than written by hand, so
 * a thirteenth section or a sixth project changes every sentence that counts
 * them ('Twelve sections' becomes 'Thirteen sections').
 */
const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
]

/** The same words in Spanish (a count of things, so 'un' for one would need the noun's gender: the messages say one themselves). */
const SPANISH_WORDS = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
]

/** A count as a word, the way prose writes small numbers ('twelve', in Spanish 'doce'); digits from 21 on. */
export function countWord(count: number, locale: Locale = 'en'): string {
  return (locale === 'es' ? SPANISH_WORDS : WORDS)[count] ?? String(count)
}

/** The same, starting a sentence ('Twelve'). */
export function countWordCapitalised(count: number, locale: Locale = 'en'): string {
  const word = countWord(count, locale)
  return word.charAt(0).toUpperCase() + word.slice(1)
}
