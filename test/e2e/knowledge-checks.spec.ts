// Knowledge checks that count: answering with and without
// JavaScript, results kept in this browser ('Check: n of m' on /guide, the
// count due today), /review, reset, the keyboard and axe in answered states.
import { expect, type Page, test } from '@playwright/test'
import { NEWEST_TOOLS_QUESTIONS } from '../helpers/newest-tools-questions.ts'
import { siteContent } from '../helpers/site-content.ts'
import { SECTION_TITLES } from '../helpers/spec.ts'
import { axeViolations } from './axe.ts'
import { waitForHydration } from './hydration.ts'
import { layoutShifts, recordLayoutShifts } from './layout-shift.ts'
import { progressPanel } from './regions.ts'

const LANGUAGE_RIGHT = 'CSS, because size and color are about how the page looks.'
const LANGUAGE_WRONG = 'HTML, because the title is written in HTML.'
const GUEST_BOOK_WRONG = 'A bigger browser window.'

function question(page: Page, number: number) {
  return page.getByRole('group', { name: new RegExp(`^Question ${number}\\. `) })
}

function section1Card(page: Page) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Section 1: ${SECTION_TITLES[0]}` }) })
}

test.describe('knowledge checks', () => {
  test('with JavaScript: feedback at once, announced, nothing sent; kept for /guide, /review and until reset', async ({ page }) => {
    // Seven page loads and two rounds of /review: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(90_000)
    await page.goto('/section1')
    await waitForHydration(page)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))

    await question(page, 1).getByLabel(LANGUAGE_RIGHT).check()
    await question(page, 2).getByLabel(GUEST_BOOK_WRONG).check()
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    await expect(question(page, 1).getByText(/^Correct\./)).toBeVisible()
    await expect(question(page, 1).locator('.check-feedback svg')).toHaveCount(1)
    await expect(question(page, 2).getByText(/^Not quite\./)).toBeVisible()
    await expect(question(page, 2)).toContainText('The size of the window has nothing to do with it.')
    await expect(question(page, 3).getByText(/^Not answered\./)).toBeVisible()
    const status = page.locator('.check-summary[role="status"]')
    await expect(status).toContainText('1 of 4 right. Not yet right: Question 2. Not answered: Question 3, Question 4.')
    await expect(status).toContainText('Question 1: Correct. CSS sets colors')
    await expect(status).toContainText('Question 2: Not quite.')
    expect(new URL(page.url()).search, 'the page did not navigate').toBe('')
    // The one request: the review scheduler's own script, fetched to date the answers.
    expect(
      requests.filter((url) => !/\/assets\/.+\.js$/.test(url)),
      'no answer is sent anywhere',
    ).toEqual([])

    // Choosing another option hides the feedback about the old one.
    await question(page, 2).getByLabel('A server and a database to save each message.').check()
    await expect(question(page, 2).locator('.check-feedback')).toHaveCount(0)

    // Mark as complete says how the check went, but does not need it.
    await expect(page.getByText('1 of 4 right so far in the knowledge check: try the rest again first.')).toBeVisible()
    await page.getByRole('button', { name: /^(Mark as complete|Completed)$/ }).click()
    await expect(page.getByRole('button', { name: /^(Mark as complete|Completed)$/ })).toHaveAttribute('aria-pressed', 'true')

    await page.reload()
    await page.goto('/guide')
    await expect(section1Card(page).getByText('Check: 1 of 4')).toBeVisible()
    // Due today: the two questions never answered; the missed one comes back tomorrow, the right one later.
    await expect(progressPanel(page).getByRole('link', { name: '2 questions due today' })).toHaveAttribute('href', '/review')
    await page.goto('/')
    await expect(progressPanel(page).getByRole('link', { name: '2 questions due today' })).toBeVisible()

    // /review: the never-answered questions of section 1, in course order.
    await page.goto('/review')
    await expect(page.getByRole('heading', { name: '2 questions due today' })).toBeVisible()
    await expect(question(page, 1)).toContainText('What is the main problem with this prompt?')
    await expect(question(page, 3)).toHaveCount(0)
    await question(page, 1)
      .getByLabel(/It says nothing exact/)
      .check()
    await question(page, 2)
      .getByLabel(/Passwords belong in Replit's Secrets tool/)
      .check()
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    await expect(question(page, 1).getByText(/^Correct\./)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No questions left for today' })).toBeVisible()
    await page.getByRole('button', { name: 'Next questions' }).click()
    await expect(page.getByRole('heading', { name: 'Nothing to review today' })).toBeVisible()
    await expect(page.getByText(/Next review on /)).toBeVisible()
    await expect(page.getByRole('link', { name: `Continue with Section 2: ${SECTION_TITLES[1]}` })).toHaveAttribute('href', '/section2')

    await page.goto('/guide')
    await expect(section1Card(page).getByText('Check: 3 of 4')).toBeVisible()
    await progressPanel(page).getByRole('button', { name: 'Reset progress' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, reset progress' }).click()
    await expect(section1Card(page).getByText('Check: 3 of 4')).toBeHidden()
    await page.reload()
    await expect(progressPanel(page).getByText('Mark sections complete as you go')).toBeVisible()
    await expect(section1Card(page).locator('.check-score')).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('fztv-learning'))).toBeNull()
  })

  test('without JavaScript: the form is sent to the same page and the server shows the same feedback', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/section1')
    await question(page, 1).getByLabel(LANGUAGE_WRONG).check()
    await question(page, 2).getByLabel('A server and a database to save each message.').check()
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    await expect(page).toHaveURL(/\/section1\?check=1&a\.which-language-for-the-title=1&a\.guest-book-forgets-messages=3#knowledge-check$/)
    await expect(question(page, 1).getByText(/^Not quite\./)).toBeVisible()
    await expect(question(page, 1)).toContainText("The title's words stay the same")
    await expect(question(page, 2).getByText(/^Correct\./)).toBeVisible()
    await expect(question(page, 1).getByLabel(LANGUAGE_WRONG)).toBeChecked()
    await expect(page.locator('.check-summary')).toContainText(
      '1 of 4 right. Not yet right: Question 1. Not answered: Question 3, Question 4.',
    )

    // /review explains why it needs this browser, with working links and no dead buttons.
    await page.goto('/review')
    await expect(page.getByRole('heading', { name: 'Review works in the browser that holds your progress' })).toBeVisible()
    await expect(page.getByRole('link', { name: `Section 1: ${SECTION_TITLES[0]}` })).toHaveAttribute('href', '/section1#knowledge-check')
    await expect(page.locator('main button')).toHaveCount(0)
    await context.close()
  })

  test('with JavaScript, each question on the free plan and the newest tools is graded right and wrong', async ({ page }) => {
    test.setTimeout(90_000)
    const sections = (await siteContent()).sections
    for (const { section, id } of NEWEST_TOOLS_QUESTIONS) {
      const check = sections.find((item) => item.number === section)?.check ?? []
      const number = check.findIndex((item) => item.id === id) + 1
      const options = check[number - 1]?.options.map((option) => ({
        label: option.text.map((part) => part.text).join(''),
        correct: option.correct,
      }))
      const right = options?.find((option) => option.correct)?.label ?? ''
      const wrong = options?.find((option) => !option.correct)?.label ?? ''
      expect(number, `section ${section}: ${id}`).toBeGreaterThan(0)
      await page.goto(`/section${section}`)
      await waitForHydration(page)
      await question(page, number).getByLabel(wrong, { exact: true }).check()
      await page.getByRole('button', { name: 'Check', exact: true }).click()
      await expect(question(page, number).getByText(/^Not quite\./), `${id}: a wrong answer`).toBeVisible()
      await question(page, number).getByLabel(right, { exact: true }).check()
      await page.getByRole('button', { name: 'Check', exact: true }).click()
      await expect(question(page, number).getByText(/^Correct\./), `${id}: the right answer`).toBeVisible()
    }
  })

  test('keyboard only: arrow keys choose, Enter checks', async ({ page }) => {
    await page.goto('/section1')
    await waitForHydration(page)
    const first = question(page, 1).getByRole('radio').first()
    await first.focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await expect(question(page, 1).getByLabel(LANGUAGE_RIGHT)).toBeChecked()
    await page.keyboard.press('Enter')
    await expect(question(page, 1).getByText(/^Correct\./)).toBeVisible()
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing in the answered states (${colorScheme})`, async ({ page }) => {
      // Two full-page axe runs on a long lesson and on /review.
      test.setTimeout(90_000)
      await page.emulateMedia({ colorScheme })
      await page.goto('/section1')
      await waitForHydration(page)
      await question(page, 1).getByLabel(LANGUAGE_RIGHT).check()
      await question(page, 2).getByLabel(GUEST_BOOK_WRONG).check()
      await page.getByRole('button', { name: 'Check', exact: true }).click()
      await expect(question(page, 2).getByText(/^Not quite\./)).toBeVisible()
      expect(await axeViolations(page)).toEqual([])

      const markComplete = page.getByRole('button', { name: /^(Mark as complete|Completed)$/ })
      await markComplete.click()
      await expect(markComplete).toHaveAttribute('aria-pressed', 'true')
      await page.goto('/review')
      await waitForHydration(page)
      await expect(page.getByRole('heading', { name: '2 questions due today' })).toBeVisible()
      await question(page, 1).getByRole('radio').first().check()
      await page.getByRole('button', { name: 'Check', exact: true }).click()
      await expect(question(page, 1).locator('.check-feedback')).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }

  // Registered twice: once for the desktop project, once (tagged @mobile) for the phone, where text wraps differently.
  for (const tag of ['', ' @mobile']) {
    test(`check scores, the review count, /review and /progress appear without moving anything${tag}`, async ({ page }) => {
      await recordLayoutShifts(page)
      await page.addInitScript(() => {
        localStorage.setItem('fztv-progress', JSON.stringify(['section1', 'section2']))
        localStorage.setItem(
          'fztv-checks',
          JSON.stringify({
            'section1/which-language-for-the-title': { right: true, at: 1 },
            'section1/guest-book-forgets-messages': { right: false, at: 2 },
          }),
        )
      })
      for (const url of ['/guide', '/', '/review', '/progress', '/section1']) {
        await page.goto(url)
        await waitForHydration(page)
        if (url === '/guide') await expect(section1Card(page).getByText('Check: 1 of 4')).toBeVisible()
        if (url === '/review') await expect(page.getByRole('heading', { name: /questions due today/ })).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect(await layoutShifts(page), url).toEqual([])
      }
    })
  }
})
