// "Everyone and safety": the second report, driven through the real pages as a
// learner would: paste an app (test/fixtures/safety/<name>/), run the check,
// read the report. One page visit per test; the fixtures run one after
// another in the same playground, as a learner runs it again after a fix.
import { join } from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { axeViolationsInBothThemes, NO_VIOLATIONS } from './axe.ts'
import { appFiles, type Files, fixture, paste } from './checker-fixtures.ts'
import { waitForHydration } from './hydration.ts'

const SAFETY_FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'safety')

const safetyFixture = (name: string): Files => appFiles(join(SAFETY_FIXTURES, name))

/** Runs the playground's second report on the files and returns the report's region. */
async function checkInPlayground(page: Page, files: Files): Promise<Locator> {
  await paste(page.locator('main'), files)
  await page.getByRole('button', { name: 'Check for everyone and safety' }).click()
  await expect(page.locator('.sandbox-status')).toHaveText(/^Everyone and safety: .*Your app is running below\.$/, { timeout: 30_000 })
  return page.getByRole('region', { name: 'Everyone and safety' })
}

/** The titles of one half's findings ('Works for everyone' or 'Keeps its secrets'). */
async function titles(report: Locator, half: 'Works for everyone' | 'Keeps its secrets'): Promise<string[]> {
  return report.locator(`h4:text-is("${half}") + ol > li > h5`).allInnerTexts()
}

