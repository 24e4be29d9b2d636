// No long task while a page loads on a slow phone: from the first contentful
// paint (where Total Blocking Time starts: before it there is nothing on screen
// to tap) until the page has settled, no main-thread task of 50 ms or more at
// Lighthouse's mobile slowdown of 4x. Each task is read from a trace by the
// time the thread ran in it, times the slowdown, as Lighthouse's simulated
// mode lengthens an unthrottled load's tasks (scripts/bench/main-thread-tasks.mjs).
// A `longtask` observer under real throttling was tried first: on the 2-core
// machine the suite runs on, beside tap, it counted every wait for a core as
// the page's (25-33 "long tasks" on a lesson whose own tasks are under 10 ms;
// docs/performance.md, "Where a load's time goes, by thread time"). The
// figures themselves (TBT at 4x and 6x, the longest task) are the bench's.
import { expect, test } from '@playwright/test'
import { taskBreakdown, traceFirstVisit } from '../../scripts/bench/main-thread-tasks.mjs'

/** /progress shows stored progress as it loads; /section1 is a long lesson, laid out in slices after load. */
const ROUTES = ['/progress', '/section1']
const CPU_SLOWDOWN = 4
const LONG_TASK_MS = 50

for (const route of ROUTES) {
  test(`${route}: no task of ${LONG_TASK_MS} ms or more after first paint at ${CPU_SLOWDOWN}x CPU slowdown @mobile`, async ({
    browser,
    baseURL,
  }) => {
    const { afterPaint, firstPaintMs, onMainThread } = await traceFirstVisit(browser, `${baseURL}${route}`)
    expect(afterPaint.length, 'the trace holds the tasks after first paint').toBeGreaterThan(0)
    const long = afterPaint
      .filter((task) => task.ms * CPU_SLOWDOWN >= LONG_TASK_MS)
      .map(
        (task) =>
          `${(task.ms * CPU_SLOWDOWN).toFixed(0)} ms at ${task.atMs} ms (first paint ${firstPaintMs}): ${taskBreakdown(task.event, onMainThread)}`,
      )
    expect(long, `long tasks of ${route} at ${CPU_SLOWDOWN}x`).toEqual([])
  })
}
