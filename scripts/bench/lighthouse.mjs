// Lighthouse mobile on each route, one at a time, in Debian's Chromium:
// Lighthouse's default profile (a mid-range phone on slow 4G, simulated
// throttling, 4x CPU slowdown), all four categories (the browser tests run
// Lighthouse on a sample of pages only; this is where every route gets its
// accessibility, best-practices and SEO audits too); and the same
// profile at 6x CPU slowdown for its Total Blocking Time, a slower phone's,
// which shows the main-thread work that 4x still hides under 50 ms.
//
// Both figures come from one page load. Simulated throttling records the
// page at full speed and then models the slow phone from that trace, so the
// slowdown is used only when rating it (and by a requestIdleCallback shim at
// load, which no page calls while loading: only a toast does). Rating one
// trace twice halves the bench's time and compares the two phones on the
// same load instead of on two loads that met different noise.
//
// Each load is also rated a third way, at 6x from the same trace with every
// main-thread task shortened to the time the thread actually ran (the trace
// records both): Lighthouse multiplies the wall-clock length of each task,
// so on a machine shared with other work, a task that waited for a core
// reads as work the page did. That figure ("TBT 6x, run time") says what a
// quiet machine would read; the targets stay on Lighthouse's own.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { auditFlowArtifacts } from 'lighthouse'

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']

/**
 * The CPU slowdowns audited: Lighthouse's default (named, so the 4x figures
 * stay 4x should Lighthouse's default change) and a slower phone's.
 */
const DEFAULT_SLOWDOWN = 4
const SLOW_SLOWDOWN = 6

/**
 * A run that fails to record its trace (NO_NAVSTART, seen on a busy machine)
 * or loses the browser's protocol is run again, as Lighthouse's message advises.
 */
const ATTEMPTS = 3

const flagsAt = (port, cpuSlowdownMultiplier) => ({
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  throttling: { cpuSlowdownMultiplier },
})

/**
 * The longest main-thread task Lighthouse modelled on the slow phone, in ms,
 * or 0 when none reached 50 ms (its long-tasks audit lists only those).
 */
const longestTaskMs = (lhr) => Math.max(0, ...(lhr.audits['long-tasks'].details?.items ?? []).map((item) => item.duration))

/** The lowest score of the categories other than performance, 0-100, and the category's title. */
function lowestOtherScore(lhr) {
  const [lowest] = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .sort((a, b) => a.score - b.score)
  return { otherScore: Math.round((lowest?.score ?? 1) * 100), otherCategory: lowest?.title ?? '' }
}

/** The figures the bench keeps from a Lighthouse result. */
const figures = (lhr) => ({
  score: Math.round(lhr.categories.performance.score * 100),
  /** The lowest of the other three categories' scores (accessibility, best practices, SEO), and which. */
  ...lowestOtherScore(lhr),
  lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
  tbtMs: lhr.audits['total-blocking-time'].numericValue,
  longestTaskMs: longestTaskMs(lhr),
  cls: lhr.audits['cumulative-layout-shift'].numericValue,
})

/**
 * The trace with each task of the page's main thread (and everything in it)
 * shortened to the time the thread ran during it (`tdur`): on a busy machine
 * a task's wall-clock length includes waiting for a core.
 */
export function traceAtRunTime(trace) {
  const events = trace.traceEvents.map((event) => ({ ...event }))
  const navigation = events.findLast((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'))
  if (!navigation) return trace
  const onMainThread = events
    .filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts)
  const tasks = onMainThread.filter((event) => event.name === 'RunTask')
  let next = 0
  for (const task of tasks) {
    if (!(task.tdur < task.dur)) continue
    const scale = task.tdur / task.dur
    const start = task.ts
    const end = task.ts + task.dur
    while (next < onMainThread.length && onMainThread[next].ts < start) next++
    for (let index = next; index < onMainThread.length && onMainThread[index].ts < end; index++) {
      const event = onMainThread[index]
      if (event === task || event.ts + event.dur > end) continue
      event.ts = start + (event.ts - start) * scale
      event.dur *= scale
    }
    task.dur = task.tdur
  }
  return { ...trace, traceEvents: events }
}

/** Lighthouse's result for artifacts it gathered, rated again at `slowdown` (and with `trace`, when given). */
async function rateAgain(artifacts, port, slowdown, trace = artifacts.Trace) {
  // Lighthouse refuses to rate artifacts under settings other than those
  // they were gathered with; the slowdown is the one setting that differs.
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown }
  const { steps } = await auditFlowArtifacts({
    gatherSteps: [
      { artifacts: { ...artifacts, Trace: trace, settings: { ...artifacts.settings, throttling } }, flags: flagsAt(port, slowdown) },
    ],
  })
  return steps[0].lhr
}