test.describe('Everyone and safety in the playground', () => {
  test('finds each kind of problem in plain words, flags nothing in words-only code, and explains a publishable key', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/playground')
    await waitForHydration(page)

    await test.step('an accessible app: no findings in either half', async () => {
      const report = await checkInPlayground(page, safetyFixture('accessible-app'))
      await expect(report).toContainText('Nothing was sent anywhere')
      await expect(report).toContainText('No problems found, and the keyboard reaches all 3 controls.')
      await expect(report).toContainText('No keys, and none of the unsafe code the course warns about.')
      await expect(report).toContainText('cannot tell whether a name makes sense')
    })

    await test.step('accessibility problems: most serious first, each with where, why and a fix prompt', async () => {
      const report = await checkInPlayground(page, safetyFixture('a11y-problems'))
      const found = await titles(report, 'Works for everyone')
      expect(found).toEqual([
        'A button has no name a screen reader can say: it shows only an icon, or nothing',
        'An image has no text alternative (alt)',
        'A text box has no label',
        'Some text is too faint to read against its background',
        'The page does not say which language it is written in',
        'The keyboard cannot reach “Clear all”: Tab never lands on it',
      ])
      const first = report.locator('li', { hasText: 'A button has no name' })
      await expect(first).toContainText('Found once: <button class="icon-button" id="add">')
      await expect(first).toContainText('Why it matters: A screen reader')
      await expect(first.locator('pre')).toContainText('Actions:\n- Give every button a name')
      await expect(first.getByRole('button', { name: 'Copy the fix prompt' })).toBeVisible()
      expect(await titles(report, 'Keeps its secrets')).toEqual([])
    })

    await test.step('leaked keys: a leak is flagged with what to do now; a publishable key is explained', async () => {
      const report = await checkInPlayground(page, safetyFixture('leaked-keys'))
      expect(await titles(report, 'Keeps its secrets')).toEqual([
        'An OpenAI API key is in script.js, line 1',
        'A database address with its password is in script.js, line 2',
        'A Stripe publishable key is in index.html, line 9: that is fine',
      ])
      const openai = report.locator('li', { hasText: 'An OpenAI API key' })
      await expect(openai).toContainText('Do this now: Replace the key now')
      await expect(openai.getByRole('link', { name: 'Section 9: Rotate a key that leaked' })).toHaveAttribute(
        'href',
        '/section9#step-2-rotate-a-key-that-leaked',
      )
      await expect(openai.locator('code')).toHaveText('sk-proj-…_123')
      await expect(report).not.toContainText('Xq7Lm2Np9Rt4Vw8Yz1Bc5Df0Gh3Jk6Mn')
    })

    await test.step('unsafe code: each pattern with its file and line', async () => {
      const report = await checkInPlayground(page, safetyFixture('unsafe-code'))
      expect(await titles(report, 'Keeps its secrets')).toEqual([
        'Text a visitor typed is written into the page as HTML with innerHTML (script.js, line 3)',
        'A piece of text is run as code with setTimeout (script.js, line 5)',
        'A piece of text is run as code with eval (script.js, line 6)',
        'A password or key is kept in the browser’s storage (script.js, line 4)',
        'A script is loaded over plain http:// (index.html, line 4)',
        'A stylesheet is loaded over plain http:// (style.css, line 1)',
      ])
      await expect(report.locator('li', { hasText: 'innerHTML' }).getByRole('link')).toHaveAttribute(
        'href',
        '/project5#a-name-turns-italic-and-long-words-spill-out',
      )
    })

    await test.step('the same words in comments and strings are not flagged', async () => {
      const report = await checkInPlayground(page, safetyFixture('words-only'))
      expect(await titles(report, 'Keeps its secrets')).toEqual([])
      await expect(report).toContainText('No keys, and none of the unsafe code the course warns about.')
    })

    await test.step('with the keyboard alone: Tab to the button, Enter, the result announced, Tab to every copy button; axe in both themes', async () => {
      await paste(page.locator('main'), safetyFixture('a11y-problems'))
      // From the last file, Tab passes "Clear these files" and "Run" and lands on the report's button.
      await page.getByRole('textbox', { name: 'script.js', exact: true }).focus()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name: 'Clear these files' })).toBeFocused()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name: 'Check for everyone and safety' })).toBeFocused()
      await page.keyboard.press('Enter')
      // The status line is a live region (role="status"): screen readers announce the summary.
      const status = page.locator('.sandbox-status')
      await expect(status).toHaveAttribute('role', 'status')
      await expect(status).toHaveText('Everyone and safety: 6 accessibility problems, no safety problems. Your app is running below.', {
        timeout: 30_000,
      })
      const report = page.getByRole('region', { name: 'Everyone and safety' })
      const copyButtons = report.getByRole('button', { name: 'Copy the fix prompt' })
      await expect(copyButtons).toHaveCount(6)
      const reached = new Set<string>()
      for (let press = 0; press < 40 && reached.size < 6; press++) {
        await page.keyboard.press('Tab')
        const index = await copyButtons.evaluateAll((buttons) => buttons.indexOf(document.activeElement as HTMLElement))
        if (index >= 0) reached.add(String(index))
      }
      expect(reached.size).toBe(6)
      expect(await axeViolationsInBothThemes(page)).toEqual(NO_VIOLATIONS)
    })
  })

  test('no request leaves the page or the frame while the report runs (the parser and axe) but the frame and the report’s own scripts', async ({
    page,
  }) => {
    await page.goto('/playground')
    await waitForHydration(page)
    const origin = new URL(page.url()).origin
    const fromPage: string[] = []
    const fromFrame: string[] = []
    const refused: string[] = []
    page.on('request', (request) => (request.frame() === page.mainFrame() ? fromPage : fromFrame).push(request.url()))
    page.on('requestfailed', (request) => refused.push(`${request.url()} ${request.failure()?.errorText}`))
    await checkInPlayground(page, safetyFixture('unsafe-code'))
    // The page fetched only built files of this site: the report's code, the scanner (with the parser) and the audit (with axe).
    expect(fromPage.filter((url) => !url.startsWith(`${origin}/assets/`))).toEqual([])
    expect(fromPage.some((url) => /\/assets\/audit-[\w-]+\.js$/.test(url))).toBe(true)
    // The frame, where the app and axe run, loaded its own document and asked for nothing more but what the app names
    // over http://, which the frame's policy refused before it left the browser.
    const [document, ...more] = fromFrame
    expect(new URL(document ?? origin).pathname).toBe('/playground/frame')
    expect(more.length).toBeGreaterThan(0)
    for (const url of more) expect(url).toMatch(/^http:\/\/(?!127\.0\.0\.1)/)
    expect(refused).toHaveLength(more.length)
    for (const line of refused) expect(line).toMatch(/(csp|ERR_BLOCKED_BY_CSP)$/)
  })
})

