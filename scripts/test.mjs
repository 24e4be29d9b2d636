#!/usr/bin/env node
// `npm test`: every check the project has, in one command, ending with the
// line CI reads: `N passed, N failed` (tap and Playwright tests summed).
//
// 0. the Debian packages the tests use, installed with apt when missing
//    (Chromium, Java, PostgreSQL, Redis, caddy, nginx: DEBIAN_PACKAGES)
// 1. typecheck and lint, alongside 2. the production build
// 3. tap (unit + app.inject, with PostgreSQL and Redis started from those
//    packages), alongside 4. Playwright in Debian's Chromium, with Java for the
//    Nu Html Checker
// 5. with TEST_STRESS=1 (as CI runs it): the stress suite too, test/stress
//    (fuzzing, load, crashes, backups; a few minutes), counted in the same line.
//
// Steps run together where neither needs the other's result: each spends
// part of its time waiting (for a server, a browser, a timer), and the other
// uses the processor meanwhile. Measured on this 2-core machine: tap then
// Playwright took 1,098 s, tap beside Playwright 967 s. The steps run side by
// side print their output whole when they end, so logs do not interleave;
// Playwright's list reporter streams, as the longest step.
//
// `npm run test:stress` (--stress-only) builds and runs only the stress suite.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from './build.mjs'
import { chromiumPath, installMissingDebianPackages } from './debian-packages.mjs'
import { freePort, startTestServices } from './test-services.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => join(root, 'node_modules', '.bin', name)
const TSC_BUILD_INFO = join(root, 'node_modules', '.cache', 'from-zero-to-vibe', 'tsconfig.tsbuildinfo')
/**
 * tap as `npm test` runs it: no coverage, and TypeScript through tsx instead of tap's ts-node plugin
 * (about half the processor time of the same files with ts-node and coverage: docs/testing.md).
 * Coverage and its thresholds are `npm run test:coverage`'s (tap's configuration in package.json).
 * tsx is a Node argument of each test process, not NODE_OPTIONS: the servers, builds and npm
 * scripts the tests start do not inherit it (they load tsx themselves where they run TypeScript).
 */
const TAP_WITHOUT_COVERAGE = ['--disable-coverage', '--plugin=!@tapjs/typescript', '--node-arg=--import=tsx']
/**
 * tap builds its test class for the plugins it runs with, and a run whose plugins differ from the last build
 * rebuilds it but still starts every test process with the last build's loaders: after `npm ci` (tap built
 * with its default plugins), the whole suite would load ts-node as well as tsx. So the class is built for
 * these plugins first (`tap build`, about 8 s).
 */
async function buildTapForTheseRuns() {
  const built = await run(bin('tap'), ['build', '--plugin=!@tapjs/typescript'], {}, { quiet: true })
  if (built.status !== 0) {
    process.stdout.write(built.output)
    fail('tap build')
  }
}
const totals = { passed: 0, failed: 0 }
const problems = []
/** The failed (and flaky) tests by name, repeated above the closing line: CI keeps only the tail of a long log. */
const failedTests = []

/** A check that is not a counted test (typecheck, lint, build) counts as one failure. */
function fail(name) {
  problems.push(name)
  totals.failed += 1
}

function step(title) {
  console.log(`\n=== ${title} ===`)
}

/**
 * Runs a command and returns { status, output }. Its output is echoed as it
 * comes, or, with `{ quiet: true }`, only kept (the caller prints it whole).
 */
function run(command, args, env = {}, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (!quiet) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
      if (!quiet) process.stderr.write(chunk)
    })
    child.on('close', (status) => resolve({ status, output }))
  })
}

/** Runs a command without echoing it, then prints its output under a title, once it has ended. */
async function runQuietly(title, command, args, env = {}) {
  const result = await run(command, args, env, { quiet: true })
  step(title)
  process.stdout.write(result.output)
  return result
}

