// The project checker's own speed: from a click on "Run and check" to the
// complete report (the requirements, then "Everyone and safety") for learning
// project 3 with a correct app (test/fixtures/projects/3/reference-form), at
// full speed and with the CPU slowed down 4x as on a mid-range phone.
//
// Run on its own, it compares builds served side by side (say the build
// before a change on one port and after it on another), one run of each in
// turn, so the machine's load falls on all of them alike:
//   node scripts/bench/checker.mjs http://127.0.0.1:3410 http://127.0.0.1:3310
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const root = fileURLToPath(new URL('../..', import.meta.url))
const FIXTURE = join(root, 'test', 'fixtures', 'projects', '3', 'reference-form')
const read = (file) => readFileSync(join(FIXTURE, file), 'utf8')

/** CPU slowdowns measured: none, and Lighthouse's mobile default. */
const CPU_RATES = [1, 4]

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Slows the page's renderer and every frame process the checker starts by
 * `rate`. Chromium's throttling holds back a whole renderer process, and the
 * sandbox frame runs in a process of its own (sandbox.ts), so each new frame
 * process is slowed as soon as Playwright sees it: its first few milliseconds
 * may run at full speed.
 */
async function throttle(context, page, rate) {
  const slow = async (target) => {
    const session = await context.newCDPSession(target)
    await session.send('Emulation.setCPUThrottlingRate', { rate })
  }
  await slow(page)
  page.on('frameattached', (frame) => slow(frame).catch(() => {}))
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) slow(frame).catch(() => {})
  })
}

/**
 * One run in a fresh browser context (nothing cached: the learner's first
 * check): opens the checker, pastes the app, slows the CPU, clicks "Run and
 * check" and reads the times (in the page, from the click) at which the
 * requirement report and the complete report were announced.
 */
async function measureOnce(browser, url, rate) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } })
  try {
    const page = await context.newPage()
    await page.goto(`${url}/project3`)
    const panel = page.getByRole('region', { name: 'Check my project' })
    const open = panel.getByRole('button', { name: 'Open the checker' })
    await open.click({ timeout: 30_000 })
    const firstFile = panel.getByRole('textbox', { name: 'index.html', exact: true })
    // On a busy machine a click can go unanswered (test/e2e/project-checker.spec.ts, openChecker): one more.
    await firstFile.waitFor({ timeout: 20_000 }).catch(() => open.click({ timeout: 1_000 }).catch(() => undefined))
    await firstFile.fill(read('index.html'), { timeout: 30_000 })
    await panel.getByRole('textbox', { name: 'style.css', exact: true }).fill(read('style.css'))
    await panel.getByRole('textbox', { name: 'script.js', exact: true }).fill(read('script.js'))
    const button = panel.getByRole('button', { name: 'Run and check' })
    await button.evaluate((element) => {
      const times = { requirements: undefined, complete: undefined, status: '' }
      window.__checkerTimes = times
      const status = document.getElementById(element.getAttribute('aria-describedby') ?? '')
      let clickedAt = 0
      element.addEventListener('click', () => {
        clickedAt = performance.now()
      })
      new MutationObserver(() => {
        const text = status?.textContent ?? ''
        if (times.requirements === undefined && /requirements passed/.test(text)) times.requirements = performance.now() - clickedAt
        // The last announcement of a run no longer ends with "…" (a step still running).
        if (/requirements passed/.test(text) && !text.endsWith('…')) {
          times.complete = performance.now() - clickedAt
          times.status = text
        }
      }).observe(status ?? document.body, { childList: true, characterData: true, subtree: true })
    })
    await throttle(context, page, rate)
    await button.click()
    await page.waitForFunction(() => window.__checkerTimes.complete !== undefined, undefined, { timeout: 180_000, polling: 100 })
    const times = await page.evaluate(() => window.__checkerTimes)
    return {
      requirementsMs: times.requirements,
      completeMs: times.complete,
      withSafety: times.status.includes('Everyone and safety'),
      // The correct app must be reported clean; anything else (a check that could not run on a busy machine) is named.
      failure: /^All \d+ requirements passed\.( Everyone and safety: no accessibility problems, no safety problems\.)?$/.test(times.status)
        ? undefined
        : times.status,
    }
  } finally {
    await context.close()
  }
}

/**
 * Medians of `runs` runs per URL and CPU rate, the URLs taking turns within
 * each round. One result per URL and rate: the time to the requirement report
 * and to the complete report (of the runs that reported the app clean),
 * whether the build has the second report, and the status line of each run
 * that did not report the correct app clean.
 */
export async function measureChecker(urls, { runs = 5, rates = CPU_RATES } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  try {
    const samples = new Map()
    for (const rate of rates) {
      for (let round = 0; round < runs; round++) {
        for (const url of urls) {
          const key = `${url} ${rate}`
          if (!samples.has(key)) samples.set(key, [])
          samples.get(key).push(await measureOnce(browser, url, rate))
        }
      }
    }
    return urls.flatMap((url) =>
      rates.map((rate) => {
        const runsOf = samples.get(`${url} ${rate}`)
        const clean = runsOf.filter((run) => !run.failure)
        return {
          url,
          rate,
          withSafety: runsOf.some((run) => run.withSafety),
          requirementsMs: clean.length ? median(clean.map((run) => run.requirementsMs)) : Number.NaN,
          completeMs: clean.length ? median(clean.map((run) => run.completeMs)) : Number.NaN,
          completeRunsMs: runsOf.map((run) => `${Math.round(run.completeMs)}${run.failure ? ' (not clean)' : ''}`),
          failures: runsOf.flatMap((run) => (run.failure ? [run.failure] : [])),
        }
      }),
    )
  } finally {
    await browser.close()
  }
}

/** The printed table: one row per build and CPU rate. */
export function checkerTable(results) {
  const lines = [
    '| Build | CPU | report | requirements ms (median) | complete report ms (median) | complete, each run ms |',
    '|---|---:|---|---:|---:|---|',
  ]
  for (const result of results)
    lines.push(
      `| ${result.url} | ${result.rate}x | ${result.withSafety ? 'requirements, everyone and safety' : 'requirements only'} | ${Math.round(result.requirementsMs)} | ${Math.round(result.completeMs)} | ${result.completeRunsMs.join(', ')} |`,
    )
  for (const result of results)
    for (const failure of result.failures) lines.push(`\n${result.url} at ${result.rate}x, a run not reported clean: "${failure}"`)
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const urls = process.argv.slice(2)
  if (urls.length === 0) throw new Error('name the servers to compare: node scripts/bench/checker.mjs http://127.0.0.1:3410 ...')
  const runs = Number(process.env.BENCH_CHECKER_RUNS ?? 5)
  console.log(checkerTable(await measureChecker(urls, { runs })))
}