test.describe('Everyone and safety in the project checker', () => {
  test('follows the requirements; a project whose requirements pass may be marked complete, and a leak is named with its fix prompt', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/project3')
    const panel = page.getByRole('region', { name: 'Check my project' })
    await panel.getByRole('button', { name: 'Open the checker' }).click({ timeout: 20_000 })
    const reference = fixture(3, 'reference-form')
    for (const [files, clean] of [
      [{ ...reference, js: `${reference.js}\nconst key = "sk-proj-Xq7Lm2Np9Rt4Vw8Yz1Bc5Df0Gh3Jk6Mn-ExampleOnly_123"\n` }, false],
      [reference, true],
    ] as const) {
      await paste(panel, files)
      // With the keyboard: from the last file, Tab passes "Clear these files" and lands on "Run and check"; Enter runs it.
      await panel.getByRole('textbox', { name: 'script.js', exact: true }).focus()
      await page.keyboard.press('Tab')
      await expect(panel.getByRole('button', { name: 'Clear these files' })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(panel.getByRole('button', { name: 'Run and check' })).toBeFocused()
      await page.keyboard.press('Enter')
      // The status line (role="status", announced) names both reports once the second is done.
      const status = panel.locator('.checker-status')
      await expect(status).toHaveAttribute('role', 'status')
      await expect(status).toHaveText(
        clean
          ? /^All \d+ requirements passed\. Everyone and safety: no accessibility problems, no safety problems\.$/
          : /^All \d+ requirements passed\. Everyone and safety: no accessibility problems, 1 safety problem\.$/,
        { timeout: 60_000 },
      )
      const report = panel.getByRole('region', { name: 'Everyone and safety' })
      await expect(report).toBeVisible()
      // One rule, said beside the button: every requirement passed, so the project may be marked complete either way.
      await expect(panel).toContainText('A project is complete when every requirement passes.')
      await expect(page.getByRole('button', { name: 'Mark this project complete' })).toBeVisible()
      if (!clean) {
        await expect(report).toContainText('An OpenAI API key is in script.js')
        await expect(panel).toContainText('Have a look at what "Everyone and safety" found above: it is worth fixing.')
        // Tab goes on from "Run and check" to the leak's copy button (every requirement passed: no other prompt before it).
        const copy = report.getByRole('button', { name: 'Copy the fix prompt' })
        for (let press = 0; press < 10 && !(await copy.evaluate((button) => button === document.activeElement)); press++)
          await page.keyboard.press('Tab')
        await expect(copy).toBeFocused()
      }
    }
  })
})

test.describe('Everyone and safety in Spanish', () => {
  test('a rule without words of the report’s own shows axe’s help in Spanish on /es/playground, and in English on /playground', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    // A definition list holding a paragraph: axe's definition-list rule, one the report has no words for.
    const files = {
      html: '<!DOCTYPE html><html lang="es"><head><title>Lista</title></head><body><dl><p>Hola</p></dl></body></html>',
      css: '',
      js: '',
    }
    await page.goto('/es/playground')
    await waitForHydration(page)
    await paste(page.locator('main'), files)
    await page.getByRole('button', { name: 'Revisar para todas las personas y la seguridad' }).click()
    await expect(page.locator('.sandbox-status')).toHaveText(
      /^Para todos y seguridad: 1 problema de accesibilidad, .*Tu app se está ejecutando abajo\.$/,
      {
        timeout: 30_000,
      },
    )
    const report = page.getByRole('region', { name: 'Para todos y seguridad' })
    await expect(report.locator('h5')).toHaveText([
      'Los elementos <dl> solo deben contener directamente grupos de <dt> y <dd> debidamente ordenados, o elementos <script> o <template>',
    ])
    await expect(report.locator('pre')).toContainText('Arregla esto: Los elementos <dl> solo deben contener')
    await expect(page.locator('main iframe')).toHaveAttribute('title', 'Tu app, en revisión para que funcione para todos')
    await page.getByRole('button', { name: 'Ejecutar', exact: true }).click()
    await expect(page.locator('main iframe')).toHaveAttribute('title', 'Tu app')

    await page.goto('/playground')
    await waitForHydration(page)
    const english = await checkInPlayground(page, files)
    await expect(english.locator('h5')).toHaveText([/^<dl> elements must only directly contain/])
  })
})
