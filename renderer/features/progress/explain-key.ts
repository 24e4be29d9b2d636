/**
 * Where the "Explain your app" answers are kept (explain-store.ts), and the
 * form of their keys and kept lines, in a module of its own: the progress
 * store on every lesson page and /review's island need only this, not the
 * store that reads the answers (a module's code goes to every page that
 * imports any of it).
 */
export const EXPLAIN_KEY = 'fztv-explain'

/** Key ('project3/find/2': the lesson, the kind, the requirement's place in its list). */
export const EXPLAIN_KEY_FORMAT = /^project\d+\/(find|predict)\/\d+$/

/** A statement shown in /review keeps its first lines: a whole function would be a page of code. */
export const MOST_LINES = 8

/** One of the learner's own statements or elements, as it read when they answered. */
export interface OwnLines {
  file: 'index.html' | 'script.js'
  /** Its first line's number. */
  line: number
  /** Its text, one string per line (at most MOST_LINES of them). */
  code: string[]
}

/** What /review asks again. */
export type ExplainAsk =
  /** "Find the line": which of these of their lines makes `requirement` work (`answer`: the right choices' indexes). */
  | { kind: 'find'; requirement: string; choices: OwnLines[]; answer: number[] }
  /** "Predict": what happens without `lines`, among `options` (worded as the learner read them). */
  | { kind: 'predict'; lines: OwnLines; options: string[]; answer: number }

export interface ExplainResult {
  right: boolean
  /** When answered, in ms since 1970. */
  at: number
  /** Kept for a question missed, to ask it again in /review. */
  ask?: ExplainAsk
}

/** Key ('project3/find/2': the lesson, the kind, the requirement's place in its list) → the last answer. */
export type ExplainResults = ReadonlyMap<string, ExplainResult>
