// The server-rendered HTML of every route, and of the pages that answer a form
// refused without JavaScript, has no errors in the Nu Html Checker (vnu.jar
// from npm `vnu-jar`, run on Debian's Java; scripts/test.mjs installs
// default-jre-headless when `java` is missing). Java starts slowly, so the
// checker runs once over every page and each page's test reads its own part
// of the report.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { e2eBaseUrl } from './environment.ts'
import { EVERY_ROUTE, NOT_FOUND_ROUTES } from './routes.ts'

const vnuJar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'))
/**
 * The checker is one thread reading every page once: Java's default parallel collector and its optimising compiler
 * (C2) spend more processor time than they save in so short a run. The serial collector and the quick compiler
 * alone: 36.2 -> 17.2 CPU-seconds for this file's 77 pages, the same report byte for byte (docs/testing.md). The quick
 * compiler's code needs a deeper stack for the checker's schema (it fails with a StackOverflowError at Java's default).
 */
const JAVA_OPTIONS = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xss4m']

interface VnuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
  /** Where in `extract` the markup at fault starts, and its length. */
  hiliteStart?: number
  hiliteLength?: number
}

// react-streaming only streams to browsers (and curl is treated as a bot), so ask as one.
const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

interface CheckedPage {
  /** The route, or the request that answers with this page. */
  title: string
  url: string
  form?: string
  /** The checked HTML is the page meant, not an error answer. */
  status: number
}

/** The pages a form sent without JavaScript answers with: the fields refused, beside their errors. */
const REFUSED_FORMS: CheckedPage[] = [
  { title: 'POST /get-help (a refused message)', url: '/get-help', form: 'name=&email=not-an-address&subject=&message=', status: 400 },
  { title: 'POST /blog/subscribe (a refused address)', url: '/blog/subscribe', form: 'email=not-an-address', status: 400 },
]

const PAGES: CheckedPage[] = [
  ...EVERY_ROUTE.map((route) => ({ title: route, url: route, status: NOT_FOUND_ROUTES.includes(route) ? 404 : 200 })),
  ...REFUSED_FORMS,
]

/**
 * The one error the checker reports that the HTML standard does not: it allows `blocking` only on a
 * stylesheet link, but the standard allows it on `<link rel="expect">` too
 * (https://html.spec.whatwg.org/multipage/links.html#link-type-expect), which the first frame waits
 * on (renderer/frame/first-paint-mark.tsx). Matched on the message and the markup at fault both, so
 * any other misuse still fails.
 */
function checkerLagsTheStandard({ message, extract = '', hiliteStart = 0, hiliteLength = 0 }: VnuMessage): boolean {
  return (
    message === 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
    /^<link rel="expect" href="#[\w-]+" blocking="render"\/?>$/.test(extract.slice(hiliteStart, hiliteStart + hiliteLength))
  )
}

/** Each page's errors, as lines naming the place, the message and the markup. */
let errorsByPage: Map<CheckedPage, string[]>
/** Each page's HTTP status, in PAGES' order. */
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
      PAGES.map(async ({ url, form }, index) => {
        const response = await fetch(`${e2eBaseUrl}${url}`, {
          headers: { 'user-agent': BROWSER_USER_AGENT, 'content-type': 'application/x-www-form-urlencoded' },
          method: form === undefined ? 'GET' : 'POST',
          body: form,
          redirect: 'manual',
        })
        const file = join(folder, `page-${index}.html`)
        writeFileSync(file, await response.text())
        return { file, status: response.status }
      }),
    )
    writeFileSync(statusesFile, JSON.stringify(pages.map((page) => page.status)))
    const files = pages.map((page) => page.file)
    const checker = spawnSync('java', [...JAVA_OPTIONS, '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
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
  errorsByPage = new Map(PAGES.map((page) => [page, []]))
  for (const message of report.messages) {
    if (checkerLagsTheStandard(message)) continue
    const page = PAGES[Number(/page-(\d+)\.html$/.exec(message.url)?.[1])]
    if (page === undefined) throw new Error(`The Nu Html Checker reported on an unknown file: ${JSON.stringify(message)}`)
    errorsByPage
      .get(page)
      ?.push(`line ${message.lastLine}:${message.firstColumn}: ${message.message} in ${JSON.stringify(message.extract?.trim())}`)
  }
})

for (const [index, page] of PAGES.entries()) {
  test(`the HTML of ${page.title} has no Nu Html Checker errors`, () => {
    expect(statuses[index], 'HTTP status').toBe(page.status)
    expect(errorsByPage.get(page)).toEqual([])
  })
}
