// A first visit's main-thread tasks, read from a trace by thread time: what
// the page's main thread ran in each task (the trace's `tdur`), which leaves
// out the wait for a core on a busy machine. Lighthouse's simulated mode
// lengthens each task of an unthrottled load by the CPU slowdown
// (scripts/bench/lighthouse.mjs), so a task's thread time times the slowdown
// is what it counts, without the machine's load in it. Used by the bench
// (scripts/bench/tasks.mjs) and by the long-task test (test/e2e/long-tasks.spec.ts).
//
// Nothing of Playwright's runs in the page while it loads: a locator or an
// evaluate injects Playwright's own script, a task of 15-20 ms that would read
// as the page's. The page's own init script says, in a console message, when
// it has settled (html.js, the rest of a lesson laid out, then a second).
import { devices } from '@playwright/test'

/** 50 ms at 6x: a task longer than this, at full speed, is a long one on the slowest phones. */
export const LONG_AT_6X_MS = 50 / 6
const SETTLED = 'settled'
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'].join(',')

/** A trace event's name, with the address or event type it carries. */
function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {}
  const detail = data.url ? data.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 50) : (data.type ?? '')
  return detail ? `${event.name}(${detail})` : event.name
}

/** Self thread time (ms) of each kind of event inside `task`, the largest first. */
export function taskBreakdown(task, onMainThread) {
  const inside = onMainThread
    .filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const self = new Map()
  const stack = []
  const add = (event, us) => self.set(label(event), (self.get(label(event)) ?? 0) + us)
  for (const event of inside) {
    while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop()
    if (stack.length > 0) add(stack.at(-1), -(event.tdur ?? 0))
    add(event, event.tdur ?? 0)
    stack.push(event)
  }
  return [...self]
    .filter(([, us]) => us >= 500)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
    .join(', ')
}

/**
 * Loads `url` at full speed in a fresh Pixel 7 context of `browser` (a first
 * visit), traced until the page has settled. Returns every main-thread task
 * of the load and those from the first contentful paint on (where Total
 * Blocking Time starts), each task with `ms` (thread time) and `atMs` (from
 * the navigation's start), and `onMainThread`, every event there (for taskBreakdown).
 */
export async function traceFirstVisit(browser, url) {
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  try {
    const page = await context.newPage()
    await page.addInitScript((settledMessage) => {
      const settled = () => {
        const html = document.documentElement
        return html?.classList.contains('js') && (html.hasAttribute('data-laid-out') || !html.classList.contains('lay-out-later'))
      }
      const watch = setInterval(() => {
        if (!settled()) return
        clearInterval(watch)
        setTimeout(() => console.log(settledMessage), 1000)
      }, 50)
    }, SETTLED)
    const devtools = await context.newCDPSession(page)
    const events = []
    devtools.on('Tracing.dataCollected', ({ value }) => events.push(...value))
    const traced = new Promise((resolve) => devtools.once('Tracing.tracingComplete', resolve))
    await devtools.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' })
    const settled = page.waitForEvent('console', { predicate: (message) => message.text() === SETTLED, timeout: 90_000 })
    await page.goto(url)
    await settled
    await devtools.send('Tracing.end')
    await traced
    const navigation = events.findLast(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
    )
    const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid)
    const onMainThread = events.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X')
    const tasks = onMainThread
      .filter((event) => event.name === 'RunTask' && event.ts >= navigation.ts)
      .map((event) => ({ event, ms: (event.tdur ?? 0) / 1000, atMs: Math.round((event.ts - navigation.ts) / 1000) }))
    return {
      tasks,
      afterPaint: tasks.filter((task) => task.event.ts >= firstPaint.ts),
      firstPaintMs: Math.round((firstPaint.ts - navigation.ts) / 1000),
      onMainThread,
    }
  } finally {
    await context.close()
  }
}
