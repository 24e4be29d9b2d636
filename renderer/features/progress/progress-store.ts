/**
 * Which lessons a learner has marked complete, and how their knowledge-check
 * answers went, kept in this browser only (localStorage; no account, no
 * server, no cookie). A lesson is named by its path without the slash:
 * 'section3', 'project2', 'featured-project1'.
 *
 * Two keys, so progress stored before the knowledge checks existed reads as
 * it always did: 'fztv-progress' holds the list of complete lessons,
 * 'fztv-checks' the last answer to each question (see CheckResults). Reset
 * clears both.
 */
import { useSyncExternalStore } from 'react'

const STORAGE_KEY = 'fztv-progress'
const CHECKS_STORAGE_KEY = 'fztv-checks'
/** Every localStorage key the store keeps: an island that shows any of them hydrates at load when one is set. */
export const PROGRESS_STORAGE_KEYS = [STORAGE_KEY, CHECKS_STORAGE_KEY]
const LESSON_KEY = /^(section|project|featured-project)\d+$/
/** A question's key: its lesson and its id, 'section1/guest-book-forgets-messages'. */
const QUESTION_KEY = /^(section|project|featured-project)\d+\/[a-z0-9-]+$/

export type Progress = ReadonlySet<string>

const listeners = new Set<() => void>()
let cachedRaw: string | null = null
let cached: Progress = new Set()

function readRaw(key = STORAGE_KEY): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Anything that is not a list of lesson keys (hand edits, an older format) counts as no progress. */
function parseProgress(raw: string | null): Progress {
  if (!raw) return new Set()
  try {
    const value: unknown = JSON.parse(raw)
    return new Set(Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string' && LESSON_KEY.test(key)) : [])
  } catch {
    return new Set()
  }
}

/** The same Set object while storage is unchanged, as useSyncExternalStore requires. */
function snapshot(): Progress {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parseProgress(raw)
  }
  return cached
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab marking a lesson updates this one too.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function save(keys: Iterable<string>) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...keys]))
  } catch (error) {
    console.error('Progress could not be saved in this browser:', error)
  }
  for (const listener of listeners) listener()
}

export function setLessonComplete(key: string, complete: boolean) {
  const keys = new Set(snapshot())
  if (complete) keys.add(key)
  else keys.delete(key)
  save(keys)
}

export function resetProgress() {
  try {
    localStorage.removeItem(STORAGE_KEY)
    localStorage.removeItem(CHECKS_STORAGE_KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
  for (const listener of listeners) listener()
}

/**
 * The lessons marked complete, or undefined while unknown: on the server and
 * during hydration (pages are cached for everyone, so their HTML never shows
 * progress). Components keep the same size in both states so nothing shifts.
 */
export function useProgress(): Progress | undefined {
  return useSyncExternalStore<Progress | undefined>(subscribe, snapshot, () => undefined)
}

/** The last answer to one knowledge-check question. */
interface CheckResult {
  /** Whether that answer was the correct option. */
  right: boolean
  /** When it was given, in milliseconds since 1970 (Date.now()); /review shows the oldest first. */
  at: number
}

/** Results by question key ('section1/guest-book-forgets-messages'). */
export type CheckResults = ReadonlyMap<string, CheckResult>

let cachedChecksRaw: string | null = null
let cachedChecks: CheckResults = new Map()

/** Entries that are not a question key with { right, at } (hand edits, a future format) are skipped, not fatal. */
export function parseCheckResults(raw: string | null): CheckResults {
  const results = new Map<string, CheckResult>()
  if (!raw) return results
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return results
    for (const [key, entry] of Object.entries(value)) {
      if (!QUESTION_KEY.test(key) || !entry || typeof entry !== 'object') continue
      const { right, at } = entry as Record<string, unknown>
      if (typeof right === 'boolean' && typeof at === 'number' && Number.isFinite(at)) results.set(key, { right, at })
    }
  } catch {
    // Not JSON: no results.
  }
  return results
}

function checksSnapshot(): CheckResults {
  const raw = readRaw(CHECKS_STORAGE_KEY)
  if (raw !== cachedChecksRaw) {
    cachedChecksRaw = raw
    cachedChecks = parseCheckResults(raw)
  }
  return cachedChecks
}

/** The key a question's result is stored under. */
export function questionKey(lesson: string, questionId: string): string {
  return `${lesson}/${questionId}`
}

/** Records the answers just checked: question key → right or wrong, all at `at` (now). */
export function saveCheckResults(answers: ReadonlyMap<string, boolean>, at: number = Date.now()) {
  const results = new Map(checksSnapshot())
  for (const [key, right] of answers) results.set(key, { right, at })
  try {
    localStorage.setItem(CHECKS_STORAGE_KEY, JSON.stringify(Object.fromEntries(results)))
  } catch (error) {
    console.error('Knowledge-check results could not be saved in this browser:', error)
  }
  for (const listener of listeners) listener()
}

/** The knowledge-check results, or undefined while unknown (server, hydration), like useProgress. */
export function useCheckResults(): CheckResults | undefined {
  return useSyncExternalStore<CheckResults | undefined>(subscribe, checksSnapshot, () => undefined)
}

/** How many of `questionIds` (of one lesson) were last answered right. */
export function rightAnswers(results: CheckResults, lesson: string, questionIds: readonly string[]): number {
  return questionIds.filter((id) => results.get(questionKey(lesson, id))?.right).length
}
