/**
 * Which lessons a learner has marked complete, kept in this browser only
 * (localStorage; no account, no server, no cookie). A lesson is named by its
 * path without the slash: 'section3', 'project2', 'featured-project1'.
 */
import { useSyncExternalStore } from 'react'

const STORAGE_KEY = 'fztv-progress'
const LESSON_KEY = /^(section|project|featured-project)\d+$/

export type Progress = ReadonlySet<string>

const listeners = new Set<() => void>()
let cachedRaw: string | null = null
let cached: Progress = new Set()

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
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
