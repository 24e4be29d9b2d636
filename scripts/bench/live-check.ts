// "Check my live app": the time to the whole report for Featured Project 1's
// reference app (test/fixtures/live-apps/rsvp-app.ts, with its real server
// and file store), from a click on "Run the check" to the status line that
// ends the report (the requirements, then "Everyone and safety"), read in the
// app's page itself. The app is started on loopback with the line the
// project page of the build under test gives (its script, integrity and
// all), so the check loads the build's script as a learner's app does. Each
// run is a fresh browser context (nothing cached: the learner's first
// check); the median of BENCH_LIVE_CHECK_RUNS runs (default 5). Target:
// at most 10 s (docs/performance.md).
//
// Run by scripts/bench.mjs on the build it started, or on its own against a
// running build (a TypeScript file: the reference app is one):
//   node --import tsx scripts/bench/live-check.ts http://127.0.0.1:3410
import { fileURLToPath } from 'node:url'
import { type Browser, chromium } from '@playwright/test'
import { HOST_PASSWORD, startRsvpApp } from '../../test/fixtures/live-apps/rsvp-app.ts'
import { machineLine } from './report.mjs'

/** The target: the whole report within this, at full speed on the bench machine. */
export const LIVE_CHECK_TARGET_MS = 10_000

/** Where the reference app listens (another port is tried when it is taken). */
const FIRST_PORT = Number(process.env.BENCH_LIVE_APP_PORT ?? 4690)

/** The line a learner copies from the project page of the build at `url`, its address pointed at that build. */
async function checkLine(url: string): Promise<string> {
  const html = await (await fetch(`${url}/featured-project1`)).text()
  const found =
    /&lt;script src=&quot;https?:\/\/[^/]+(\/live-check\/[0-9a-f]+\.js)&quot; data-project=&quot;1&quot; integrity=&quot;([^&]+)&quot; crossorigin=&quot;anonymous&quot;&gt;/.exec(
      html,
    )
  if (!found) throw new Error(`no check line on ${url}/featured-project1`)
  return `<script src="${url}${found[1]}" data-project="1" integrity="${found[2]}" crossorigin="anonymous"></script>`
}

interface Run {
  requirementsMs: number
  completeMs: number
  status: string
}

/** One check in a fresh context: the times, from the click, at which the requirements' line and the whole report were announced. */
async function measureOnce(browser: Browser, origin: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const page = await context.newPage()
    await page.goto(origin)
    const panel = page.getByRole('region', { name: 'Check my app: Featured Project 1' })
    await panel.getByLabel('Your host password').fill(HOST_PASSWORD, { timeout: 30_000 })
    const button = panel.getByRole('button', { name: 'Run the check' })
    await button.evaluate((element) => {
      const status =
        element.getRootNode() instanceof ShadowRoot ? (element.getRootNode() as ShadowRoot).querySelector('[role="status"]') : null
      const times = { requirements: 0, complete: 0, status: '' }
      Object.assign(window, { __liveCheckTimes: times })
      let clickedAt = 0
      element.addEventListener('click', () => {
        clickedAt = performance.now()
      })
      new MutationObserver(() => {
        const text = status?.textContent ?? ''
        if (!times.requirements && /requirements passed/.test(text)) times.requirements = performance.now() - clickedAt
        if (/Everyone and safety: /.test(text)) {
          times.complete = performance.now() - clickedAt
          times.status = text
        }
      }).observe(status ?? document.body, { childList: true, characterData: true, subtree: true })
    })
    await button.click()
    await page.waitForFunction(
      () => (window as unknown as { __liveCheckTimes: Run & { complete: number } }).__liveCheckTimes.complete > 0,
      undefined,
      {
        timeout: 180_000,
        polling: 100,
      },
    )
    const times = await page.evaluate(
      () => (window as unknown as { __liveCheckTimes: { requirements: number; complete: number; status: string } }).__liveCheckTimes,
    )
    return { requirementsMs: times.requirements, completeMs: times.complete, status: times.status }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** `runs` checks of the RSVP reference app with the script of the build at `url`: every run, and the medians. */
export async function measureLiveCheck(url: string, { runs = 5 } = {}) {
  const line = await checkLine(url)
  let app: Awaited<ReturnType<typeof startRsvpApp>> | undefined
  for (let port = FIRST_PORT; !app; port++) {
    try {
      app = await startRsvpApp({ port, scriptTag: line })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port > FIRST_PORT + 20) throw error
    }
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  try {
    const each: Run[] = []
    for (let run = 0; run < runs; run++) each.push(await measureOnce(browser, app.origin))
    // Counted only when the reference app got its report: every requirement passed, nothing to fix.
    const counted = each.filter((run) =>
      /^All 8 requirements passed\. Everyone and safety: no accessibility problems, no safety problems\.$/.test(run.status),
    )
    return {
      each,
      failures: each.filter((run) => !counted.includes(run)).map((run) => run.status),
      requirementsMs: counted.length ? median(counted.map((run) => run.requirementsMs)) : Number.NaN,
      completeMs: counted.length ? median(counted.map((run) => run.completeMs)) : Number.NaN,
    }
  } finally {
    await browser.close()
    await app.stop()
  }
}

/** The printed table, and what missed the target (empty when none did). */
export function liveCheckReport(result: Awaited<ReturnType<typeof measureLiveCheck>>): { table: string; missed: string[] } {
  const table = [
    '| "Check my live app", Featured Project 1 (RSVP reference app) | requirements ms (median) | whole report ms (median) | whole report, each run ms |',
    '|---|---:|---:|---|',
    `| full speed, fresh context each run | ${Math.round(result.requirementsMs)} | ${Math.round(result.completeMs)} | ${result.each.map((run) => Math.round(run.completeMs)).join(', ')} |`,
  ].join('\n')
  const missed = [
    ...result.failures.map((status) => `live app check: not the reference app's report: "${status}"`),
    ...(result.completeMs <= LIVE_CHECK_TARGET_MS
      ? []
      : [`live app check: "Run the check" to the whole report ${Math.round(result.completeMs)} ms > ${LIVE_CHECK_TARGET_MS} ms`]),
  ]
  return { table, missed }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url] = process.argv.slice(2)
  if (!url) throw new Error('name the build to check: node --import tsx scripts/bench/live-check.ts http://127.0.0.1:3410')
  const runs = Number(process.env.BENCH_LIVE_CHECK_RUNS ?? 5)
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_LIVE_CHECK_RUNS must be a whole number from 1; got "${process.env.BENCH_LIVE_CHECK_RUNS}"`)
  console.log(`"Check my live app" on the RSVP reference app, median of ${runs} runs...`)
  const { table, missed } = liveCheckReport(await measureLiveCheck(url, { runs }))
  console.log(`\n${machineLine()}\n\n${table}`)
  if (missed.length) {
    console.log(`\n${missed.join('\n')}`)
    process.exitCode = 1
  }
}
