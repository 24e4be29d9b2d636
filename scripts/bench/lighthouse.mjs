// Lighthouse mobile on each route, one at a time, in Debian's Chromium:
// Lighthouse's default profile (a mid-range phone on slow 4G, simulated
// throttling, 4x CPU slowdown), performance category only.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']

/** Per URL: performance score (0-100), LCP and TBT in ms, CLS. Runs sequentially in one browser. */
export async function runLighthouse(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  const results = new Map()
  try {
    for (const url of urls) {
      const runnerResult = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
      const { categories, audits, runtimeError } = runnerResult.lhr
      if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`)
      results.set(url, {
        score: Math.round(categories.performance.score * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      })
    }
  } finally {
    await chrome.kill()
  }
  return results
}