/**
 * One Lighthouse load of `url`, rated at the default slowdown, again at the
 * slow one, and at the slow one from the trace at run time:
 * `{ atDefault, atSlow, atSlowRunTime }`.
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    let problem
    try {
      const { lhr, artifacts } = await lighthouse(url, flagsAt(port, DEFAULT_SLOWDOWN))
      if (!lhr.runtimeError) {
        return {
          atDefault: figures(lhr),
          atSlow: figures(await rateAgain(artifacts, port, SLOW_SLOWDOWN)),
          atSlowRunTime: figures(await rateAgain(artifacts, port, SLOW_SLOWDOWN, traceAtRunTime(artifacts.Trace))),
        }
      }
      problem = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`
    } catch (error) {
      problem = error.message
    }
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${problem}`)
    console.log(`  Lighthouse on ${url} failed (${problem}); attempt ${attempt + 1} of ${ATTEMPTS}`)
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Per route: performance score (0-100), LCP in ms and CLS at 4x; TBT and the
 * longest task in ms at 4x and at 6x; TBT at 6x from the trace at run time.
 * Each the median of `runs` runs. Simulated throttling
 * scales the CPU time it observes, so one run that coincides with other work
 * on the machine reads high; the median of a few (Lighthouse's own advice)
 * does not. The runs go round the routes in turn, in one browser, one page
 * at a time.
 * `urlOf(route)` is the address to audit; a line per route and run shows
 * progress (a full run takes about 35 minutes).
 */
export async function runLighthouse(routes, urlOf, runs) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  const samples = new Map(routes.map((route) => [route, { atDefault: [], atSlow: [], atSlowRunTime: [] }]))
  try {
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        const { atDefault, atSlow, atSlowRunTime } = await audit(urlOf(route), chrome.port)
        samples.get(route).atDefault.push(atDefault)
        samples.get(route).atSlow.push(atSlow)
        samples.get(route).atSlowRunTime.push(atSlowRunTime)
        console.log(
          `  ${route} run ${run} of ${runs}: score ${atDefault.score}, LCP ${Math.round(atDefault.lcpMs)} ms, TBT ${Math.round(atDefault.tbtMs)} ms at ${DEFAULT_SLOWDOWN}x, ${Math.round(atSlow.tbtMs)} ms at ${SLOW_SLOWDOWN}x (${Math.round(atSlowRunTime.tbtMs)} ms at run time), longest task ${Math.round(atSlow.longestTaskMs)} ms at ${SLOW_SLOWDOWN}x`,
        )
      }
    }
  } finally {
    await chrome.kill()
  }
  const medianOf = (results, metric) => median(results.map((result) => result[metric]))
  return new Map(
    [...samples].map(([route, { atDefault, atSlow, atSlowRunTime }]) => [
      route,
      {
        score: medianOf(atDefault, 'score'),
        // The worst run's, not the median: an accessibility or SEO audit does not vary with the machine's load.
        otherScore: Math.min(...atDefault.map((result) => result.otherScore)),
        otherCategory: atDefault.toSorted((a, b) => a.otherScore - b.otherScore)[0]?.otherCategory ?? '',
        lcpMs: medianOf(atDefault, 'lcpMs'),
        cls: medianOf(atDefault, 'cls'),
        tbt4xMs: medianOf(atDefault, 'tbtMs'),
        tbt6xMs: medianOf(atSlow, 'tbtMs'),
        longestTask4xMs: medianOf(atDefault, 'longestTaskMs'),
        longestTask6xMs: medianOf(atSlow, 'longestTaskMs'),
        tbt6xRunTimeMs: medianOf(atSlowRunTime, 'tbtMs'),
      },
    ]),
  )
}