/** Runs tap with these arguments and adds its counts to the totals. */
async function runTap(name, args, env = {}, { title } = {}) {
  const tapArgs = ['--reporter=tap', ...TAP_WITHOUT_COVERAGE, ...args]
  const tap = title ? await runQuietly(title, bin('tap'), tapArgs, env) : await run(bin('tap'), tapArgs, env)
  const summary = [...tap.output.matchAll(/^# \{ total: (\d+)(?:, pass: (\d+))?(?:, fail: (\d+))?/gm)].pop()
  if (summary) {
    totals.passed += Number(summary[2] ?? 0)
    totals.failed += Number(summary[3] ?? 0)
  }
  // tap's own reporter names a failed file with a top-level `not ok N - file`.
  for (const [, file] of tap.output.matchAll(/^not ok \d+ - (.+?)(?: # .*)?$/gm)) failedTests.push(`${name} (failed): ${file}`)
  if (tap.status !== 0) {
    problems.push(name)
    if (!summary?.[3]) totals.failed += 1
  }
}

const stressOnly = process.argv.includes('--stress-only')
const withStress = stressOnly || process.env.TEST_STRESS === '1'

installMissingDebianPackages()

if (!stressOnly) {
  // Typecheck, lint and unused-code check beside the build: none reads another's output.
  // tsc and knip keep what they learnt in node_modules/.cache and redo only what changed since
  // (warm, on this 2-core machine: tsc 16 -> 6 CPU-seconds, knip 4 -> 1); a fresh clone has none.
  const [typecheck, lint, knip] = await Promise.all([
    runQuietly('Typecheck', bin('tsc'), ['--noEmit', '--incremental', '--tsBuildInfoFile', TSC_BUILD_INFO]),
    runQuietly('Lint and format check', bin('biome'), ['check', '.']),
    // Unused files, exports and dependencies (knip.jsonc knows Vike's + files).
    runQuietly('Unused code (knip)', bin('knip'), ['--cache']),
    runBuild(),
  ])
  if (typecheck.status !== 0) fail('typecheck')
  if (lint.status !== 0) fail('lint')
  if (knip.status !== 0) fail('knip')
} else await runBuild()

await buildTapForTheseRuns()

if (!stressOnly) {
  // PostgreSQL for the many-machines tests, where installed (tests that need it or Redis are skipped otherwise, with the reason).
  const services = await startTestServices()
  for (const [name, reason] of Object.entries(services.env).filter(([name]) => name.endsWith('_SKIP')))
    console.log(`${name.replace(/^TEST_|_SKIP$/g, '')} tests will be skipped: ${reason}`)
  step('Browser tests (Playwright, Debian Chromium), beside the tap tests (printed when they end)')
  const renderedSite = join(tmpdir(), `fztv-rendered-site-${process.pid}.json`)
  await Promise.all([
    renderSite(renderedSite)
      .then((rendered) => runTap('tap', [], { ...services.env, ...rendered }, { title: 'Unit and integration tests (tap)' }))
      .finally(() => {
        services.stop()
        rmSync(renderedSite, { force: true })
      }),
    browserTests(),
  ])
}

if (withStress) {
  step('Stress tests (tap: fuzzing, load, crashes, backups)')
  // One file at a time: each one loads the machine on its own.
  const stressFiles = readdirSync(join(root, 'test', 'stress'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => join('test', 'stress', name))
  await runTap('stress', ['--jobs=1', '--timeout=900', ...stressFiles])
}

console.log('')
for (const test of failedTests) console.log(test)
if (problems.length > 0) console.log(`Problems in: ${problems.join(', ')}`)
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(problems.length > 0 ? 1 : 0)

/** The production build (Vite's output is echoed as it comes). */
async function runBuild() {
  step('Build')
  try {
    await build()
  } catch (error) {
    console.error(error.message)
    fail('build')
  }
}

/**
 * Every page of the site rendered once for the tap files that read all of it (test/helpers/rendered-site.ts),
 * with React's production build, as the site runs. Returns the environment that names the file to tap;
 * should rendering fail, that is a failure, and those files render the pages themselves.
 */
async function renderSite(file) {
  const rendering = await runQuietly(
    'The whole site rendered once for tap',
    process.execPath,
    ['--import', 'tsx', 'test/helpers/rendered-site.ts', file],
    {
      NODE_ENV: 'production',
    },
  )
  if (rendering.status === 0) return { TEST_RENDERED_SITE: file }
  fail('rendering the whole site')
  return {}
}

async function browserTests() {
  try {
    const chromium = chromiumPath()
    if (!existsSync(chromium)) throw new Error(`Chromium is missing at ${chromium}. Install it with: apt-get install chromium`)
    const port = await freePort()
    const databaseFile = join(tmpdir(), `fztv-e2e-${process.pid}.db`)
    // One retry: on a shared 2-core machine a test now and then misses a timeout it meets alone. A test that
    // passes only on its retry is counted as passed and named below as flaky, so it is seen and looked into;
    // one that fails twice fails the run.
    const playwright = await run(bin('playwright'), ['test', '--reporter=list', '--retries=1'], {
      CHROME_PATH: chromium,
      E2E_PORT: String(port),
      E2E_DATABASE_FILE: databaseFile,
    })
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true })
    const passed = /^\s*(\d+) passed/m.exec(playwright.output)
    const flaky = /^\s*(\d+) flaky/m.exec(playwright.output)
    const failed = /^\s*(\d+) failed/m.exec(playwright.output)
    totals.passed += Number(passed?.[1] ?? 0) + Number(flaky?.[1] ?? 0)
    totals.failed += Number(failed?.[1] ?? 0)
    // The list reporter's summary names each failed and each flaky test on an indented line under "N failed", "N flaky".
    for (const kind of ['failed', 'flaky']) {
      const names = new RegExp(`^\\s*\\d+ ${kind}\\n((?:\\s+\\[.+\\n?)+)`, 'm').exec(playwright.output)
      for (const line of names?.[1].split('\n') ?? []) if (line.trim()) failedTests.push(`playwright (${kind}): ${line.trim()}`)
    }
    if (playwright.status !== 0) {
      problems.push('playwright')
      if (!failed) totals.failed += 1
    }
  } catch (error) {
    console.error(error.message)
    problems.push('playwright')
    totals.failed += 1
  }
}
