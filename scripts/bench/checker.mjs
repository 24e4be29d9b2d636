// The project checker's own speed: from a click on "Run and check" to the
// complete report (the requirements, then "Everyone and safety"), at full
// speed and with the CPU slowed down 4x as on a mid-range phone, for two apps
// (CASES): learning project 3's correct app
// (test/fixtures/projects/3/reference-form), and project 1's app with a
// misspelt name (error-misspelt-listener), whose "Not yet" report must not
// keep the learner waiting either.
//
// And "Explain your app" (measureExplain): how long finding the lines that
// matter for one requirement of project 3's correct app takes.
//
// Run on its own, it compares builds served side by side (say the build
// before a change on one port and after it on another), one run of each in
// turn, so the machine's load falls on all of them alike:
//   node scripts/bench/checker.mjs http://127.0.0.1:3410 http://127.0.0.1:3310
// (add --explain-only for "Explain your app" alone).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { machineBusy, sampleTreeCpu } from './process-cpu.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const read = (project, fixture, file) => {
  try {
    return readFileSync(join(root, 'test', 'fixtures', 'projects', String(project), fixture, file), 'utf8')
  } catch {
    return ''
  }
}

/**
 * The apps checked: where, and the final status line a run must show to
 * count (anything else, such as a check that could not run on a busy
 * machine, is named and left out of the median).
 */
const CASES = [
  {
    name: 'correct app',
    project: 3,
    fixture: 'reference-form',
    expected: /^All \d+ requirements passed\.( Everyone and safety: no accessibility problems, no safety problems\.)?$/,
  },
  {
    name: '"Not yet" app',
    project: 1,
    fixture: 'error-misspelt-listener',
    expected: /^\d+ of \d+ requirements passed\. \d+ not yet\./,
  },
]

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
async function measureOnce(browser, url, rate, { project, fixture, expected }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } })
  try {
    const page = await context.newPage()
    await page.goto(`${url}/project${project}`)
    const panel = page.getByRole('region', { name: 'Check my project' })
    const open = panel.getByRole('button', { name: 'Open the checker' })
    await open.click({ timeout: 30_000 })
    const firstFile = panel.getByRole('textbox', { name: 'index.html', exact: true })
    // On a busy machine a click can go unanswered (test/e2e/project-checker.spec.ts, openChecker): one more.
    await firstFile.waitFor({ timeout: 20_000 }).catch(() => open.click({ timeout: 1_000 }).catch(() => undefined))
    await firstFile.fill(read(project, fixture, 'index.html'), { timeout: 30_000 })
    await panel.getByRole('textbox', { name: 'style.css', exact: true }).fill(read(project, fixture, 'style.css'))
    await panel.getByRole('textbox', { name: 'script.js', exact: true }).fill(read(project, fixture, 'script.js'))
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
      // The report the app must get; anything else (a check that could not run on a busy machine) is named.
      failure: expected.test(times.status) ? undefined : times.status,
    }
  } finally {
    await context.close()
  }
}

/**
 * Medians of `runs` runs per app, URL and CPU rate, the URLs taking turns
 * within each round. One result per app, URL and rate: the time to the
 * requirement report and to the complete report (of the runs that got the
 * expected report), whether the build has the second report, and the status
 * line of each run that did not.
 */
export async function measureChecker(urls, { runs = 5, rates = CPU_RATES, cases = CASES } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  const keyOf = (app, url, rate) => `${app.name} ${url} ${rate}`
  try {
    const samples = new Map()
    for (const app of cases)
      for (const rate of rates)
        for (let round = 0; round < runs; round++)
          for (const url of urls) {
            const key = keyOf(app, url, rate)
            if (!samples.has(key)) samples.set(key, [])
            samples.get(key).push(await measureOnce(browser, url, rate, app))
          }
    return cases.flatMap((app) =>
      urls.flatMap((url) =>
        rates.map((rate) => {
          const runsOf = samples.get(keyOf(app, url, rate))
          const counted = runsOf.filter((run) => !run.failure)
          return {
            app: `${app.name} (project ${app.project}, ${app.fixture})`,
            url,
            rate,
            withSafety: runsOf.some((run) => run.withSafety),
            requirementsMs: counted.length ? median(counted.map((run) => run.requirementsMs)) : Number.NaN,
            completeMs: counted.length ? median(counted.map((run) => run.completeMs)) : Number.NaN,
            completeRunsMs: runsOf.map((run) => `${Math.round(run.completeMs)}${run.failure ? ' (unexpected report)' : ''}`),
            failures: runsOf.flatMap((run) => (run.failure ? [run.failure] : [])),
          }
        }),
      ),
    )
  } finally {
    await browser.close()
  }
}

