/**
 * One subscription for everything this browser keeps of a learner (the
 * progress document, the featured projects' last live checks): a save here
 * tells every island that shows any of it, and so does a change made in
 * another tab (the browser's storage event). One set of listeners, so
 * resetting the progress also redraws what the live checks show.
 */
const listeners = new Set<() => void>()

/** useSyncExternalStore's subscribe: `listener` runs after every save here and every change in another tab. */
export function subscribeToStoredChanges(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** Called after each save: every island reads what is stored again. */
export function announceStoredChange() {
  for (const listener of listeners) listener()
}
