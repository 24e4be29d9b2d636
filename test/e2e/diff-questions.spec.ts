// Knowledge-check questions that show the Agent's change as a diff (sections
// 4-7), and the record of changes at /changes: each page is visited once, with
// and without JavaScript, and several things are checked per visit. Sections 5
// and 6 already get axe in both themes from accessibility.spec.ts; sections 4
// and 7 and /changes get it here.
import { type Browser, expect, type Page, test } from '@playwright/test'
import { axeViolationsInBothThemes } from './axe.ts'
import { waitForHydration } from './hydration.ts'

const DIFF_SECTIONS = ['/section4', '/section5', '/section6', '/section7']
/** The pages whose axe runs live here rather than in accessibility.spec.ts. */
const AXE_HERE = new Set(['/section4', '/section7', '/changes'])

/**
 * What a page's diffs say, line by line, as a screen reader gets them (the
 * element, then its text with the hidden words and without the aria-hidden
 * sign) and as the eye sees them (the sign shown, the words not).
 */
async function diffLines(page: Page) {
  return page.locator('.check-diff-line').evaluateAll((lines) =>
    lines.map((line) => {
      const sign = line.querySelector('.check-diff-sign')
      const words = line.querySelector('.visually-hidden')
      const spoken = [...line.childNodes]
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent)
        .join('')
      return {
        tag: line.tagName.toLowerCase(),
        sign: sign?.textContent ?? '',
        signShown: sign ? sign.getBoundingClientRect().width > 0 : false,
        signHidden: sign?.getAttribute('aria-hidden') === 'true',
        wordsShown: words ? words.getBoundingClientRect().width > 1 : true,
        spoken,
      }
    }),
  )
}

type Line = Awaited<ReturnType<typeof diffLines>>[number]

/** Every line is marked by element, visible sign and spoken words alike, never by colour alone. */
function expectMarkedLines(lines: Line[], where: string) {
  expect(lines.length, `${where}: diff lines`).toBeGreaterThan(0)
  const expected = { ins: ['+', 'Added line: '], del: ['−', 'Removed line: '], span: [' ', 'Unchanged line: '] } as const
  for (const line of lines) {
    const [sign, words] = expected[line.tag as keyof typeof expected]
    expect(line.sign, `${where}: the sign of a ${line.tag} line`).toBe(sign)
    expect(line.signHidden, `${where}: the sign is for the eye only`).toBe(true)
    expect(line.spoken.startsWith(words), `${where}: "${line.spoken}" starts with the words for a ${line.tag} line`).toBe(true)
  }
  expect(
    lines.some((line) => line.tag !== 'span'),
    `${where}: something added or removed`,
  ).toBe(true)
}

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return { page: await context.newPage(), close: () => context.close() }
}

test.describe('diff questions and the record of changes', () => {
  // Four long lessons and /changes, with axe twice on three of them: more than the default on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 })

  test('with JavaScript: the diffs read as diffs, a diff question grades, axe finds nothing in either theme', async ({ page }) => {
    let diffQuestions = 0
    for (const path of DIFF_SECTIONS) {
      await page.goto(path)
      await waitForHydration(page)
      const figures = page.locator('form.check-form fieldset figure.check-diff')
      diffQuestions += await figures.count()
      await expect(figures.first().locator('figcaption')).toContainText(
        /^What changed in \S+: lines marked \+ were added, lines marked − were removed\.$/,
      )
      const lines = await diffLines(page)
      expectMarkedLines(lines, path)
      for (const line of lines.filter((each) => each.tag !== 'span')) {
        expect(line.signShown, `${path}: the + or − is on screen`).toBe(true)
        expect(line.wordsShown, `${path}: the words are for screen readers only`).toBe(false)
      }
      if (path === '/section4') {
        // A diff question is graded like any other.
        const question = page.getByRole('group', { name: /What did it do that nobody asked for\?/ })
        await question.getByLabel(/It removed the check that stops an empty name/).check()
        await page.getByRole('button', { name: 'Check', exact: true }).click()
        await expect(question.getByText(/^Correct\./)).toBeVisible()
      }
      if (AXE_HERE.has(path)) expect(await axeViolationsInBothThemes(page), path).toEqual({ light: [], dark: [] })
    }
    expect(diffQuestions, 'diff questions across sections 4-7').toBeGreaterThanOrEqual(5)

    await page.goto('/changes')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'What changed in the course' })).toBeVisible()
    const dates = await page.locator('main h2 time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    expect(dates.length).toBeGreaterThanOrEqual(2)
    expect([...dates].sort().reverse(), 'newest first').toEqual(dates)
    expect(await axeViolationsInBothThemes(page), '/changes').toEqual({ light: [], dark: [] })
  })

  test('without JavaScript: the same diffs and the record of changes are in the server HTML', async ({ browser }) => {
    const { page, close } = await withoutJavaScript(browser)
    for (const path of DIFF_SECTIONS) {
      await page.goto(path)
      await expect(page.locator('figure.check-diff').first()).toBeVisible()
      expectMarkedLines(await diffLines(page), `${path} without JavaScript`)
    }
    // The lesson's last line leads to the record of changes, which is whole without a script.
    await page.locator('main aside a[href="/changes"]').last().click()
    await expect(page).toHaveURL(/\/changes$/)
    await expect(page.locator('main h2 time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
    await expect(page.locator('main section li').first()).toBeVisible()
    await close()
  })
})
