/**
 * Measures of course text used by the content tests and by
 * `npm run content:report`: prose word counts and a reading grade.
 */

/** The body without fenced code blocks, HTML tags and Markdown link targets: the prose a learner reads (the glossary test looks for definitions in it). */
export function proseOf(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
}

/** Every word of a text, for `match`. (Global: never call `.test` on it, which would carry lastIndex from one string to the next.) */
const WORDS = /[A-Za-z0-9][A-Za-z0-9'’-]*/g
/** Whether a text has a word at all. */
const HAS_WORD = /[A-Za-z0-9]/

/** Words outside code blocks. */
export function countWords(markdown: string): number {
  return proseOf(markdown).match(WORDS)?.length ?? 0
}

/** Syllables in an English word, by the usual vowel-group heuristic (good to about ±10% on running text). */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '')
  if (w.length <= 3) return 1
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '')
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1)
}

/**
 * Flesch-Kincaid grade level: 0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59.
 * Counted on paragraphs and list items (headings and code are left out); a
 * list item without a full stop counts as one sentence.
 */
export function readingGrade(markdown: string): number {
  const lines = proseOf(markdown)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('|'))
    .map((line) => line.replace(/^([-*+]|\d+\.)\s+(\[[ x]\]\s+)?/, ''))
  let sentences = 0
  let words = 0
  let syllables = 0
  for (const line of lines) {
    const lineWords = line.match(WORDS) ?? []
    if (lineWords.length === 0) continue
    sentences += Math.max(1, line.split(/[.!?]+(?:\s|$)/).filter((part) => HAS_WORD.test(part)).length)
    words += lineWords.length
    syllables += lineWords.reduce((sum, word) => sum + countSyllables(word), 0)
  }
  if (words === 0) return 0
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59
}

/** The `##` headings of a body, in order. */
export function mainHeadings(markdown: string): string[] {
  return proseOf(markdown)
    .split('\n')
    .filter((line) => /^##\s/.test(line))
    .map((line) => line.replace(/^##\s+/, '').trim())
}
