/**
 * The learner's answers to "Explain your app" (questions about their own
 * code, in a learning project's checker), kept in this browser only, beside
 * the progress (progress-store.ts), like the live checks: Reset progress
 * clears them, and a saved file or a progress link carries them to another
 * browser with the rest (a link without the kept lines). A question missed
 * keeps what /review needs to ask it again: the learner's own lines as they
 * read then, the choices and the answer. The code never leaves the browser.
 */
import { EXPLAIN_KEY, EXPLAIN_KEY_FORMAT, type ExplainAsk, type ExplainResults } from './explain-key.ts'
import { readExplainResults } from './explain-read.ts'
import { DAY_MS } from './review-card.ts'
import { announceStoredChange } from './stored-changes.ts'
import { cachedStoredReader } from './stored-document.ts'

/** The kinds of question that are answered right or wrong ("Change it" is a task, not a question). */
const EXPLAIN_KINDS = ['find', 'predict'] as const
export type ExplainKind = (typeof EXPLAIN_KINDS)[number]

export function explainKey(lesson: string, kind: ExplainKind, requirement: number): string {
  return `${lesson}/${kind}/${requirement}`
}

/** The key's parts, or undefined for a key not in the format. */
export function explainKeyParts(key: string): { lesson: string; kind: ExplainKind; requirement: number } | undefined {
  if (!EXPLAIN_KEY_FORMAT.test(key)) return undefined
  const [lesson = '', kind, requirement] = key.split('/')
  return { lesson, kind: kind as ExplainKind, requirement: Number(requirement) }
}

/** The stored form (and a saved file's `explain`). */
export const explainDocument = (results: ExplainResults) => Object.fromEntries(results)

/** The same object while storage is unchanged, as useSyncExternalStore requires; entries not in the format are dropped. */
export const storedExplainResults: () => ExplainResults = cachedStoredReader(EXPLAIN_KEY, (parsed) => readExplainResults(parsed).results)

/** Replaces every kept answer (one answered, or a merge from another browser) and tells every island. */
export function saveExplainResults(results: ExplainResults) {
  try {
    localStorage.setItem(EXPLAIN_KEY, JSON.stringify(explainDocument(results)))
  } catch (error) {
    console.error('The answer could not be saved in this browser:', error)
  }
  announceStoredChange()
}

/** Records one answer; a right one keeps no code (it does not come back). */
export function saveExplainResult(key: string, right: boolean, ask: ExplainAsk | undefined, at: number = Date.now()) {
  saveExplainResults(new Map([...storedExplainResults(), [key, right || !ask ? { right, at } : { right, at, ask }]]))
}

/**
 * The questions /review asks again today: each missed one whose code was
 * kept, from the next day on (as a missed knowledge-check question comes
 * back), longest waiting first. `endOfToday`: review.ts's startOfTomorrow.
 */
export function dueExplainKeys(results: ExplainResults, endOfToday: number): string[] {
  return [...results]
    .filter(([, { right, at, ask }]) => !right && ask !== undefined && at + DAY_MS < endOfToday)
    .sort(([, a], [, b]) => a.at - b.at)
    .map(([key]) => key)
}

/** When the next missed question comes back, if none is due today. */
export function nextExplainDue(results: ExplainResults, endOfToday: number): number | undefined {
  const later = [...results.values()]
    .filter(({ right, at, ask }) => !right && ask !== undefined && at + DAY_MS >= endOfToday)
    .map(({ at }) => at + DAY_MS)
  return later.length > 0 ? Math.min(...later) : undefined
}
