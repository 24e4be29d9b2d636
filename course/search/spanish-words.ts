/**
 * How the Spanish search reads a word: Snowball's Spanish stemmer and a list of
 * Spanish stop words, both from Orama's maintained packages (@orama/stemmers,
 * @orama/stopwords), so "pantallas", "pantalla" and "Pantalla" are one word
 * and "la", "de", "está" count for nothing. They run on the server (the index
 * is built at build time and searched by the server), so none of it reaches
 * the browser. English error texts pasted in a Spanish search still match:
 * the stemmer leaves most English words whole or cuts them the same way in
 * the index and in the query.
 */
import { stemmer } from '@orama/stemmers/spanish'
import { stopwords } from '@orama/stopwords/spanish'

/**
 * Words the list calls stop words that a learner's symptom needs: "no carga",
 * "nada aparece", "sale mal", "sin conexión", "el valor", "mi cuenta".
 */
const MEANINGFUL = new Set([
  'no',
  'nada',
  'mal',
  'sin',
  'nunca',
  'valor',
  'cuenta',
  'trabajo',
  'nuevo',
  'final',
  'tiempo',
  'parte',
  'dar',
  'dice',
])

export const SPANISH_STOP_WORDS: ReadonlySet<string> = new Set(stopwords.filter((word) => !MEANINGFUL.has(word)))

/** A word without its accents, so a learner who types "pagina" or "está" without them finds the same. */
function withoutAccents(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '')
}

/** A lower-cased word as the Spanish index keeps it: null for a stop word, else its stem without accents. */
export function spanishTerm(word: string): string | null {
  const lower = word.toLowerCase()
  if (SPANISH_STOP_WORDS.has(lower)) return null
  return withoutAccents(stemmer(lower))
}
