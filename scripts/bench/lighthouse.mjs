// Lighthouse mobile on each route, one at a time, in Debian's Chromium:
// Lighthouse's default profile (a mid-range phone on slow 4G, simulated
// throttling, 4x CPU slowdown), performance category only.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']

async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
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
