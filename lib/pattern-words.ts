/**
 * A check's patterns (content/learning-projects/*.md) are regular expressions,
 * but the learner reads the first of each list in the checker's report
 * ("a button like “Say hello”"). So the first must read as plain words once
 * its word boundaries, anchors and escapes are taken off; the content schema
 * refuses one that does not.
 */

/** The pattern less its word boundaries (\b), anchors (^, $) and surrounding `.*`, which say where, not what. */
const withoutPlaceMarks = (source: string) =>
  source
    .replace(/\\b/g, '')
    .replace(/^\^|\$$/g, '')
    .replace(/^\.\*|\.\*$/g, '')

/** The words a pattern stands for: its place marks taken off and its escapes (\.) undone. */
export function patternInWords(source: string): string {
  return withoutPlaceMarks(source).replace(/\\(.)/g, '$1').trim()
}

/** Whether patternInWords gives plain words: no pattern syntax left but escaped punctuation. */
export function isPlainWords(source: string): boolean {
  const syntaxLeft = /[\\[\](){}|?*+^$.]/.test(withoutPlaceMarks(source).replace(/\\[^a-zA-Z0-9]/g, ''))
  return !syntaxLeft && patternInWords(source) !== ''
}
