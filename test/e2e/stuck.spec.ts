// Unstuck (/stuck) in a browser: by keyboard only with JavaScript (the answer
// follows the typing, one request per pause; the prompt is copied), the same
// without JavaScript (a GET form the server answers), and axe in both themes
// on a full answer. Two page visits in all.
import { expect, test } from '@playwright/test'
import { axeViolationsInBothThemes, NO_VIOLATIONS } from './axe.ts'
import { waitForHydration } from './hydration.ts'

const TRACE = [
  "Uncaught TypeError: Cannot read properties of undefined (reading 'guestCount')",
  '    at updateSummary (rsvp.js:48:22)',
  '    at HTMLFormElement.<anonymous> (rsvp.js:90:7)',
].join('\n')
const ANSWER = { level: 2, name: 'Cannot read properties of undefined' } as const

test('keyboard only: type a symptom, paste a stack trace, copy the fix prompt; axe in both themes', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/stuck') asked.push(request.url())
  })
  await page.goto('/stuck')
  await waitForHydration(page)

  const box = page.getByRole('textbox', { name: 'What do you see?' })
  while (!(await box.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab')
  await page.keyboard.type('the preview is a white screen', { delay: 30 })
  await expect(page.getByRole('heading', { level: 2, name: 'The Preview is blank' })).toBeVisible()
  expect(asked.length, 'one request per pause in typing, not one per key').toBeLessThanOrEqual(2)

  // Paste: select what is there and put the trace in its place, as Ctrl+V does.
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText(TRACE)
  const answer = page.getByRole('region', { name: ANSWER.name })
  await expect(page.getByRole('heading', ANSWER)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Most likely' })).toHaveText(`Most likely: ${ANSWER.name}.`)
  await expect(answer.getByRole('heading', { level: 3, name: 'Likely cause' })).toBeVisible()
  await expect(answer.getByRole('list').first().getByRole('listitem')).toHaveCount(3)
  const prompt = answer.locator('.stuck-prompt pre')
  await expect(prompt).toContainText(`Examples: This is exactly what I see:\n${TRACE}`)
  await expect(prompt).toContainText(/^Context: .+\nLength: .+\nExamples: /)
  await expect(answer.getByRole('link', { name: /Tutorial: Debugging with AI/ })).toHaveAttribute(
    'href',
    '/tutorials/debugging-with-ai#read-a-stack-trace-line-by-line',
  )

  const copy = answer.getByRole('button', { name: 'Copy the prompt' })
  while (!(await copy.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(answer.getByRole('status')).toHaveText('Copied to clipboard')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await prompt.textContent())

  expect(await axeViolationsInBothThemes(page)).toEqual(NO_VIOLATIONS)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form goes to the server, which shows the cause and a prompt holding the error', async ({ page }) => {
    await page.goto('/stuck')
    await page.getByRole('textbox', { name: 'What do you see?' }).fill(TRACE)
    await page.getByRole('button', { name: 'Find the cause' }).click()
    await expect(page).toHaveURL(/\/stuck\?q=Uncaught\+TypeError/)
    await expect(page.getByRole('heading', ANSWER)).toBeVisible()
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