/**
 * The app and requirement "Explain your app" searches in the bench: by
 * default the one its question about project 3 is written around; another
 * with BENCH_EXPLAIN_PROJECT, BENCH_EXPLAIN_FIXTURE and
 * BENCH_EXPLAIN_REQUIREMENT (project 5's search, which once never ended).
 */
const EXPLAIN = {
  project: Number(process.env.BENCH_EXPLAIN_PROJECT ?? 3),
  fixture: process.env.BENCH_EXPLAIN_FIXTURE ?? 'reference-form',
  requirement: process.env.BENCH_EXPLAIN_REQUIREMENT ?? 'My tasks are still there after I refresh the page',
}

/**
 * Runs in the page (not in its frames) before its own scripts: times each
 * sandbox frame of the explain section's runs from the messages it posts
 * (sandbox/protocol.ts): made (or sent to a new document), loaded, the run
 * received (its first "alive"), the app's page loaded, the run's answer. A
 * run in a frame kept from the last (no new frame, no load) counts from its
 * first "alive"; a document the frame makes itself for a reload (a
 * "fztv-reload") from that message.
 * Recorded from `window.__explainFramesFrom` on (set at the click).
 */
function frameProbe() {
  if (window !== window.top) return
  const records = []
  window.__explainFrames = records
  window.__explainFramesFrom = Number.POSITIVE_INFINITY
  const latest = new WeakMap()
  const byNonce = new Map()
  const begin = (frame) => {
    if (performance.now() < window.__explainFramesFrom || !frame.closest('.explain-runs')) return
    const record = { made: performance.now() }
    records.push(record)
    if (frame.contentWindow) latest.set(frame.contentWindow, record)
    frame.addEventListener('load', () => {
      record.load ??= performance.now()
    })
  }
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes' && mutation.target instanceof HTMLIFrameElement) begin(mutation.target)
      for (const node of mutation.addedNodes) {
        const frames = node instanceof HTMLIFrameElement ? [node] : node instanceof Element ? [...node.querySelectorAll('iframe')] : []
        for (const frame of frames) begin(frame)
      }
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] })
  window.addEventListener(
    'message',
    (event) => {
      const data = event.data
      if (!data || typeof data.type !== 'string' || !data.nonce) return
      let record = byNonce.get(data.nonce)
      if (!record && data.type === 'fztv-alive') {
        record = event.source && latest.get(event.source)
        if (!record) return
        // A frame kept for another run (sandbox.ts's reuseFrame) makes that run's document without loading its own again.
        if (record.nonce) {
          if (performance.now() < window.__explainFramesFrom) return
          record = { made: performance.now(), load: performance.now() }
          records.push(record)
          latest.set(event.source, record)
        }
        record.nonce = data.nonce
        record.alive = performance.now()
        byNonce.set(data.nonce, record)
      }
      if (!record) return
      // The frame reloads the app itself (sandbox/frame-shell.ts): the document before the reload ends, a new one starts.
      if (data.type === 'fztv-reload') {
        record.result = performance.now()
        record.outcome = 'pause'
        const next = { made: record.result, load: record.result, alive: record.result, nonce: data.nonce }
        records.push(next)
        byNonce.set(data.nonce, next)
      }
      if (data.type === 'fztv-loaded') record.loaded = performance.now()
      if (data.type === 'fztv-result') {
        record.result = performance.now()
        record.outcome = data.outcome?.kind
      }
    },
    true,
  )
}

