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

/** A count as a word, the way prose writes small numbers ('twelve'); digits from 21 on. */
export function countWord(count: number): string {
  return WORDS[count] ?? String(count)
}

/** The same, starting a sentence ('Twelve'). */
export function countWordCapitalised(count: number): string {
  const word = countWord(count)
  return word.charAt(0).toUpperCase() + word.slice(1)
}
