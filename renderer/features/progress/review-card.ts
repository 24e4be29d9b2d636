/**
 * An answer as the progress store keeps it, with its spaced-review card: the
 * one module both the store (on every lesson page) and the scheduler (a chunk
 * of its own, schedule.ts) import, so neither imports the other.
 */

export const DAY_MS = 24 * 60 * 60 * 1000

/** Days until a question answered right for the first time comes back (what schedule.ts gives; a unit test holds them equal). */
export const FIRST_RIGHT_WAIT_DAYS = 2

/** A question's spaced-review state after an answer (schedule.ts makes it; times in ms since 1970). */
export interface ReviewCard {
  /** When it is next due. */
  due: number
  stability: number
  difficulty: number
  reps: number
  lapses: number
  /** When the answer it reflects was given: equal to its result's `at` once that answer is scheduled. */
  last: number
}

/** The last answer to one knowledge-check question. */
export interface CheckResult {
  /** Whether that answer was the correct option. */
  right: boolean
  /** When it was given, in milliseconds since 1970 (Date.now()). */
  at: number
  /** Its schedule; until the answer at `at` is scheduled, the one from the answer before (or none). */
  card?: ReviewCard
}

/** Results by question key ('section1/guest-book-forgets-messages'). */
export type CheckResults = ReadonlyMap<string, CheckResult>

/** Whether a result's card reflects its last answer (saveCheckResults stores the answer first, the scheduler its card next). */
export function isScheduled(result: CheckResult): boolean {
  return result.card?.last === result.at
}

/** Whether any answer waits for the scheduler. */
export function hasWaitingAnswers(results: CheckResults): boolean {
  return ![...results.values()].every(isScheduled)
}