/** Per phase of a frame's life (frameProbe), over the frames that reached it: how many, the median and the sum, in ms. */
function framePhases(records) {
  const phase = (from, to) =>
    records.filter((record) => record[from] !== undefined && record[to] !== undefined).map((record) => record[to] - record[from])
  const summary = (values) => ({
    count: values.length,
    median: values.length ? median(values) : Number.NaN,
    sum: values.reduce((a, b) => a + b, 0),
  })
  return {
    frames: records.length,
    frameLoad: summary(phase('made', 'load')),
    runReceived: summary(phase('load', 'alive')),
    appLoad: summary(phase('alive', 'loaded')),
    steps: summary(phase('loaded', 'result')),
  }
}

/**
 * "Explain your app": from a click on "Ask me about my code" to the "Find
 * the line" question (asked once one line of the requirement's own is
 * found), and to the end of the search (every line's verdict, the answer
 * the question shows after two wrong tries), for one requirement of a learning project's app
 * (EXPLAIN: project 3's correct app unless told), which runs the app once without each of its
 * lines (then, for the lines the requirement fails without, the simplest
 * other requirement). At full speed, after "Run and check" has passed the
 * app, in a fresh context each run. Medians of `runs`, per URL.
 */
export async function measureExplain(urls, { runs = 3 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  const samples = new Map(urls.map((url) => [url, []]))
  try {
    for (let round = 0; round < runs; round++)
      for (const url of urls) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
        try {
          await context.addInitScript(frameProbe)
          const page = await context.newPage()
          await page.goto(`${url}/project${EXPLAIN.project}`)
          const panel = page.getByRole('region', { name: 'Check my project' })
          const open = panel.getByRole('button', { name: 'Open the checker' })
          await open.click({ timeout: 30_000 })
          const firstFile = panel.getByRole('textbox', { name: 'index.html', exact: true })
          await firstFile.waitFor({ timeout: 20_000 }).catch(() => open.click({ timeout: 1_000 }).catch(() => undefined))
          await firstFile.fill(read(EXPLAIN.project, EXPLAIN.fixture, 'index.html'), { timeout: 30_000 })
          await panel.getByRole('textbox', { name: 'style.css', exact: true }).fill(read(EXPLAIN.project, EXPLAIN.fixture, 'style.css'))
          await panel.getByRole('textbox', { name: 'script.js', exact: true }).fill(read(EXPLAIN.project, EXPLAIN.fixture, 'script.js'))
          await panel.getByRole('button', { name: 'Run and check' }).click()
          const section = panel.getByRole('region', { name: 'Explain your app' })
          await section.getByLabel('Requirement to ask about').selectOption({ label: EXPLAIN.requirement }, { timeout: 180_000 })
          const ask = section.getByRole('button', { name: 'Ask me about my code' })
          await ask.evaluate((element) => {
            window.__explainTimes = {}
            element.addEventListener('click', () => {
              const clickedAt = performance.now()
              window.__explainFramesFrom = clickedAt
              const section = element.closest('section')
              new MutationObserver((_, observer) => {
                const progress = section?.querySelector('progress')
                if (progress) window.__explainTimes.lines = Number(progress.max)
                // Asked as soon as one line of the requirement's own is found; the search goes on until data-search says complete.
                if (window.__explainTimes.ms === undefined && section?.querySelector('.explain-ask'))
                  window.__explainTimes.ms = performance.now() - clickedAt
                if (section?.querySelector('[data-search="complete"]')) {
                  window.__explainTimes.completeMs = performance.now() - clickedAt
                  observer.disconnect()
                }
              }).observe(section ?? document.body, { childList: true, subtree: true, attributes: true })
            })
          })
          const cpu = sampleTreeCpu()
          const machine = machineBusy()
          await ask.click()
          await page.waitForFunction(() => window.__explainTimes.completeMs !== undefined, undefined, { timeout: 300_000, polling: 100 })
          const cpuSeconds = cpu.stop()
          if (process.env.BENCH_EXPLAIN_PROCESSES)
            console.log(
              cpu
                .byProcess()
                .map(({ pid, name, seconds }) => `${pid} ${name} ${seconds.toFixed(1)} s`)
                .join('\n'),
            )
          const { busySeconds, allSeconds } = machine()
          const sample = await page.evaluate(() => ({ ...window.__explainTimes, frames: window.__explainFrames }))
          samples.get(url).push({
            ...sample,
            cpuSeconds,
            // The share of both cores' time the whole machine was busy meanwhile (other users' work included).
            machineBusy: busySeconds / allSeconds,
            phases: framePhases(sample.frames),
          })
        } finally {
          await context.close()
        }
      }
    return urls.map((url) => ({
      url,
      lines: samples.get(url)[0]?.lines,
      ms: median(samples.get(url).map((sample) => sample.ms)),
      eachMs: samples.get(url).map((sample) => Math.round(sample.ms)),
      completeMs: median(samples.get(url).map((sample) => sample.completeMs)),
      eachCompleteMs: samples.get(url).map((sample) => Math.round(sample.completeMs)),
      cpuSeconds: median(samples.get(url).map((sample) => sample.cpuSeconds)),
      eachCpuSeconds: samples.get(url).map((sample) => sample.cpuSeconds.toFixed(1)),
      eachMachineBusy: samples.get(url).map((sample) => `${Math.round(sample.machineBusy * 100)}%`),
      phases: samples.get(url).map((sample) => sample.phases),
    }))
  } finally {
    await browser.close()
  }
}

