/**
 * The last live check of each featured project ("Check my live app"), kept
 * in this browser only, beside the progress (progress-store.ts): the project
 * page records what a check's link carried (live-app-check/live-check-result.ts),
 * and /progress lists it. Reset progress clears it with the rest, and a saved
 * file or a progress link carries it to another browser with the rest.
 */
import type { LiveCheckResult } from '../live-app-check/live-check-result.ts'
import { announceStoredChange } from './stored-changes.ts'
import { cachedStoredReader } from './stored-document.ts'

export const LIVE_CHECKS_KEY = 'fztv-live-checks'

/** Lesson key ('featured-project2') → its last check. */
export type LiveCheckResults = ReadonlyMap<string, LiveCheckResult>

const LESSON_KEY = /^featured-project\d+$/
const DAY = /^\d{4}-\d\d-\d\d$/

/**
 * The results in a parsed document (stored, or a saved file's `liveChecks`);
 * `skipped` counts the entries that are not results (hand edits), which the
 * store drops and a file reader refuses.
 */
export function readLiveCheckResults(value: unknown): { results: LiveCheckResults; skipped: number } {
  const results = new Map<string, LiveCheckResult>()
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { results, skipped: value === undefined || value === null ? 0 : 1 }
  let skipped = 0
  for (const [lesson, entry] of Object.entries(value)) {
    const { passed, total, day } = (entry ?? {}) as Record<string, unknown>
    if (
      LESSON_KEY.test(lesson) &&
      Number.isInteger(passed) &&
      Number.isInteger(total) &&
      (passed as number) >= 0 &&
      (passed as number) <= (total as number) &&
      typeof day === 'string' &&
      DAY.test(day)
    )
      results.set(lesson, { passed: passed as number, total: total as number, day })
    else skipped += 1
  }
  return { results, skipped }
}

/** The stored form (and a saved file's `liveChecks`). */
export const liveCheckDocument = (results: LiveCheckResults) => Object.fromEntries(results)

/** The same object while storage is unchanged, as useSyncExternalStore requires. */
export const storedLiveCheckResults: () => LiveCheckResults = cachedStoredReader(
  LIVE_CHECKS_KEY,
  (parsed) => readLiveCheckResults(parsed).results,
)

/** Replaces every kept result (a merge from another browser) and tells every island. */
export function saveLiveCheckResults(results: LiveCheckResults) {
  try {
    localStorage.setItem(LIVE_CHECKS_KEY, JSON.stringify(liveCheckDocument(results)))
  } catch (error) {
    console.error('The check result could not be saved in this browser:', error)
  }
  announceStoredChange()
}

export function saveLiveCheckResult(lesson: string, result: LiveCheckResult) {
  saveLiveCheckResults(new Map([...storedLiveCheckResults(), [lesson, result]]))
}
