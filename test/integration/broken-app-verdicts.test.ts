// Every learning project's broken fixture apps (test/fixtures/projects/<n>/broken-<k>-*) fail their own requirement k
// and pass every other, run through each requirement's check as the checker's panel runs it: the real runCheck, the
// sandbox (sandbox.ts) and the frame's own document (frame-document.ts, served with the frame's policy), and the
// harness built as the site builds it, in Chromium. And what the report says of the failing one is the panel's own
// assembly (check-verdict.ts): "Expected … Found …" and a fix prompt naming the requirement, not told as stopped by an
// error (the app threw none while it ran), in plain words (no pattern syntax).
//
// What a browser page adds (the panel drawing that report, its fix prompt's copy button, no "Mark this project
// complete", the safety report after it) is shown in project-checker.spec.ts on one broken app,
// PANEL_LOOKED_AT there; the rest of the broken apps' checks are here, without the page, its paste and the
// safety report: about half of each run's processor time (docs/testing.md).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { build, type Plugin } from 'esbuild'
import t from 'tap'
import { checkerRun } from '../../lib/i18n/messages/en/checker-run.ts'
import { PLAYGROUND_FRAME_PATH } from '../../lib/paths.ts'
import { fixPrompt, verdictOf } from '../../renderer/features/project-checker/check-verdict.ts'
import { compileFrameDocument } from '../../sandbox/frame-document.ts'
import { FRAME_CSP } from '../../server/routes/playground-frame.ts'
import { appFiles } from '../e2e/checker-fixtures.ts'
import type { RequirementRun } from '../helpers/checker-runs-page.ts'
import { siteContent } from '../helpers/site-content.ts'

const root = join(import.meta.dirname, '..', '..')
const FIXTURES = join(root, 'test', 'fixtures', 'projects')
const ORIGIN = 'http://checker.test'
const HARNESS_PATH = '/harness.js'
const FRAME_VERSION = 'test'

/** Pattern syntax a learner must never read in a report or a fix prompt (as project-checker.spec.ts asks). */
const PATTERN_SYNTAX = /\\b|,\?|\([^()]*\|[^()]*\)|\[|\*/

/** user-event's stand-in for Testing Library's configuration, as the site's builds give it (vite.config.ts). */
const USER_EVENT_CONFIG = join(root, 'renderer', 'features', 'project-checker', 'harness', 'user-event-config.ts')

/** The harness, built as a file of its own as the site's build makes it (run-check.ts imports it with ?worker&url). */
async function harnessScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'renderer', 'features', 'project-checker', 'harness.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { '@testing-library/dom': USER_EVENT_CONFIG },
    logLevel: 'error',
  })
  return result.outputFiles[0]?.text ?? ''
}

