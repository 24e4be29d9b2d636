#!/usr/bin/env node
// `npm run bench`: measures the site against issue #10's targets and exits
// non-zero naming each one missed (one `MISSED:` line each).
//
//   npm run bench                        every route in scripts/bench/routes.mjs
//   npm run bench -- / /tutorials?q=ai   only these routes
//   npm run bench -- --no-lighthouse     skip Lighthouse (load and bytes only)
//   BENCH_SECONDS=10 npm run bench       seconds of load per route and server (default 5)
//   BENCH_LIGHTHOUSE_RUNS=1 npm run bench Lighthouse runs per route, median taken (default 3)
//
// 1. Builds when the build is missing or stale, then starts the production
//    server as `npm start` does, on a free port with a throwaway database,
//    timing spawn to the first 200 on /.
// 2. Fetches each route once (HTML, first-load JS and CSS in gzip bytes; query
//    pages checked for the right results) and puts those exact HTML bytes on a
//    static file server (scripts/bench/static-server.mjs): the baseline.
// 3. autocannon, 32 connections: every route warmed up on both servers, then
//    per route the baseline, the app and the baseline again (on a shared
//    machine only ratios taken together mean anything).
//    Then the server's resident memory, and the query results checked again.
// 4. Lighthouse mobile on each route, one at a time, after the load runs
//    (the median of BENCH_LIGHTHOUSE_RUNS runs).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runLighthouse } from './bench/lighthouse.mjs'
import { BROWSER_HEADERS, CONNECTIONS, compareLoad, measureLoad } from './bench/load.mjs'
import { pageWeight } from './bench/page-weight.mjs'
import { machineLine, table } from './bench/report.mjs'
import { BENCH_ROUTES, resultProblems } from './bench/routes.mjs'
import { residentMemoryMb, startApp, startBaseline, untilIdle } from './bench/servers.mjs'
import { missedTargets } from './bench/targets.mjs'
import { ensureBuild } from './build.mjs'

const args = process.argv.slice(2)
const chosenRoutes = args.filter((arg) => arg.startsWith('/'))
const routes = chosenRoutes.length > 0 ? chosenRoutes : BENCH_ROUTES
const withLighthouse = !args.includes('--no-lighthouse')
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
if (!(seconds > 0)) throw new Error(`BENCH_SECONDS must be a positive number; got "${process.env.BENCH_SECONDS}"`)
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
  throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number from 1; got "${process.env.BENCH_LIGHTHOUSE_RUNS}"`)
const WARM_UP_SECONDS = 2

/** The page as a browser gets it (fetch decodes the compression). */
async function fetchPage(url) {
  const { 'accept-encoding': _, ...headers } = BROWSER_HEADERS
  const response = await fetch(url, { headers })
  return { status: response.status, html: await response.text() }
}

await ensureBuild()
const dir = mkdtempSync(join(tmpdir(), 'fztv-bench-'))
const stops = []
try {
  const app = await startApp(dir)
  stops.push(app.stop)
  // For comparison with the figure after the load: what the load itself adds.
  const idleMemoryMb = residentMemoryMb(app.pid)
  console.log(`Start-up (spawn to first 200 on /): ${Math.round(app.startupMs)} ms`)

  const rows = []
  const htmlByRoute = new Map()
  const assetSizes = new Map()
  const readAsset = async (path) => Buffer.from(await (await fetch(app.url + path)).arrayBuffer())
  for (const route of routes) {
    const { status, html } = await fetchPage(app.url + route)
    htmlByRoute.set(route, html)
    rows.push({ route, status, resultProblems: resultProblems(route, html), ...(await pageWeight(html, readAsset, assetSizes)) })
  }

  const baseline = await startBaseline(join(dir, 'baseline'), htmlByRoute)
  stops.push(baseline.stop)
  console.log(`Load: ${seconds} s per route and server (baseline: half before, half after the app), ${CONNECTIONS} connections`)
  const settle = () => untilIdle(app.pid)
  // A fresh Node process answers several times slower until its code is
  // optimised: every route is loaded on both servers first, so neither is
  // measured cold (nor the first route more than the last).
  for (const row of rows) {
    await measureLoad(baseline.urlOf(row.route), WARM_UP_SECONDS)
    await measureLoad(app.url + row.route, WARM_UP_SECONDS)
    await settle()
  }
  for (const row of rows) {
    const { baseline: base, app: measured } = await compareLoad(baseline.urlOf(row.route), app.url + row.route, seconds, settle)
    row.load = {
      requestsPerSecond: measured.requestsPerSecond,
      p99Ms: measured.p99Ms,
      baselineRequestsPerSecond: base.requestsPerSecond,
      ratio: measured.requestsPerSecond / base.requestsPerSecond,
      failures: measured.failures + base.failures,
    }
    console.log(`  ${row.route}: ${Math.round(measured.requestsPerSecond)} req/s, baseline ${Math.round(base.requestsPerSecond)}`)
  }
  const memoryMb = residentMemoryMb(app.pid)
  // The machine's load while the ratios were taken (Lighthouse comes later).
  const machine = machineLine()
  await baseline.stop()
  // Answers after the load must still be right (a cache must not have mixed queries up).
  for (const row of rows) row.resultProblems.push(...resultProblems(row.route, (await fetchPage(app.url + row.route)).html))

  if (withLighthouse) {
    console.log(`Lighthouse mobile, one route at a time, median of ${lighthouseRuns} runs...`)
    const scores = await runLighthouse(
      rows.map((row) => app.url + row.route),
      lighthouseRuns,
    )
    for (const row of rows) row.lighthouse = scores.get(app.url + row.route)
  }
  await app.stop()

  console.log(`\n${machine}\n`)
  console.log(table(rows))
  console.log(
    `\nServer resident memory after the load: ${Math.round(memoryMb)} MB (${Math.round(idleMemoryMb)} MB after start-up) · start-up to first 200: ${Math.round(app.startupMs)} ms`,
  )
  const missed = missedTargets({ rows, memoryMb, startupMs: app.startupMs })
  if (missed.length > 0) {
    console.log(`\n${missed.join('\n')}`)
    process.exitCode = 1
  } else {
    console.log('\nEvery target met.')
  }
} finally {
  for (const stop of stops) await stop()
  rmSync(dir, { recursive: true, force: true })
}
