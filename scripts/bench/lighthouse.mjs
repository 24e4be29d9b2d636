// Lighthouse mobile on each route, one at a time, in Debian's Chromium:
// Lighthouse's default profile (a mid-range phone on slow 4G, simulated
// throttling, 4x CPU slowdown), performance category only; and the same
// profile at 6x CPU slowdown for its Total Blocking Time, a slower phone's,
// which shows the main-thread work that 4x still hides under 50 ms.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

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

/** One Lighthouse run of `url` at `cpuSlowdownMultiplier` (the rest of the throttling as Lighthouse's default). */
async function audit(url, port, cpuSlowdownMultiplier) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier } }
  for (let attempt = 1; ; attempt++) {
    let problem
    try {
      const { lhr } = await lighthouse(url, flags)
      if (!lhr.runtimeError) {
        return {
          score: Math.round(lhr.categories.performance.score * 100),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        }
      }
      problem = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`
    } catch (error) {
      problem = error.message
    }
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url} at ${cpuSlowdownMultiplier}x: ${problem}`)
    console.log(`  Lighthouse on ${url} at ${cpuSlowdownMultiplier}x failed (${problem}); attempt ${attempt + 1} of ${ATTEMPTS}`)
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Per route: performance score (0-100), LCP in ms and CLS at 4x, and TBT in
 * ms at 4x and at 6x, each the median of `runs` runs. Simulated throttling
 * scales the CPU time it observes, so one run that coincides with other work
 * on the machine reads high; the median of a few (Lighthouse's own advice)
 * does not. The runs go round the routes in turn, 4x then 6x on each, in one
 * browser, one page at a time, so both profiles meet the same machine.
 * `urlOf(route)` is the address to audit; a line per route and run shows
 * progress (a full run takes hours).
 */
export async function runLighthouse(routes, urlOf, runs) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  const samples = new Map(routes.map((route) => [route, { atDefault: [], atSlow: [] }]))
  try {
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        const atDefault = await audit(urlOf(route), chrome.port, DEFAULT_SLOWDOWN)
        const atSlow = await audit(urlOf(route), chrome.port, SLOW_SLOWDOWN)
        samples.get(route).atDefault.push(atDefault)
        samples.get(route).atSlow.push(atSlow)
        console.log(
          `  ${route} run ${run} of ${runs}: score ${atDefault.score}, LCP ${Math.round(atDefault.lcpMs)} ms, TBT ${Math.round(atDefault.tbtMs)} ms at ${DEFAULT_SLOWDOWN}x, ${Math.round(atSlow.tbtMs)} ms at ${SLOW_SLOWDOWN}x`,
        )
      }
    }
  } finally {
    await chrome.kill()
  }
  const medianOf = (results, metric) => median(results.map((result) => result[metric]))
  return new Map(
    [...samples].map(([route, { atDefault, atSlow }]) => [
      route,
      {
        score: medianOf(atDefault, 'score'),
        lcpMs: medianOf(atDefault, 'lcpMs'),
        cls: medianOf(atDefault, 'cls'),
        tbt4xMs: medianOf(atDefault, 'tbtMs'),
        tbt6xMs: medianOf(atSlow, 'tbtMs'),
      },
    ]),
  )
}
