/**
 * Which lessons a learner has marked complete, and how their knowledge-check
 * answers went, kept in this browser only (localStorage; no account, no
 * server, no cookie). A lesson is named by its path without the slash:
 * 'section3', 'project2', 'featured-project1'.
 *
 * One key holds both, with a format version, so a saved file
 * (progress-file.ts) is the same document. Progress stored in the first
 * format (a lessons list under 'fztv-progress', answers under 'fztv-checks')
 * is carried into it on first read, and those keys are removed.
 *
 * This module is on every lesson page: the scheduler, merging and files live
 * in modules that only /progress and /review load (schedule.ts and others).
 * It imports no React, so plain code may read it (/progress's counts); the
 * islands' hooks are in use-stored.ts.
 * A lesson page stores an answer with no new date; review.ts gives it a
 * provisional one until /progress or /review schedules it.
 */
import { EXPLAIN_KEY, type ExplainResults } from './explain-key.ts'
import { LIVE_CHECKS_KEY, type LiveCheckResults } from './live-check-store.ts'
import type { CheckResult, CheckResults, ReviewCard } from './review-card.ts'
import { announceStoredChange } from './stored-changes.ts'

export type { CheckResult, CheckResults } from './review-card.ts'

const STORAGE_KEY = 'fztv-learning'
const FIRST_FORMAT_LESSONS_KEY = 'fztv-progress'
const FIRST_FORMAT_CHECKS_KEY = 'fztv-checks'
/** Set once the browser has been asked to keep the site's storage, so it is asked only once. */
const PERSIST_ASKED_KEY = 'fztv-persist-asked'
/** Every localStorage key progress may be in (the featured projects' last live checks and the "Explain your app" answers too): an island that shows progress hydrates at load when one is set, and Reset progress clears them all. */
export const PROGRESS_STORAGE_KEYS = [STORAGE_KEY, FIRST_FORMAT_LESSONS_KEY, FIRST_FORMAT_CHECKS_KEY, LIVE_CHECKS_KEY, EXPLAIN_KEY]
/** The stored (and saved-file) format's version; a file with a higher one comes from a newer site and is refused. 3: a file carries the "Explain your app" answers (one of 2 reads as none). */
export const PROGRESS_FORMAT_VERSION = 3
const LESSON_KEY = /^(section|project|featured-project)\d+$/
/** A question's key: its lesson and its id, 'section1/guest-book-forgets-messages'. */
const QUESTION_KEY = /^(section|project|featured-project)\d+\/[a-z0-9-]+$/

export type Progress = ReadonlySet<string>

/** Everything a browser keeps of a learner. */
export interface LearnerProgress {
  lessons: Progress
  answers: CheckResults
}

/** What a saved file or a progress link carries to another browser: the progress, each featured project's last live check, the "Explain your app" answers. */
export interface CarriedProgress extends LearnerProgress {
  liveChecks: LiveCheckResults
  explain: ExplainResults
}

const EMPTY: LearnerProgress = { lessons: new Set(), answers: new Map() }
let cachedRaw: string | null = null
let cached: LearnerProgress = EMPTY

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

function readCard(value: unknown): ReviewCard | undefined {
  if (!value || typeof value !== 'object') return undefined
  const card = value as Record<keyof ReviewCard, unknown>
  const { due, stability, difficulty, reps, lapses, last } = card
  return [due, stability, difficulty, reps, lapses, last].every(isTime)
    ? ({ due, stability, difficulty, reps, lapses, last } as ReviewCard)
    : undefined
}

/**
 * Progress from a parsed document (stored, or a saved file): undefined when
 * it is not one; `skipped` counts the lessons and answers it had that are not
 * in the format (hand edits), which the store drops and a file reader refuses.
 */
export function readProgress(value: unknown): { progress: LearnerProgress; skipped: number } | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { lessons, answers } = value as Record<string, unknown>
  if (!Array.isArray(lessons) || !answers || typeof answers !== 'object' || Array.isArray(answers)) return undefined
  const read: LearnerProgress = {
    lessons: new Set(lessons.filter((key): key is string => typeof key === 'string' && LESSON_KEY.test(key))),
    answers: new Map(),
  }
  let skipped = lessons.length - read.lessons.size
  for (const [key, entry] of Object.entries(answers)) {
    const { right, at, card } = (entry ?? {}) as Record<string, unknown>
    const schedule = readCard(card)
    if (QUESTION_KEY.test(key) && typeof right === 'boolean' && isTime(at) && (card === undefined || schedule)) {
      ;(read.answers as Map<string, CheckResult>).set(key, schedule ? { right, at, card: schedule } : { right, at })
    } else skipped += 1
  }
  return { progress: read, skipped }
}

