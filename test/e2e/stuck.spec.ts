// Unstuck (/stuck) in a browser: by keyboard only with JavaScript (the answer
// follows the typing, one request per pause, each a POST; "Find the cause"
// takes focus and the view to the answer; the prompt is copied), the same
// without JavaScript (a form posted to the page), axe in both themes on an
// answer, on "It could be one of these" and on "Nothing fits", and the
// learner's text in no address, no cache and no line of the production
// server's log, with and without JavaScript.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { startServer } from '../helpers/server-process.ts'
import { axeViolationsInBothThemes, NO_VIOLATIONS } from './axe.ts'
import { waitForHydration } from './hydration.ts'

// An error only one problem's phrases explain ("Cannot read properties of undefined" is said by several
// causes, a missing req.body among them, so Unstuck offers it among others instead of naming one).
const TRACE = [
  "Uncaught TypeError: Cannot read properties of null (reading 'addEventListener')",
  '    at updateSummary (rsvp.js:48:22)',
  '    at HTMLFormElement.<anonymous> (rsvp.js:90:7)',
].join('\n')
const ANSWER = { level: 2, name: 'Cannot read properties of null' } as const
/** A text no problem is sure of, and one no problem fits at all. */
const UNSURE = 'my page is blank'
const NOTHING = 'how do I bake sourdough bread'

/** Every address the page asks for, to show the text was in none. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = []
  page.on('request', (request) => addresses.push(request.url()))
  return addresses
}

/** Whether the element is the focused one and within the window. */
async function focusedAndInView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect()
    return element === document.activeElement && box.top >= 0 && box.top < window.innerHeight
  })
}

test('keyboard only: type a symptom, paste a stack trace, find the cause, copy the fix prompt; axe in both themes', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const asked: { method: string; body: string | null }[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/stuck') asked.push({ method: request.method(), body: request.postData() })
  })
  const addresses = recordAddresses(page)
  await page.goto('/stuck')
  await waitForHydration(page)

  const box = page.getByRole('textbox', { name: 'What do you see?' })
  while (!(await box.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab')
  await page.keyboard.type('the preview is a white screen', { delay: 30 })
  // A symptom in the learner's own words is offered, never named "Most likely": only an error's phrases make Unstuck sure.
  const offered = page.getByRole('region', { name: 'It could be one of these' })
  await expect(offered.getByRole('link').first()).toHaveText('The Preview is blank')
  expect(asked.length, 'one request per pause in typing, not one per key').toBeLessThanOrEqual(2)
  expect(asked.every((request) => request.method === 'POST' && request.body?.includes('white screen'))).toBe(true)

  // Paste: select what is there and put the trace in its place, as Ctrl+V does; then "Find the cause".
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText(TRACE)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Find the cause' })).toBeFocused()
  await page.keyboard.press('Enter')
  const answer = page.getByRole('region', { name: ANSWER.name })
  await expect(page.getByRole('heading', ANSWER)).toBeFocused()
  // The view moves there smoothly (unless the learner asks for reduced motion): wait for it to arrive.
  await expect.poll(() => focusedAndInView(page, '#stuck-answer-heading'), { message: 'focus and view on the answer' }).toBe(true)
  await expect(page.getByRole('status').filter({ hasText: 'Most likely' })).toHaveText(`Most likely: ${ANSWER.name}.`)
  await expect(answer.getByRole('heading', { level: 3, name: 'Likely cause' })).toBeVisible()
  const prompt = answer.locator('.stuck-prompt pre')
  await expect(prompt).toContainText(`Examples: This is exactly what I see:\n${TRACE}`)
  await expect(prompt).toContainText(/^Context: .+\nLength: .+\nExamples: /)
  await expect(answer.getByRole('link', { name: /Section 4: When the Vibe Goes Wrong/ })).toHaveAttribute(
    'href',
    '/section4#step-5-fix-three-common-beginner-errors',
  )

  const copy = answer.getByRole('button', { name: 'Copy the prompt' })
  while (!(await copy.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(answer.getByRole('status')).toHaveText('Copied to clipboard')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await prompt.textContent())
  expect(
    addresses.filter((address) => address.includes('addEventListener') || address.includes('white')),
    'the text is in no address',
  ).toEqual([])
  await expect(page).toHaveURL(/\/stuck$/)

  expect(await axeViolationsInBothThemes(page)).toEqual(NO_VIOLATIONS)
})

test('"It could be one of these" and "Nothing fits": axe in both themes', async ({ page }) => {
  await page.goto('/stuck')
  await waitForHydration(page)
  const box = page.getByRole('textbox', { name: 'What do you see?' })
  await box.fill(UNSURE)
  await page.getByRole('button', { name: 'Find the cause' }).click()
  const unsure = page.getByRole('heading', { level: 2, name: 'It could be one of these' })
  await expect(unsure).toBeFocused()
  const candidates = page.locator('.stuck-candidates > li')
  expect(await candidates.count()).toBeGreaterThanOrEqual(1)
  expect(await candidates.count()).toBeLessThanOrEqual(3)
  await expect(page.locator('.stuck-prompt pre')).toContainText(`Context: When I [what you did]`)
  expect(await axeViolationsInBothThemes(page), 'could be one of these').toEqual(NO_VIOLATIONS)

  await box.fill(NOTHING)
  await page.getByRole('button', { name: 'Find the cause' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Nothing in the catalogue fits well' })).toBeFocused()
  await expect(page.locator('.stuck-prompt pre')).toContainText(`This is exactly what I see:\n${NOTHING}`)
  expect(await axeViolationsInBothThemes(page), 'nothing fits').toEqual(NO_VIOLATIONS)
})

test('on a phone, "Find the cause" brings the answer into view and focus @mobile', async ({ page }) => {
  await page.goto('/stuck')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'What do you see?' }).fill(TRACE)
  await page.getByRole('button', { name: 'Find the cause' }).click()
  await expect(page.getByRole('heading', ANSWER)).toBeFocused()
  await expect.poll(() => focusedAndInView(page, '#stuck-answer-heading')).toBe(true)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts to the server, which answers with the page, kept nowhere, scrolled to the answer', async ({ page }) => {
    const addresses = recordAddresses(page)
    await page.goto('/stuck')
    await page.getByRole('textbox', { name: 'What do you see?' }).fill(TRACE)
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.request().method() === 'POST'),
      page.getByRole('button', { name: 'Find the cause' }).click(),
    ])
    expect(response.headers()['cache-control'], 'no browser or proxy keeps a copy').toBe('no-store')
    await expect(page).toHaveURL(/\/stuck#stuck-answer$/)
    expect(
      addresses.filter((address) => address.includes('addEventListener')),
      'the text is in no address',
    ).toEqual([])
    const heading = page.getByRole('heading', ANSWER)
    await expect(heading).toBeInViewport()
    await expect(page.getByRole('textbox', { name: 'What do you see?' })).toHaveValue(TRACE)
    const prompt = page.locator('.stuck-prompt pre')
    await expect(prompt).toContainText(`Examples: This is exactly what I see:\n${TRACE}`)
    // No copy button without JavaScript: the prompt can be focused and selected by hand.
    await expect(page.getByRole('button', { name: 'Copy the prompt' })).toBeHidden()
    await prompt.focus()
    await page.keyboard.press('ControlOrMeta+A')
    expect(await page.evaluate(() => window.getSelection()?.toString())).toContain(TRACE.split('\n')[0])
    await expect(page.getByText('never stored or logged by our server')).toBeVisible()
  })
})

