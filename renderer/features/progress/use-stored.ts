/**
 * What islands read of this browser's stored progress, as React hooks: each
 * undefined while unknown, on the server and during hydration (pages are
 * cached for everyone, so their HTML never shows progress), then what is
 * stored, read again after every save here and every change in another tab.
 * Components keep the same size in both states so nothing shifts. Apart from
 * the stores (progress-store.ts, live-check-store.ts), which import no React,
 * so that plain code can read them without loading it.
 */
import { useSyncExternalStore } from 'react'
import { type LiveCheckResults, storedLiveCheckResults } from './live-check-store.ts'
import { type CheckResults, type Progress, storedProgress } from './progress-store.ts'
import { subscribeToStoredChanges } from './stored-changes.ts'

/** The lessons marked complete. */
export function useProgress(): Progress | undefined {
  return useSyncExternalStore<Progress | undefined>(
    subscribeToStoredChanges,
    () => storedProgress().lessons,
    () => undefined,
  )
}

/** The knowledge-check results. */
export function useCheckResults(): CheckResults | undefined {
  return useSyncExternalStore<CheckResults | undefined>(
    subscribeToStoredChanges,
    () => storedProgress().answers,
    () => undefined,
  )
}

/** Every featured project's last live check. */
export function useLiveCheckResults(): LiveCheckResults | undefined {
  return useSyncExternalStore<LiveCheckResults | undefined>(subscribeToStoredChanges, storedLiveCheckResults, () => undefined)
}
