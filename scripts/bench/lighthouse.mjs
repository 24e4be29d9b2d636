// Lighthouse mobile on each route, one at a time, in Debian's Chromium:
// Lighthouse's default profile (a mid-range phone on slow 4G, simulated
// throttling, 4x CPU slowdown), performance category only.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']

/**
 * A run that fails to record its trace (NO_NAVSTART, seen on a busy machine)
 * or loses the browser's protocol is run again, as Lighthouse's message advises.
 */
const ATTEMPTS = 3

async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    let problem
    try {
      const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
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
 * Per URL: performance score (0-100), LCP and TBT in ms, CLS, each the median
 * of `runs` runs. Simulated throttling scales the CPU time it observes, so
 * one run that coincides with other work on the machine reads high; the
 * median of a few (Lighthouse's own advice) does not. The runs go round the
 * URLs in turn, in one browser, one page at a time.
 */
export async function runLighthouse(urls, runs) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  const samples = new Map(urls.map((url) => [url, []]))
  try {
    for (let run = 0; run < runs; run++) {
      for (const url of urls) samples.get(url).push(await audit(url, chrome.port))
    }
  } finally {
    await chrome.kill()
  }
  return new Map(
    [...samples].map(([url, results]) => [
      url,
      Object.fromEntries(['score', 'lcpMs', 'tbtMs', 'cls'].map((metric) => [metric, median(results.map((result) => result[metric]))])),
    ]),
  )
}