test.describe('the production server logs no pasted text', () => {
  // A server of its own, logging every request (the shared one logs warnings only), in production mode.
  test.describe.configure({ timeout: 150_000 })
  const marker = 'zqx-browser-marker-5121'
  let server: Awaited<ReturnType<typeof startServer>>
  let dir: string

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fztv-stuck-log-'))
    server = await startServer(
      { DATABASE_URL: `file:${join(dir, 'app.db')}`, NODE_ENV: 'production', LOG_LEVEL: 'info' },
      { timeoutMs: 120_000 },
    )
  })
  test.afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM')
      await server.exited
    }
    rmSync(dir, { recursive: true, force: true })
  })

  for (const javaScriptEnabled of [true, false]) {
    test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      const addresses = recordAddresses(page)
      await page.goto(`${server.url}/stuck`)
      if (javaScriptEnabled) await waitForHydration(page)
      await page.getByRole('textbox', { name: 'What do you see?' }).fill(`TypeError: ${marker} is not a function`)
      await page.getByRole('button', { name: 'Find the cause' }).click()
      await expect(page.locator('.stuck-prompt pre')).toContainText(marker)
      await context.close()
      expect(addresses.length).toBeGreaterThan(0)
      expect(
        addresses.filter((address) => address.includes(marker)),
        'in no address',
      ).toEqual([])
      const lines = server.output().split('\n')
      expect(
        lines.some((line) => line.includes('"method":"POST"') && line.includes('"url":"/')),
        'the post is in the log',
      ).toBe(true)
      expect(
        lines.filter((line) => line.includes(marker)),
        'its text is not',
      ).toEqual([])
    })
  }
})
