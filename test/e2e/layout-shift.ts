import type { Page } from '@playwright/test'

/**
 * Records every layout shift on each page this `page` opens from now on, read
 * back with `layoutShifts(page)`. Only shifts after the parser finished count:
 * on a busy machine Chromium may paint a half-parsed document, and that is a
 * different question from what hydration moves. Module scripts (and so
 * hydration and whatever reads local progress) run only after readyState
 * turns 'interactive'.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let parsedAt = Number.POSITIVE_INFINITY
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') parsedAt = performance.now()
    })
    const shifts: number[] = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.startTime >= parsedAt) shifts.push((entry as PerformanceEntry & { value: number }).value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, { layoutShifts: shifts })
  })
}

/** The layout shifts recorded on the current page so far (their scores). */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
}
