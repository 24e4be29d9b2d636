// The server-rendered HTML of every route (what a browser with JavaScript off
// gets) has no errors in the Nu Html Checker (vnu.jar from npm `vnu-jar`, run
// on Debian's Java; scripts/test.mjs installs default-jre-headless when `java`
// is missing). Java starts slowly, so the checker runs once over every page
// and each route's test reads its own part of the report.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { e2eBaseUrl } from './environment.ts'
import { EVERY_ROUTE, NOT_FOUND_ROUTES } from './routes.ts'

const vnuJar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'))

interface VnuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

// react-streaming only streams to browsers (and curl is treated as a bot), so ask as one.
const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** Each route's errors, as lines naming the place, the message and the markup. */
let errorsByRoute: Map<string, string[]>
/** Each route's HTTP status, in EVERY_ROUTE's order: the checked HTML is the page, not an error answer. */
let statuses: number[]

// One worker runs this file's tests in order, so the checker starts once.
test.describe.configure({ mode: 'default' })

test.beforeAll(async () => {
  const testInfo = test.info()
  testInfo.setTimeout(180_000)
  // Playwright empties its output folder at the start of every run, so a worker
  // restarted after a failing test reuses this run's report instead of starting Java again.
  const folder = join(testInfo.project.outputDir, 'nu-html-checker')
  const reportFile = join(folder, 'report.json')
  const statusesFile = join(folder, 'statuses.json')
  if (!existsSync(reportFile)) {
    mkdirSync(folder, { recursive: true })
    const pages = await Promise.all(
      EVERY_ROUTE.map(async (route, index) => {
        const response = await fetch(`${e2eBaseUrl}${route}`, { headers: { 'user-agent': BROWSER_USER_AGENT } })
        const file = join(folder, `page-${index}.html`)
        writeFileSync(file, await response.text())
        return { file, status: response.status }
      }),
    )
    writeFileSync(statusesFile, JSON.stringify(pages.map((page) => page.status)))
    const files = pages.map((page) => page.file)
    const checker = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (checker.error) throw new Error(`Could not run java (install Debian's default-jre-headless): ${checker.error.message}`)
    // The JSON report goes to stderr; the exit status is 1 when there are errors.
    if (!checker.stderr.startsWith('{')) throw new Error(`The Nu Html Checker failed: ${checker.stderr}${checker.stdout}`)
    writeFileSync(reportFile, checker.stderr)
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { messages: VnuMessage[] }
  statuses = JSON.parse(readFileSync(statusesFile, 'utf8')) as number[]
  errorsByRoute = new Map(EVERY_ROUTE.map((route) => [route, []]))
  for (const message of report.messages) {
    const index = Number(/page-(\d+)\.html$/.exec(message.url)?.[1])
    const route = EVERY_ROUTE[index]
    if (route === undefined) throw new Error(`The Nu Html Checker reported on an unknown file: ${JSON.stringify(message)}`)
    errorsByRoute
      .get(route)
      ?.push(`line ${message.lastLine}:${message.firstColumn}: ${message.message} in ${JSON.stringify(message.extract?.trim())}`)
  }
})

for (const route of EVERY_ROUTE) {
  test(`the HTML of ${route} has no Nu Html Checker errors`, () => {
    expect(statuses[EVERY_ROUTE.indexOf(route)], 'HTTP status').toBe(NOT_FOUND_ROUTES.includes(route) ? 404 : 200)
    expect(errorsByRoute.get(route)).toEqual([])
  })
}
