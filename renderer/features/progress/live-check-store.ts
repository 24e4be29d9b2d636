/**
 * The last live check of each featured project ("Check my live app"), kept
 * in this browser only, beside the progress (progress-store.ts): the project
 * page records what a check's link carried (live-app-check/live-check-result.ts),
 * and /progress lists it. Reset progress clears it with the rest.
 */
import { useSyncExternalStore } from 'react'
import type { LiveCheckResult } from '../live-app-check/live-check-result.ts'

export const LIVE_CHECKS_KEY = 'fztv-live-checks'

/** Lesson key ('featured-project2') → its last check. */
export type LiveCheckResults = ReadonlyMap<string, LiveCheckResult>

const LESSON_KEY = /^featured-project\d+$/
const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached: LiveCheckResults = new Map()

function read(): LiveCheckResults {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(LIVE_CHECKS_KEY)
  } catch {
    // No storage (a locked-down browser): nothing kept.
  }
  if (raw === cachedRaw) return cached
  cachedRaw = raw
  const results = new Map<string, LiveCheckResult>()
  try {
    for (const [lesson, value] of Object.entries(JSON.parse(raw ?? '{}') as Record<string, LiveCheckResult>)) {
      const { passed, total, day } = value ?? {}
      if (LESSON_KEY.test(lesson) && Number.isInteger(passed) && Number.isInteger(total) && typeof day === 'string')
        results.set(lesson, { passed, total, day })
    }
  } catch {
    // A hand-edited value: start again.
  }
  cached = results
  return cached
}

export function saveLiveCheckResult(lesson: string, result: LiveCheckResult) {
  const next = Object.fromEntries(read())
  next[lesson] = result
  try {
    localStorage.setItem(LIVE_CHECKS_KEY, JSON.stringify(next))
  } catch (error) {
    console.error('The check result could not be saved in this browser:', error)
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** Every featured project's last check, or undefined while unknown (server, hydration). */
export function useLiveCheckResults(): LiveCheckResults | undefined {
  return useSyncExternalStore<LiveCheckResults | undefined>(subscribe, read, () => undefined)
}
