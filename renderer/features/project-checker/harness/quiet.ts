/**
 * Whether the app has finished reacting to the last action, so that a check
 * that is not met can say "Not yet" at once instead of waiting out its whole
 * second (and its tries again): no timer or animation frame the app asked for
 * is still to run, no interval is ticking, no animation that ends is running,
 * and the page has not changed for a moment. Anything the harness cannot see
 * the end of (a ticking interval) keeps the full wait, so a slow app is never
 * cut short; an endless animation (a pulsing button) is no answer to wait for. The harness's own waits go through `pause`,
 * which the count leaves out.
 */

/** Timers longer than this are not waited for anyway (within() gives up after a second). */
const LONGEST_WAITED_TIMER_MS = 1500

let realSetTimeout: typeof window.setTimeout = window.setTimeout.bind(window)
const pendingTimers = new Set<number>()
const activeIntervals = new Set<number>()
let pendingFrames = 0
/** The app's fetch() calls still waiting for their answer (a live app's server; in the sandbox they fail at once). */
let pendingRequests = 0
let lastChange = 0
let watching = false
let changes = 0

/** The harness's own wait, not counted as the app's. */
export const pause = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms))

/**
 * Starts watching the app's timers, frames and changes to its page; called
 * once the app has loaded, before the first step (what the app scheduled
 * while loading has no bearing on an action's answer).
 */
export function watchTheApp() {
  // Once per page: a live app's check runs several times on one page (renderer/features/live-app-check/).
  if (watching) return
  watching = true
  const setTimeoutOf = window.setTimeout.bind(window)
  const clearTimeoutOf = window.clearTimeout.bind(window)
  const setIntervalOf = window.setInterval.bind(window)
  const clearIntervalOf = window.clearInterval.bind(window)
  const frameOf = window.requestAnimationFrame.bind(window)
  realSetTimeout = setTimeoutOf
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    if (typeof handler !== 'function' || (delay ?? 0) > LONGEST_WAITED_TIMER_MS) return setTimeoutOf(handler, delay, ...rest)
    const id = setTimeoutOf(
      (...args: unknown[]) => {
        pendingTimers.delete(id)
        handler(...args)
      },
      delay,
      ...rest,
    )
    pendingTimers.add(id)
    return id
  }) as typeof window.setTimeout
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) pendingTimers.delete(id)
    clearTimeoutOf(id)
  }) as typeof window.clearTimeout
  window.setInterval = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const id = setIntervalOf(handler, delay, ...rest)
    if ((delay ?? 0) <= LONGEST_WAITED_TIMER_MS) activeIntervals.add(id)
    return id
  }) as typeof window.setInterval
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) activeIntervals.delete(id)
    clearIntervalOf(id)
  }) as typeof window.clearInterval
  window.requestAnimationFrame = (callback: FrameRequestCallback) => {
    pendingFrames++
    let ran = false
    return frameOf((time) => {
      if (!ran) pendingFrames--
      ran = true
      callback(time)
    })
  }
  const fetchOf = window.fetch.bind(window)
  window.fetch = (async (...args: Parameters<typeof fetch>) => {
    pendingRequests++
    let response: Response
    try {
      response = await fetchOf(...args)
    } catch (error) {
      pendingRequests--
      throw error
    }
    // The app reads the answer next and shows it: the request counts until it has (or for a moment, if it never reads it).
    let counted = true
    const answered = () => {
      if (counted) pendingRequests--
      counted = false
    }
    for (const method of ['json', 'text', 'blob', 'arrayBuffer', 'formData'] as const) {
      const read = response[method].bind(response) as () => Promise<unknown>
      Object.defineProperty(response, method, { value: () => read().finally(() => realSetTimeout(answered, 0)), configurable: true })
    }
    realSetTimeout(answered, UNREAD_ANSWER_MS)
    return response
  }) as typeof window.fetch
  // A cancelled frame stays counted: the wait is then the full second, never too short.
  new MutationObserver(() => {
    lastChange = performance.now()
    changes++
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
}

/** How many times the page has changed so far: compared before and after an action, it says whether the app reacted at all. */
export const changeCount = () => changes

/** True when the app has nothing left to do that could change the page, and the page has held still for `ms`. */
export function isQuiet(ms: number): boolean {
  if (pendingTimers.size > 0 || activeIntervals.size > 0 || pendingFrames > 0 || pendingRequests > 0) return false
  if (performance.now() - lastChange < ms) return false
  return !document
    .getAnimations()
    .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
}

/** How long an answer the app never reads keeps a request counted. */
const UNREAD_ANSWER_MS = 500

/** The longest a check waits for the app's requests to its server to be answered. */
const LONGEST_REQUEST_MS = 10_000

/**
 * Waits until the app's requests have their answers (up to 10 s), and a
 * moment more for the app to show them: a live app's thank-you comes from
 * its server, not at once.
 */
export async function requestsAnswered(): Promise<void> {
  if (pendingRequests === 0) return
  for (let waited = 0; pendingRequests > 0 && waited < LONGEST_REQUEST_MS; waited += 20) await pause(20)
  await pause(30)
}