/** The stored document (and the body of a saved file). */
export function progressDocument({ lessons, answers }: LearnerProgress) {
  return { version: PROGRESS_FORMAT_VERSION, lessons: [...lessons], answers: Object.fromEntries(answers) }
}

function parse(raw: string | null): LearnerProgress {
  try {
    return readProgress(JSON.parse(raw ?? 'null'))?.progress ?? EMPTY
  } catch {
    return EMPTY
  }
}

function storage(): Storage | undefined {
  try {
    return localStorage
  } catch {
    return undefined
  }
}

/** Progress in the first format, as one document in today's, or null when there is none. */
function firstFormatDocument(store: Storage): string | null {
  const lessons = store.getItem(FIRST_FORMAT_LESSONS_KEY)
  const answers = store.getItem(FIRST_FORMAT_CHECKS_KEY)
  if (lessons === null && answers === null) return null
  const read = (raw: string | null, fallback: unknown) => {
    try {
      return JSON.parse(raw ?? '') ?? fallback
    } catch {
      return fallback
    }
  }
  return JSON.stringify(progressDocument(parse(JSON.stringify({ lessons: read(lessons, []), answers: read(answers, {}) }))))
}

function readRaw(): string | null {
  const store = storage()
  if (!store) return null
  const raw = store.getItem(STORAGE_KEY)
  if (raw !== null) return raw
  const carried = firstFormatDocument(store)
  if (carried === null) return null
  try {
    store.setItem(STORAGE_KEY, carried)
    store.removeItem(FIRST_FORMAT_LESSONS_KEY)
    store.removeItem(FIRST_FORMAT_CHECKS_KEY)
  } catch {
    // Storage full or refused: read it as carried, and try again next time.
  }
  return carried
}

/** The same object while storage is unchanged, as useSyncExternalStore requires. */
export function storedProgress(): LearnerProgress {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parse(raw)
  }
  return cached
}

/**
 * The first time a learner keeps something, asks the browser to keep the
 * site's storage (Safari otherwise deletes it after seven days without a
 * visit). Once only: the browser answers without a prompt of ours, and
 * /progress shows its answer.
 */
function askToKeepStorageOnce(store: Storage) {
  if (store.getItem(PERSIST_ASKED_KEY) !== null || !globalThis.navigator?.storage?.persist) return
  store.setItem(PERSIST_ASKED_KEY, '1')
  navigator.storage.persist().catch(() => undefined)
}

/** Replaces what is stored (setLessonComplete, a merge, the scheduler) and tells every island. */
export function saveProgress(progress: LearnerProgress) {
  const store = storage()
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify(progressDocument(progress)))
    if (store) askToKeepStorageOnce(store)
  } catch (error) {
    console.error('Progress could not be saved in this browser:', error)
  }
  announceStoredChange()
}

export function setLessonComplete(key: string, complete: boolean) {
  const { lessons, answers } = storedProgress()
  const next = new Set(lessons)
  if (complete) next.add(key)
  else next.delete(key)
  saveProgress({ lessons: next, answers })
}

export function resetProgress() {
  for (const key of PROGRESS_STORAGE_KEYS) storage()?.removeItem(key)
  announceStoredChange()
}

/** The key a question's result is stored under. */
export function questionKey(lesson: string, questionId: string): string {
  return `${lesson}/${questionId}`
}

/**
 * Records the answers just checked: question key → right or wrong, all at
 * `at` (now). Each keeps its schedule from the answer before until the
 * scheduler (schedule.ts, on /progress and /review only) schedules it.
 */
export function saveCheckResults(answers: ReadonlyMap<string, boolean>, at: number = Date.now()): void {
  const { lessons, answers: stored } = storedProgress()
  const results = new Map(stored)
  for (const [key, right] of answers) {
    const card = stored.get(key)?.card
    results.set(key, card ? { right, at, card } : { right, at })
  }
  saveProgress({ lessons, answers: results })
}

/** How many of `questionIds` (of one lesson) were last answered right. */
export function rightAnswers(results: CheckResults, lesson: string, questionIds: readonly string[]): number {
  return questionIds.filter((id) => results.get(questionKey(lesson, id))?.right).length
}