/**
 * The printed tables of measureExplain: one row per build (with the
 * processor time of the browser's every process during the search, and how
 * busy the whole machine was), then one per build and run with the frames'
 * phases (frameProbe): how many frames reached each, the median and the sum
 * of their wall times (runs overlap, so the sums add up to more than the search).
 */
export function explainTable(results) {
  const lines = [
    `| "Explain your app": the lines that matter for "${EXPLAIN.requirement}" (project ${EXPLAIN.project}, ${EXPLAIN.fixture}) | lines that can be taken away | to the question ms (median) | each run | to the complete search ms (median) | each run | browser CPU s (median) | each run | machine busy, each run |`,
    '|---|---:|---:|---|---:|---|---:|---|---|',
  ]
  for (const result of results)
    lines.push(
      `| ${result.url} | ${result.lines} | ${Math.round(result.ms)} | ${result.eachMs.join(', ')} | ${Math.round(result.completeMs)} | ${result.eachCompleteMs.join(', ')} | ${result.cpuSeconds.toFixed(1)} | ${result.eachCpuSeconds.join(', ')} | ${result.eachMachineBusy.join(', ')} |`,
    )
  const cell = ({ count, median, sum }) => `${count}: ${Math.round(median)} / ${Math.round(sum)}`
  lines.push(
    '',
    '| Build, run | frames | frame loaded (count: median / sum ms) | run received | app loaded | steps |',
    '|---|---:|---|---|---|---|',
  )
  for (const result of results)
    for (const [run, phases] of result.phases.entries())
      lines.push(
        `| ${result.url}, ${run + 1} | ${phases.frames} | ${cell(phases.frameLoad)} | ${cell(phases.runReceived)} | ${cell(phases.appLoad)} | ${cell(phases.steps)} |`,
      )
  return lines.join('\n')
}

/** The printed table: one row per app, build and CPU rate. */
export function checkerTable(results) {
  const lines = [
    '| App | Build | CPU | report | requirements ms (median) | complete report ms (median) | complete, each run ms |',
    '|---|---|---:|---|---:|---:|---|',
  ]
  for (const result of results)
    lines.push(
      `| ${result.app} | ${result.url} | ${result.rate}x | ${result.withSafety ? 'requirements, everyone and safety' : 'requirements only'} | ${Math.round(result.requirementsMs)} | ${Math.round(result.completeMs)} | ${result.completeRunsMs.join(', ')} |`,
    )
  for (const result of results)
    for (const failure of result.failures)
      lines.push(`\n${result.app}, ${result.url} at ${result.rate}x, a run without the expected report: "${failure}"`)
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const urls = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  if (urls.length === 0) throw new Error('name the servers to compare: node scripts/bench/checker.mjs http://127.0.0.1:3410 ...')
  const runs = Number(process.env.BENCH_CHECKER_RUNS ?? 5)
  // `--explain-only`: just "Explain your app"'s search.
  if (!process.argv.includes('--explain-only')) console.log(checkerTable(await measureChecker(urls, { runs })))
  console.log(`\n${explainTable(await measureExplain(urls, { runs: Math.min(runs, 3) }))}`)
}
