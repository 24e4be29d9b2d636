import type { Page } from '@playwright/test'

/**
 * Records every layout shift on each page this `page` opens from now on, read
 * back with `layoutShifts(page)`. Only shifts between two frames of the whole
 * document count: on a busy machine Chromium may paint a half-parsed page,
 * and the first frame after the parser finishes then moves what the half
 * page had placed. That is a different question from what hydration and the
 * learner's saved data move, which this asks. Module scripts (and so
 * hydration and whatever reads local progress) run only after readyState
 * turns 'interactive', and the page's start script starts them only after a
 * paint (server/page-delivery/start-scripts.ts),
 * so the first frame after 'interactive' is compared with a half page at
 * most, never with what hydration changed.
 *
 * With `everyFrame`, shifts from the first frame on count too, as Lighthouse
 * counts them: for what the page's own layout does while it loads.
 */
export async function recordLayoutShifts(page: Page, { everyFrame = false } = {}): Promise<void> {
  await page.addInitScript((everyFrame) => {
    let wholeFramesFrom = everyFrame ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY
    document.addEventListener('readystatechange', () => {
      if (everyFrame || document.readyState !== 'interactive') return
      // The callback of the second frame runs after the first frame of the
      // whole document was painted, and before any shift of the second one
      // is reported.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          wholeFramesFrom = performance.now()
        }),
      )
    })
    const shifts: LayoutShiftRecord[] = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & LayoutShiftEntry)[]) {
        if (entry.startTime < wholeFramesFrom) continue
        shifts.push({
          value: entry.value,
          moved: (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
            const element = node instanceof Element ? node : node?.parentElement
            const name = element
              ? `${element.localName}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}`
              : 'text'
            return `${name} from (${Math.round(previousRect.x)}, ${Math.round(previousRect.y)}) to (${Math.round(currentRect.x)}, ${Math.round(currentRect.y)})`
          }),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, { layoutShifts: shifts })

    interface LayoutShiftEntry {
      value: number
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
  }, everyFrame)
}

/** One recorded layout shift: its score and what moved, so a failure says where to look. */
export interface LayoutShiftRecord {
  value: number
  moved: string[]
}

/** The layout shifts recorded on the current page so far. */
export function layoutShifts(page: Page): Promise<LayoutShiftRecord[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShiftRecord[] }).layoutShifts)
}
