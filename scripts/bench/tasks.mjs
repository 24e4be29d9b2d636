#!/usr/bin/env node
// Where a page load's main-thread time goes, by thread time, on one or more
// running builds in turns (scripts/bench/main-thread-tasks.mjs says why thread
// time). Per load: the blocking time the tasks after the first contentful
// paint would make at 4x and 6x (thread time x slowdown - 50 ms, summed), how
// many pass 50 ms at 6x, the longest after first paint and of the whole load;
// with --show, what each task over 8.3 ms (50 ms at 6x) held, by trace event,
// self thread time.
//
//   node scripts/bench/tasks.mjs http://127.0.0.1:3410 http://127.0.0.1:3310 /section1 /progress --runs=3 --show
import { chromium } from '@playwright/test'
import { LONG_AT_6X_MS, taskBreakdown, traceFirstVisit } from './main-thread-tasks.mjs'

const args = process.argv.slice(2)
const builds = args.filter((arg) => arg.startsWith('http')).map((url) => url.replace(/\/$/, ''))
const routes = args.filter((arg) => arg.startsWith('/'))
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3)
const show = args.includes('--show')
if (builds.length === 0 || routes.length === 0) {
  console.error('Usage: node scripts/bench/tasks.mjs BUILD_URL [BUILD_URL ...] ROUTE [ROUTE ...] [--runs=3] [--show]')
  process.exit(2)
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--renderer-process-limit=1'],
})

async function oneLoad(url) {
  const { tasks, afterPaint, firstPaintMs, onMainThread } = await traceFirstVisit(browser, url)
  if (show) {
    for (const task of tasks.filter((each) => each.ms > LONG_AT_6X_MS))
      console.log(
        `    ${url} task at ${task.atMs} ms (first paint ${firstPaintMs}): ${task.ms.toFixed(1)} ms: ${taskBreakdown(task.event, onMainThread)}`,
      )
  }
  const blocking = (rate) => afterPaint.reduce((sum, task) => sum + Math.max(0, task.ms * rate - 50), 0)
  return {
    tbt4x: blocking(4),
    tbt6x: blocking(6),
    longAt6x: afterPaint.filter((task) => task.ms > LONG_AT_6X_MS).length,
    longestAfterPaint: Math.max(0, ...afterPaint.map((task) => task.ms)),
    longest: Math.max(...tasks.map((task) => task.ms)),
    workAfterPaint: afterPaint.reduce((sum, task) => sum + task.ms, 0),
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
