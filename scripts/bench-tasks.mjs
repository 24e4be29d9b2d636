#!/usr/bin/env node
// Where a page load's main-thread time goes, by thread time, on one or more
// running builds in turns: each route loaded at full speed in a fresh context
// (Chromium, Pixel 7), traced, and every task of the page's main thread read
// by the time its thread ran in it (the trace's `tdur`), which the wait for a
// core on a busy machine leaves out (Lighthouse multiplies the wall-clock
// length: scripts/bench/lighthouse.mjs). Per load: the blocking time the
// tasks after the first contentful paint would make at 4x and 6x
// (thread time x slowdown - 50 ms, summed), how many pass 50 ms at 6x, the
// longest after first paint and of the whole load; with --show, what each
// task over 8.3 ms (50 ms at 6x) held, by trace event, self thread time.
//
//   node scripts/bench-tasks.mjs http://127.0.0.1:3410 http://127.0.0.1:3310 /section1 /progress --runs=3 --show
//
// Nothing of Playwright's runs in the page while it loads (a locator or an
// evaluate injects Playwright's script, a task of 15-20 ms): an init script
// says, in a console message, when the page has settled (html.js, the rest of
// a lesson laid out, then a second).
import { chromium, devices } from '@playwright/test'

const args = process.argv.slice(2)
const builds = args.filter((arg) => arg.startsWith('http')).map((url) => url.replace(/\/$/, ''))
const routes = args.filter((arg) => arg.startsWith('/'))
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3)
const show = args.includes('--show')
if (builds.length === 0 || routes.length === 0) {
  console.error('Usage: node scripts/bench-tasks.mjs BUILD_URL [BUILD_URL ...] ROUTE [ROUTE ...] [--runs=3] [--show]')
  process.exit(2)
}
/** 50 ms at 6x: a task longer than this, at full speed, is a long one on the slowest phones. */
const LONG_AT_6X_MS = 50 / 6
const SETTLED = 'settled'
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'].join(',')

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--renderer-process-limit=1'],
})

/** A trace event's name, with the address or event type it carries. */
function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {}
  const detail = data.url ? data.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 50) : (data.type ?? '')
  return detail ? `${event.name}(${detail})` : event.name
}

/** Self thread time (ms) of each kind of event inside `task`, the largest first. */
function breakdown(task, onMainThread) {
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

async function oneLoad(url) {
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
    const tasks = onMainThread.filter((event) => event.name === 'RunTask' && event.ts >= navigation.ts)
    const afterPaint = tasks.filter((task) => task.ts >= firstPaint.ts)
    const ms = (task) => task.tdur / 1000
    const blocking = (rate) => afterPaint.reduce((sum, task) => sum + Math.max(0, ms(task) * rate - 50), 0)
    if (show) {
      for (const task of tasks.filter((each) => ms(each) > LONG_AT_6X_MS)) {
        const at = (event) => Math.round((event.ts - navigation.ts) / 1000)
        console.log(
          `    ${url} task at ${at(task)} ms (first paint ${at(firstPaint)}): ${ms(task).toFixed(1)} ms: ${breakdown(task, onMainThread)}`,
        )
      }
    }
    return {
      tbt4x: blocking(4),
      tbt6x: blocking(6),
      longAt6x: afterPaint.filter((task) => ms(task) > LONG_AT_6X_MS).length,
      longestAfterPaint: Math.max(0, ...afterPaint.map(ms)),
      longest: Math.max(...tasks.map(ms)),
      workAfterPaint: afterPaint.reduce((sum, task) => sum + ms(task), 0),
    }
  } finally {
    await context.close()
  }
}

const loads = new Map()
for (let run = 1; run <= runs; run++) {
  for (const route of routes) {
    for (const build of builds) {
      const key = `${route} ${build}`
      if (!loads.has(key)) loads.set(key, [])
      loads.get(key).push(await oneLoad(build + route))
    }
  }
}
await browser.close()
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(
  `\nMedian of ${runs} loads, thread time at full speed (ms)\n\n| Route | Build | TBT 4x | TBT 6x | tasks over 50 ms at 6x | longest after first paint | longest of the load | work after first paint |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |`,
)
for (const [key, results] of loads) {
  const [route, build] = key.split(' ')
  const figure = (name) => median(results.map((result) => result[name])).toFixed(1)
  console.log(
    `| ${route} | ${build} | ${figure('tbt4x')} | ${figure('tbt6x')} | ${figure('longAt6x')} | ${figure('longestAfterPaint')} | ${figure('longest')} | ${figure('workAfterPaint')} |`,
  )
}
