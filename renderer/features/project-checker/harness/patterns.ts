/**
 * How a check step names what it looks for: one pattern or several (regular
 * expressions, written as plain words in the content), and the failure a step
 * reports in a learner's words.
 */
import { patternInWords } from '../../../../lib/pattern-words.ts'

export type Patterns = string | string[]

export const toRegExps = (patterns: Patterns) => (Array.isArray(patterns) ? patterns : [patterns]).map((source) => new RegExp(source, 'i'))
export const matchesAny = (value: string, patterns: Patterns) => toRegExps(patterns).some((pattern) => pattern.test(value))
/** The first pattern, in words, quoted: the content keeps it plain words (lib/pattern-words.ts), as the learner reads it. */
export const quote = (patterns: Patterns) => `“${patternInWords((Array.isArray(patterns) ? patterns[0] : patterns) ?? '')}”`

export class StepFailure extends Error {
  constructor(
    readonly expected: string,
    readonly found: string,
  ) {
    super(expected)
  }
}
