import { useEffect } from 'react'

/** Delays after load at which the page is put back at the top (spec: about 10, 100, 250 and 500 ms). */
export const SCROLL_RESET_DELAYS_MS = [10, 100, 250, 500] as const

/**
 * Every page starts at the top. Browsers restore the old scroll position on
 * reload and late-loading content can shift it, so the reset is repeated a few
 * times. A #fragment in the URL wins (the browser scrolls to that heading),
 * and so does the reader: the first wheel, touch or key press cancels the
 * remaining resets.
 */
export function useScrollToTopOnLoad(): void {
  useEffect(() => {
    if (window.location.hash) return
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
    const timers = SCROLL_RESET_DELAYS_MS.map((delay) => window.setTimeout(() => window.scrollTo(0, 0), delay))
    const cancel = () => {
      for (const timer of timers) window.clearTimeout(timer)
    }
    const events = ['wheel', 'touchstart', 'keydown'] as const
    for (const event of events) window.addEventListener(event, cancel, { once: true, passive: true })
    return () => {
      cancel()
      for (const event of events) window.removeEventListener(event, cancel)
    }
  }, [])
}
