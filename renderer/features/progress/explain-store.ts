/**
 * The learner's answers to "Explain your app" (questions about their own
 * code, in a learning project's checker), kept in this browser only, beside
 * the progress (progress-store.ts), like the live checks: Reset progress
 * clears them. (A saved file and a progress link do not carry them yet:
 * /progress, where those are made, has no room left in its first-load
 * budget for the code.) A question missed
 * keeps what /review needs to ask it again: the learner's own lines as they
 * read then, the choices and the answer. The code never leaves the browser.
 */
import { EXPLAIN_KEY } from './explain-key.ts'
import { DAY_MS } from './review-card.ts'
import { announceStoredChange } from './stored-changes.ts'

/** The kinds of question that are answered right or wrong ("Change it" is a task, not a question). */
const EXPLAIN_KINDS = ['find', 'predict'] as const
export type ExplainKind = (typeof EXPLAIN_KINDS)[number]

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

/** A statement shown in /review keeps its first lines: a whole function would be a page of code. */
export const MOST_LINES = 8
export const EXPLAIN_KEY_FORMAT = /^project\d+\/(find|predict)\/\d+$/

export function explainKey(lesson: string, kind: ExplainKind, requirement: number): string {
  return `${lesson}/${kind}/${requirement}`
}

/** The key's parts, or undefined for a key not in the format. */
export function explainKeyParts(key: string): { lesson: string; kind: ExplainKind; requirement: number } | undefined {
  if (!EXPLAIN_KEY_FORMAT.test(key)) return undefined
  const [lesson = '', kind, requirement] = key.split('/')
  return { lesson, kind: kind as ExplainKind, requirement: Number(requirement) }
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/**
 * The results in a parsed document, each checked as far as the store needs
 * (its key, right or not, its time); a question kept to ask again is checked
 * whole where it is read: by /review before asking it, and with a saved file
 * (explain-read.ts), which keeps these checks off the pages that only count.
 * `skipped` counts the entries dropped (hand edits).
 */
function readExplainEntries(value: unknown): { results: ExplainResults; skipped: number } {
  const results = new Map<string, ExplainResult>()
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { results, skipped: value === undefined || value === null ? 0 : 1 }
  let skipped = 0
  for (const [key, entry] of Object.entries(value)) {
    const { right, at, ask } = (entry ?? {}) as Record<string, unknown>
    const kept = ask !== null && typeof ask === 'object' ? (ask as ExplainAsk) : undefined
    if (EXPLAIN_KEY_FORMAT.test(key) && typeof right === 'boolean' && isTime(at) && (ask === undefined || kept))
      results.set(key, kept ? { right, at, ask: kept } : { right, at })
    else skipped += 1
  }
  return { results, skipped }
}

/** The stored form (and a saved file's `explain`). */
const explainDocument = (results: ExplainResults) => Object.fromEntries(results)

let cachedRaw: string | null | undefined
let cached: ExplainResults = new Map()

/** The same object while storage is unchanged, as useSyncExternalStore requires. */
export function storedExplainResults(): ExplainResults {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(EXPLAIN_KEY)
  } catch {
    // No storage (a locked-down browser): nothing kept.
  }
  if (raw === cachedRaw) return cached
  cachedRaw = raw
  let parsed: unknown
  try {
    parsed = JSON.parse(raw ?? '{}')
  } catch {
    // A hand-edited value: start again.
  }
  cached = readExplainEntries(parsed).results
  return cached
}

/** Replaces every kept answer and tells every island. */
function saveExplainResults(results: ExplainResults) {
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
