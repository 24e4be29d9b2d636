/**
 * Every page of the site as the server sends it to a browser (its status and
 * HTML), for the test files that read the whole site: page-structure,
 * page-weight, first-paint and spanish. Each of them rendered all of it in its
 * own process before (several hundred pages, English and Spanish, about a
 * third of each file's processor time); `npm test` now renders it once, here,
 * after the build and before tap (scripts/test.mjs runs this file as a
 * program and names the file it wrote in TEST_RENDERED_SITE), and those files
 * read the pages back. Run on its own (no TEST_RENDERED_SITE), a test file
 * renders each page it asks for, in its own process, from the same app.
 *
 * One app for all of them, so its settings suit every reader: PUBLIC_URL for
 * the absolute addresses the Spanish pages' alternates and canonical links
 * carry, and a rate limit no test run reaches. The renderer runs with
 * NODE_ENV=production (scripts/test.mjs), as the site itself does: React's
 * production build, whose HTML is the same without the development build's
 * checks, which no whole-site test reads.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { siteMapFile } from '../../course/site-map.ts'
import { locales } from '../../lib/i18n/locale.ts'
import { localeUrl } from '../../lib/i18n/localized-urls.ts'
import { LOAD_ROUTES } from '../../scripts/bench/routes.mjs'
import { projectRoot } from '../../server/config.ts'
import { EVERY_ROUTE } from '../e2e/routes.ts'
import { BROWSER_HEADERS, createTestApp } from './app.ts'

export const SITE_PUBLIC_URL = 'https://vibe.example.org'
const SITE_ENV = { PUBLIC_URL: SITE_PUBLIC_URL, RATE_LIMIT_MAX: '10000' }

interface RenderedPage {
  statusCode: number
  body: string
}

/** Every page of the site map in every language, as the build listed them. */
export function siteMapUrls(): string[] {
  return locales.flatMap((locale) => {
    const { paths }: { paths: string[] } = JSON.parse(readFileSync(join(projectRoot, 'dist', 'server', siteMapFile(locale)), 'utf8'))
    return paths.map((path) => localeUrl(path, locale))
  })
}

/** What the whole-site test files read: the site map in every language, its states and not-found pages, the benchmark's routes. */
function wholeSiteUrls(): string[] {
  return [...new Set([...siteMapUrls(), ...EVERY_ROUTE, ...LOAD_ROUTES, '/no-such-page'])]
}

/**
 * A page's status and HTML as a browser gets it: read from the run's rendering
 * when `npm test` made one and it holds the page, otherwise rendered here (the
 * app is made on the first such page, and closed when `t` ends).
 */
export function renderedSite(t: Test): (url: string) => Promise<RenderedPage> {
  const file = process.env.TEST_RENDERED_SITE
  const kept = new Map<string, RenderedPage>(file ? Object.entries(JSON.parse(readFileSync(file, 'utf8'))) : [])
  let testApp: ReturnType<typeof createTestApp> | undefined
  return async (url) => {
    const page = kept.get(url)
    if (page) return page
    if (!testApp) {
      testApp = createTestApp(SITE_ENV)
      const { close } = await testApp
      t.teardown(close)
    }
    const { app } = await testApp
    const { statusCode, body } = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
    return { statusCode, body }
  }
}

/** Renders every page the whole-site files read into `file` (JSON: url to status and HTML). */
async function renderWholeSite(file: string): Promise<void> {
  const { app, close } = await createTestApp(SITE_ENV)
  const pages: Record<string, RenderedPage> = {}
  for (const url of wholeSiteUrls()) {
    const { statusCode, body } = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
    pages[url] = { statusCode, body }
  }
  await close()
  writeFileSync(file, JSON.stringify(pages))
  console.log(`${Object.keys(pages).length} pages rendered into ${file}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2]
  if (!file) throw new Error('usage: node --import tsx test/helpers/rendered-site.ts <file.json>')
  await renderWholeSite(file)
}