/** The page's side (test/helpers/checker-runs-page.ts): run-check.ts's harness import answers the harness's address here. */
async function pageScript(): Promise<string> {
  const harnessUrl: Plugin = {
    name: 'harness-url',
    setup(build) {
      build.onResolve({ filter: /harness\.ts\?worker&url$/ }, () => ({ path: 'harness-url', namespace: 'harness-url' }))
      build.onLoad({ filter: /.*/, namespace: 'harness-url' }, () => ({ contents: `export default ${JSON.stringify(HARNESS_PATH)}` }))
    },
  }
  const result = await build({
    entryPoints: [join(root, 'test', 'helpers', 'checker-runs-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    define: { __PLAYGROUND_FRAME_VERSION__: JSON.stringify(FRAME_VERSION), 'process.env.NODE_ENV': '"production"' },
    plugins: [harnessUrl],
    logLevel: 'error',
  })
  return result.outputFiles[0]?.text ?? ''
}

// The host as the panel has it at 1280 x 720 (checker.css: the frame the host's width, 24rem high).
const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checker runs</title><style>
  body { margin: 0 auto; max-width: 46rem; padding: 1rem }
  .sandbox-host { position: relative; margin-block: 1rem }
  .sandbox-host:empty { display: none }
  .sandbox-frame { display: block; width: 100%; height: 24rem; border: 1px solid #ccc; border-radius: 0.5rem; background: #fff }
  .sandbox-frame[width] { width: auto; max-width: 100% }
  .sandbox-frame[inert] { position: absolute }
</style></head><body><div class="sandbox-host"></div><script src="/page.js"></script></body></html>`

// 43 apps of about 8 requirements each, a frame for each requirement: 191 CPU-s and 446 s of wall time at a load
// average of 25 (docs/testing.md), past tap's 300 s there.
t.setTimeout(900_000)

const [harness, script, frameDocument, content] = await Promise.all([harnessScript(), pageScript(), compileFrameDocument(), siteContent()])
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
t.teardown(() => browser.close())
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
await page.route(`${ORIGIN}/**`, (route) => {
  const { pathname } = new URL(route.request().url())
  if (pathname === PLAYGROUND_FRAME_PATH)
    return route.fulfill({
      body: frameDocument,
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': FRAME_CSP },
    })
  if (pathname === HARNESS_PATH) return route.fulfill({ body: harness, contentType: 'text/javascript; charset=utf-8' })
  if (pathname === '/page.js') return route.fulfill({ body: script, contentType: 'text/javascript; charset=utf-8' })
  if (pathname === '/') return route.fulfill({ body: HOST_PAGE, contentType: 'text/html; charset=utf-8' })
  return route.fulfill({ status: 404 })
})
await page.goto(`${ORIGIN}/`)
await page.waitForFunction(() => typeof window.runRequirements === 'function')

for (const project of content.learningProjects.filter((candidate) => candidate.checks?.length)) {
  const checks = project.checks ?? []
  const requirements = checks.map((check) => check.text)
  const broken = readdirSync(join(FIXTURES, String(project.id))).filter((name) => name.startsWith('broken-'))
  t.test(`project ${project.id}: each of ${broken.length} broken apps fails only its own requirement, with a fix prompt`, async (t) => {
    t.ok(broken.length > 0, 'broken apps')
    for (const name of broken) {
      const failing = Number(/^broken-(\d+)/.exec(name)?.[1]) - 1
      const files = appFiles(join(FIXTURES, String(project.id), name))
      const expected = requirements.map((_, index) => (index === failing ? 'Not yet' : 'Passed'))
      // A fresh start for each app, as a new check in the panel starts with an empty host for its first requirement.
      const check = async (): Promise<RequirementRun[]> =>
        page.evaluate(({ files, checks }) => window.runRequirements(files, checks), {
          files,
          checks: checks.map((check) => ({ steps: check.steps })),
        })
      const shown = (runs: RequirementRun[]) => runs.map((run) => (verdictOf(run.outcome, checkerRun).passed ? 'Passed' : 'Not yet'))
      let runs = await check()
      if (shown(runs).join() !== expected.join()) {
        // One more go, as npm test gives a browser test one retry: on a busy 2-core machine a requirement that reloads
        // the app at a phone's width has read "Not yet" once in a CI run, its cause not found. What it said is kept in
        // the log, so the flake stays visible; the second go must be right.
        const wrong = runs.flatMap((run, index) => {
          const verdict = verdictOf(run.outcome, checkerRun)
          return (verdict.passed ? 'Passed' : 'Not yet') === expected[index]
            ? []
            : [
                `requirement ${index + 1}: ${verdict.passed ? 'Passed' : `Not yet, expected ${verdict.expected ?? '?'}, found ${verdict.found ?? '?'}`}${run.error ? `, error ${run.error}` : ''}`,
              ]
        })
        t.comment(`${name}: checked again after a first go that read ${wrong.join('; ')}`)
        runs = await check()
      }
      const verdicts = runs.map((run) => verdictOf(run.outcome, checkerRun))
      t.strictSame(shown(runs), expected, `${name} fails only "${requirements[failing]}"`)
      const verdict = verdicts[failing]
      if (!verdict || verdict.passed) continue
      // The panel shows "Expected … Found …" and a fix prompt unless an error the app did not catch stopped the requirement.
      t.equal(runs[failing]?.error, undefined, `${name}: not stopped by an error`)
      const said = checkerRun.expectedFound(verdict.expected ?? '', verdict.found ?? '')
      const prompt = fixPrompt(checkerRun, project.title, requirements[failing] ?? '', verdict)
      t.match(said, /^Expected /, `${name}: what was expected and found`)
      t.match(prompt, `Context: My "${project.title}"`, `${name}: the prompt's context`)
      t.match(prompt, `Actions: Fix this requirement: "${requirements[failing]}"`, `${name}: the prompt names the requirement`)
      // The report as the learner reads it: every requirement, the failing one's words and its prompt.
      t.notMatch([...requirements, said, prompt].join('\n'), PATTERN_SYNTAX, `${name}: plain words only`)
    }
  })
}
