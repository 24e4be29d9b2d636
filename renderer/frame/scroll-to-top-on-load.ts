/** Delays after load at which the page is put back at its start (docs/product-rules.md, 'Timings'). */
const SCROLL_RESET_DELAYS_MS = [10, 100, 250, 500] as const

/** The element a #fragment in the URL names (lesson headings get ids in course/markdown/markdown.tsx), if it exists. */
function fragmentTarget(): HTMLElement | null {
  const fragment = window.location.hash.slice(1)
  if (!fragment) return null
  try {
    return document.getElementById(decodeURIComponent(fragment))
  } catch {
    // A malformed escape such as '#%E0' names nothing.
    return null
  }
}

/**
 * Every page starts at the top, or at the heading its #fragment names.
 * Browsers restore the old scroll position on reload and late-loading content
 * can shift it, so the position is set again a few times. The reader wins:
 * the first wheel, touch, key or pointer press cancels the remaining resets.
 */
export function scrollToTopOnLoad(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  const target = fragmentTarget()
  const reset = target ? () => target.scrollIntoView() : () => window.scrollTo(0, 0)
  const timers = SCROLL_RESET_DELAYS_MS.map((delay) => window.setTimeout(reset, delay))
  const cancel = () => {
    for (const timer of timers) window.clearTimeout(timer)
  }
  // A press of the pointer too: on the scroll bar, or on a link within the page, the reader is moving it.
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
  for (const event of events) window.addEventListener(event, cancel, { once: true, passive: true })
}
