// "Check my live app": the check script runs in a featured project's own app,
// another origin, driving it with the app's real server. The reference RSVP
// app (test/fixtures/live-apps/rsvp-app.ts) carries the line the project page
// gives; the reference passes every requirement, each broken variant fails
// its own, the test guest is gone afterwards, and no request reaches this
// site but the script's own.
import { createHash } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { HOST_PASSWORD, type ReferenceApp, type RsvpBroken, startRsvpApp } from '../fixtures/live-apps/rsvp-app.ts'
import { axeViolationsInBothThemes, NO_VIOLATIONS } from './axe.ts'
import { e2eBaseUrl } from './environment.ts'

/** The reference apps listen on this range (the live check's own), one port per test. */
const FIRST_APP_PORT = 4510

/** The one line the page gives, read from its HTML as a learner copies it. */
async function pageLine(page: Page): Promise<{ line: string; path: string; integrity: string }> {
  const response = await page.request.get('/featured-project1')
  const html = await response.text()
  const found =
    /&lt;script src=&quot;https?:\/\/[^/]+(\/live-check\/[0-9a-f]+\.js)&quot; data-project=&quot;1&quot; integrity=&quot;([^&]+)&quot; crossorigin=&quot;anonymous&quot;&gt;&lt;\/script&gt;/.exec(
      html,
    )
  if (!found) throw new Error('no check line on /featured-project1')
  const [, path = '', integrity = ''] = found
  // The page names the public origin (PUBLIC_URL); the tests' server is this one, another origin than the app's.
  return {
    line: `<script src="${e2eBaseUrl}${path}" data-project="1" integrity="${integrity}" crossorigin="anonymous"></script>`,
    path,
    integrity,
  }
}

let nextPort = FIRST_APP_PORT
async function startApp(scriptTag: string, broken?: RsvpBroken): Promise<ReferenceApp> {
  for (;;) {
    const port = nextPort++
    try {
      return await startRsvpApp({ port, scriptTag, ...(broken ? { broken } : {}) })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port > 4599) throw error
    }
  }
}

/** Runs the check from the app's page and answers each requirement's verdict, in order. */
async function runTheCheck(page: Page, app: ReferenceApp): Promise<string[]> {
  await page.goto(app.origin)
  const panel = page.getByRole('region', { name: 'Check my app: Featured Project 1' })
  await expect(panel).toBeVisible()
  await panel.getByLabel('Your host password').fill(HOST_PASSWORD)
  await panel.getByRole('button', { name: 'Run the check' }).click()
  await expect(panel.getByRole('status')).toContainText('requirements passed', { timeout: 60_000 })
  const items = panel.getByRole('list', { name: 'Requirements' }).getByRole('listitem')
  // The report's words go into the test's output, so a failing run says why.
  console.log((await items.allTextContents()).filter((text) => !text.startsWith('Passed')).join('\n'))
  return items.evaluateAll((found) => found.map((item) => item.querySelector('.verdict')?.textContent ?? ''))
}

const PASSED_ALL = Array.from({ length: 8 }, () => 'Passed')
/** Each broken variant and the requirements (1-based) it fails: its own, and those that follow from it. */
const FAILS: Record<RsvpBroken, number[]> = {
  'no-event-details': [1],
  'no-server-check': [2],
  'no-labels': [3],
  'full-name-thanks': [4],
  // Its second row is still there after the check deletes one, so the delete requirement fails too (and the panel says so).
  duplicates: [5, 7],
  // Nothing is kept: no update to tell, nothing on the host page to find or delete.
  'not-kept': [5, 6, 7],
  'open-host': [7],
  'too-wide': [8],
}

test.describe('Check my live app', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the reference RSVP app passes every requirement; the test guest is gone; nothing but the script comes from this site', async ({
    page,
  }) => {
    const { line, path } = await pageLine(page)
    const app = await startApp(line)
    const siteRequests: string[] = []
    const otherOrigins: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === e2eBaseUrl) siteRequests.push(url.pathname)
      else if (url.origin !== app.origin) otherOrigins.push(request.url())
    })
    try {
      const verdicts = await runTheCheck(page, app)
      expect(verdicts).toEqual(PASSED_ALL)
      expect(siteRequests.every((requested) => requested === path)).toBe(true)
      expect(otherOrigins).toEqual([])
      // The host page lists no reply: the check deleted the one it made.
      const host = await page.request.post(`${app.origin}/host`, { form: { password: HOST_PASSWORD } })
      expect(await host.text()).toContain('Yes: 0. No: 0.')
    } finally {
      await app.stop()
    }
  })

  for (const [broken, failing] of Object.entries(FAILS) as [RsvpBroken, number[]][]) {
    test(`the RSVP app broken as "${broken}" fails exactly requirement ${failing.join(' and ')}`, async ({ page }) => {
      const { line } = await pageLine(page)
      const app = await startApp(line, broken)
      try {
        const verdicts = await runTheCheck(page, app)
        expect(verdicts).toEqual(PASSED_ALL.map((passed, index) => (failing.includes(index + 1) ? 'Not yet' : passed)))
      } finally {
        await app.stop()
      }
    })
  }

  test('the line is served cross-origin, immutable, with the integrity the page gives', async ({ page }) => {
    const { path, integrity } = await pageLine(page)
    const response = await page.request.get(path)
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(headers['access-control-allow-origin']).toBe('*')
    expect(headers['cache-control']).toContain('immutable')
    expect(
      `sha384-${createHash('sha384')
        .update(await response.body())
        .digest('base64')}`,
    ).toBe(integrity)
    expect((await page.request.get('/live-check/0000000000000000.js')).status()).toBe(404)
  })

  test('the bookmarklet draws the same panel in an app without the line; the panel is accessible in both themes', async ({ page }) => {
    const app = await startApp('')
    try {
      const projectPage = await page.request.get('/featured-project1')
      const bookmarklet = /href="(javascript:[^"]+)"/
        .exec(await projectPage.text())?.[1]
        ?.replaceAll('&amp;', '&')
        .replaceAll('&#x27;', "'")
      expect(bookmarklet).toBeTruthy()
      await page.goto(app.origin)
      // What clicking the bookmark does: its code, run in the app's page (pointed at the tests' server).
      const code = decodeURIComponent((bookmarklet ?? '').slice('javascript:'.length)).replace(/https?:\/\/localhost:\d+/, e2eBaseUrl)
      await page.evaluate(code)
      const panel = page.getByRole('region', { name: 'Check my app: Featured Project 1' })
      await expect(panel).toBeVisible()
      await page.keyboard.press('Tab')
      expect(await axeViolationsInBothThemes(page)).toEqual(NO_VIOLATIONS)
    } finally {
      await app.stop()
    }
  })

  test('the script refuses to draw its panel on this site', async ({ page }) => {
    const { path, integrity } = await pageLine(page)
    await page.goto('/featured-project1')
    const warnings: string[] = []
    page.on('console', (message) => warnings.push(message.text()))
    await page.evaluate(
      ([src, hash]) => {
        const script = document.createElement('script')
        script.src = src ?? ''
        script.integrity = hash ?? ''
        script.crossOrigin = 'anonymous'
        script.dataset.project = '1'
        document.body.append(script)
      },
      [path, integrity],
    )
    await expect.poll(() => warnings.join('\n')).toContain('runs in your own app, not on the course site')
    await expect(page.locator('#from-zero-to-vibe-check')).toHaveCount(0)
  })
})
