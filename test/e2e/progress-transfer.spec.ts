// Progress that lasts and travels, and review on a schedule: saved to a file
// and loaded in a fresh browser, carried by a link (and its QR code, read back
// by a decoder) into a third one, refusals that change nothing, the browser
// asked once to keep its storage, axe and the keyboard on /progress in its
// states; then 30 days of spaced review under a fake clock; and the answers
// to "Explain your app" carried the same ways. The merge rules
// and the link's packing are tap tests (test/unit/check-progress.test.ts).
import { readFileSync } from 'node:fs'
import { type Browser, expect, type Page, type Response, test } from '@playwright/test'
import jsQR from 'jsqr'
import { LESSON_COUNT, QUESTION_COUNT } from '../helpers/course-size.ts'
import { axeViolationsInBothThemes, NO_VIOLATIONS } from './axe.ts'
import { askFindTheLine, passProject, requirementsOf } from './explain-questions.ts'
import { hydrateByUse, waitForHydration, waitForPageScript } from './hydration.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Section 1's questions in page order: the right option and a wrong one. */
const SECTION1_ANSWERS = [
  { right: 'CSS, because size and color are about how the page looks.', wrong: 'HTML, because the title is written in HTML.' },
  { right: 'A server and a database to save each message.', wrong: 'A bigger browser window.' },
  { right: /It says nothing exact/, wrong: 'It should name a programming language first.' },
  { right: /Do not paste it/, wrong: 'Paste it once, then change the password later.' },
]

function question(page: Page, number: number) {
  return page.getByRole('group', { name: new RegExp(`^Question ${number}\\. `) })
}

/** The counts /progress shows, as one line of text, to compare two browsers. */
function counts(page: Page) {
  return page.locator('.progress-counts')
}

/** Resolves once every stored answer has its review date (the scheduler is a chunk /progress and /review fetch once loaded). */
async function answersScheduled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('fztv-learning') ?? '{"answers":{}}') as {
          answers: Record<string, { at: number; card?: { last: number } }>
        }
        return Object.values(stored.answers).every(({ at, card }) => card?.last === at)
      }),
    )
    .toBe(true)
}

/** Text only each of the three may contain, to tell from the scripts fetched whether it was loaded. */
const ONLY_ON_PROGRESS_PAGES = {
  scheduler: 'enable_fuzz',
  'QR code': 'Mask value out of range',
  'file handling': 'from-zero-to-vibe-progress',
}

/** Starts noting the page's scripts; stop() says which of the scheduler, QR code and file handling they held. */
function scriptsFetched(page: Page) {
  const bodies: Promise<string>[] = []
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  }
  page.on('response', listener)
  return {
    async stop() {
      page.off('response', listener)
      const texts = await Promise.all(bodies)
      return Object.entries(ONLY_ON_PROGRESS_PAGES)
        .filter(([, marker]) => texts.some((text) => text.includes(marker)))
        .map(([name]) => name)
    },
  }
}

/** Reads the QR code drawn on the page with a decoder library, from its SVG path painted 4 pixels a module. */
async function readDrawnQrCode(page: Page): Promise<string | undefined> {
  const svg = page.locator('svg.qr-code')
  const [viewBox, path] = await Promise.all([svg.getAttribute('viewBox'), svg.locator('path').getAttribute('d')])
  const size = Number(viewBox?.split(' ')[2])
  const scale = 4
  const width = size * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y] of (path ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4
        pixels.fill(0, offset, offset + 3)
      }
    }
  }
  return jsQR(pixels, width, width)?.data
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

test('progress saved to a file loads in a fresh browser, and a link carries it to a third, after asking', async ({ page, browser }) => {
  // Three browsers, eight axe runs, a download and a QR decode: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000)
  // A spy on the browser's 'keep this site's storage' request, counted across page loads; the browser says no.
  await page.addInitScript(() => {
    const spy = async () => {
      sessionStorage.setItem('persist-calls', String(Number(sessionStorage.getItem('persist-calls') ?? 0) + 1))
      return false
    }
    Object.defineProperty(StorageManager.prototype, 'persist', { value: spy, configurable: true })
    Object.defineProperty(StorageManager.prototype, 'persisted', { value: async () => false, configurable: true })
    // Progress from before, in the first format: section 1 complete, one answer.
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    localStorage.setItem('fztv-progress', JSON.stringify(['section1']))
    localStorage.setItem('fztv-checks', JSON.stringify({ 'section1/guest-book-forgets-messages': { right: false, at: Date.now() } }))
  })
  const lessonScripts = scriptsFetched(page)
  await page.goto('/section2')
  await waitForHydration(page)
  await question(page, 1).getByRole('radio').first().check()
  await question(page, 2).getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  await page.getByRole('button', { name: 'Mark as complete' }).click()
  await expect(page.getByRole('button', { name: 'Completed', exact: true })).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => localStorage.getItem('fztv-progress')), 'the first format was carried over').toBeNull()
  expect(await lessonScripts.stop(), 'a lesson page, answered and marked complete, loads no scheduler, file handling or QR code').toEqual(
    [],
  )

  const progressScripts = scriptsFetched(page)
  await page.goto('/progress')
  await waitForHydration(page)
  await answersScheduled(page)
  expect(await progressScripts.stop(), '/progress loads the scheduler, once it has loaded').toContain('scheduler')
  await expect(counts(page)).toContainText(`Lessons complete2 of ${LESSON_COUNT}`)
  await expect(counts(page)).toContainText(`Knowledge-check answers3 of ${QUESTION_COUNT}`)
  await expect(page.getByText('This browser may delete your progress one day')).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('persist-calls')), 'asked once, at the first answer, not again').toBe('1')
  expect(await axeViolationsInBothThemes(page), 'with progress').toEqual(NO_VIOLATIONS)

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save to file' }).click()])
  expect(download.suggestedFilename()).toMatch(/^from-zero-to-vibe-progress-\d{4}-\d\d-\d\d\.json$/)
  const fileText = readFileSync((await download.path()) ?? '', 'utf8')
  expect(JSON.parse(fileText)).toMatchObject({ format: 'from-zero-to-vibe-progress', version: 3, lessons: ['section1', 'section2'] })

  // The link, by keyboard: shown as text with a copy button, and drawn as a QR code a decoder reads back.
  await page.getByRole('button', { name: 'Make a link' }).focus()
  await page.keyboard.press('Enter')
  const linkText = page.locator('.progress-link-text code')
  await expect(linkText).toHaveText(/\/progress#p=[\w-]+$/)
  const link = (await linkText.textContent()) ?? ''
  await expect(page.getByRole('button', { name: 'Copy the link' })).toBeVisible()
  await expect(page.getByRole('img', { name: /^QR code of the link above/ })).toBeVisible()
  expect(await readDrawnQrCode(page), 'the QR code holds the link').toBe(link)
  expect(await axeViolationsInBothThemes(page), 'with the link').toEqual(NO_VIOLATIONS)
  const expectedCounts = await counts(page).textContent()

  // A fresh browser: nothing kept; a damaged file and a newer one are refused and change nothing; ours asks, then merges.
  const second = await freshPage(browser)
  const emptyScripts = scriptsFetched(second.page)
  await second.page.goto('/progress')
  await hydrateByUse(second.page)
  await expect(counts(second.page)).toContainText(`Lessons complete0 of ${LESSON_COUNT}`)
  expect(await emptyScripts.stop(), 'with no answer waiting for a date, /progress fetches no scheduler').not.toContain('scheduler')
  // The buttons look the same in every browser until used (they hydrate on first use): used here, they say why there is nothing to save.
  await second.page.getByRole('button', { name: 'Save to file' }).click()
  await expect(second.page.getByRole('alert')).toHaveText(/^This browser keeps no progress yet/)
  expect(await axeViolationsInBothThemes(second.page), 'empty').toEqual(NO_VIOLATIONS)
  const picker = second.page.getByLabel('Load from file')
  await picker.setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(fileText.slice(0, 80)) })
  await expect(second.page.getByRole('alert')).toHaveText(/^This file is damaged.+Nothing was changed\./)
  expect(await axeViolationsInBothThemes(second.page), 'a refused file').toEqual(NO_VIOLATIONS)
  const newer = fileText.replace('"version": 3', '"version": 4')
  await picker.setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(newer) })
  await expect(second.page.getByRole('alert')).toHaveText(/^This file comes from a newer version of this site\. Nothing was changed\./)
  expect(await second.page.evaluate(() => localStorage.getItem('fztv-learning')), 'nothing stored').toBeNull()
  await picker.setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(fileText) })
  await expect(second.page.getByRole('heading', { name: 'Add the progress from this file?' })).toBeFocused()
  await expect(second.page.getByText('It would add 2 more lessons complete and 3 answers to this browser.')).toBeVisible()
  expect(await axeViolationsInBothThemes(second.page), 'the summary before loading').toEqual(NO_VIOLATIONS)
  await second.page.getByRole('button', { name: 'Add to this browser' }).click()
  await expect(second.page.getByRole('status').filter({ hasText: 'Added 2 more lessons complete and 3 answers' })).toBeVisible()
  await expect(counts(second.page)).toHaveText(expectedCounts ?? '')
  await second.context.close()

  // A third browser opens the link: it shows what it would add and changes nothing until asked; by keyboard, it merges.
  const third = await freshPage(browser)
  await third.page.goto(link)
  await expect(third.page.getByRole('heading', { name: 'Add the progress from this link?' })).toBeFocused()
  await expect(third.page.getByText('It would add 2 more lessons complete and 3 answers to this browser.')).toBeVisible()
  expect(await third.page.evaluate(() => localStorage.getItem('fztv-learning')), 'nothing merged before the answer').toBeNull()
  expect(new URL(third.page.url()).hash, 'the progress leaves the address bar').toBe('')
  await third.page.keyboard.press('Tab')
  await expect(third.page.getByRole('button', { name: 'Add to this browser' })).toBeFocused()
  await third.page.keyboard.press('Enter')
  await expect(counts(third.page)).toHaveText(expectedCounts ?? '')
  await third.page.goto('/section2')
  await waitForPageScript(third.page)
  await expect(third.page.getByRole('button', { name: 'Completed', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await third.context.close()
})

test('spaced review over 30 days: home and /review agree every day; right comes back later, wrong the next day', async ({ page }) => {
  // 31 simulated days, two page loads each, plus the answers.
  test.setTimeout(180_000)
  const start = new Date(2026, 11, 1, 9).getTime()
  await page.addInitScript(() => {
    if (localStorage.getItem('fztv-learning') === null) localStorage.setItem('fztv-progress', JSON.stringify(['section1']))
  })
  /** The count the home panel shows (0 when it shows none). */
  const homeCount = async () => {
    await page.goto('/')
    await waitForPageScript(page)
    await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('sections complete')
    const link = page.getByRole('region', { name: 'Your progress' }).getByRole('link', { name: /due today$/ })
    return (await link.count()) === 0 ? 0 : Number.parseInt((await link.textContent()) ?? '', 10)
  }
  /** The count /review's heading gives (0 for 'Nothing to review today'), and the questions it shows first. */
  const reviewCount = async () => {
    await page.goto('/review')
    await waitForPageScript(page)
    const heading = page.getByRole('region', { name: 'Questions to review' }).getByRole('heading', { level: 2 }).first()
    await expect(heading).toHaveText(/due today|Nothing to review today/)
    const text = (await heading.textContent()) ?? ''
    return text.startsWith('Nothing') ? 0 : Number.parseInt(text, 10)
  }
  /** Which of section 1's questions (1-4) the page shows. */
  const shownQuestions = async () => {
    const shown: number[] = []
    for (const [index, { right }] of SECTION1_ANSWERS.entries()) {
      if ((await page.getByRole('main').getByLabel(right).count()) > 0) shown.push(index + 1)
    }
    return shown
  }
  /** Answers every question due, batch by batch; `rightFor` says which of section 1's questions (1-4) to get right. */
  const answerDue = async (rightFor: (question: number) => boolean) => {
    while ((await question(page, 1).count()) > 0) {
      const batch = await shownQuestions()
      for (const [position, number] of batch.entries()) {
        const options = SECTION1_ANSWERS[number - 1]
        if (!options) throw new Error(`no answers for question ${number}`)
        await question(page, position + 1)
          .getByLabel(rightFor(number) ? options.right : options.wrong)
          .check()
      }
      await page.getByRole('button', { name: 'Check', exact: true }).click()
      await expect(question(page, 1).locator('.check-feedback')).toBeVisible()
      await answersScheduled(page)
      await page.getByRole('button', { name: 'Next questions' }).click()
      await expect(page.locator('.check-feedback')).toHaveCount(0)
    }
  }

  for (let day = 0; day <= 30; day++) {
    await page.clock.setFixedTime(start + day * DAY_MS)
    const home = await homeCount()
    expect(await reviewCount(), `day ${day}: /review and home agree`).toBe(home)
    if (day === 0) {
      expect(home, 'every question of the complete section, never answered').toBe(4)
      // Questions 1 and 3 right, 2 and 4 wrong.
      await answerDue((number) => number % 2 === 1)
    } else if (day === 1) {
      expect(await shownQuestions(), 'the next day: only the wrong answers').toEqual([2, 4])
      await answerDue(() => true)
    } else if (day === 2) {
      expect(await shownQuestions(), 'two days on: the right answers come back').toEqual([1, 3])
      // Question 1 wrong this time: it must come back on day 3.
      await answerDue((number) => number !== 1)
    } else if (day === 3) {
      expect(await shownQuestions(), 'the wrong answer of the day before, and those answered right on day 1').toEqual([1, 2, 4])
      await answerDue(() => true)
    } else if (home > 0) {
      await answerDue(() => true)
    }
  }
})

test('answers to Explain your app travel: a file brings them back in a fresh browser, where the missed one is asked again in /review; a link carries them without the code', async ({
  page,
  browser,
}) => {
  // Project 1 checked, two questions each searched by dozens of runs of the app, then three browsers.
  test.setTimeout(480_000)
  const requirements = requirementsOf(1)
  const year = requirements.findIndex((requirement) => requirement.text.startsWith('The footer shows'))
  const click = requirements.findIndex((requirement) => requirement.text.startsWith('Each click'))
  const { section } = await passProject(page, 1, 'reference-three-files')
  const status = section.getByRole('status')
  // Right at the first tap: the footer's year is written by line 15 of script.js.
  let line = await askFindTheLine(section, requirements[year]?.text ?? '')
  await line(15).click()
  await expect(status).toHaveText(/^Right: this requirement needs line 15 of script\.js\./, { timeout: 60_000 })
  // Missed: the footer's line, then `let next = 0`, which the app stops without; the lines that matter are 10 and 11.
  line = await askFindTheLine(section, requirements[click]?.text ?? '', 'Another question')
  await line(15).click()
  await expect(status).toHaveText(/still does this without line 15 of script\.js\. Try another line\./, { timeout: 60_000 })
  await line(3).click()
  await expect(status).toHaveText(/Here are the lines that matter\.$/, { timeout: 60_000 })
  const missed = `project1/find/${click}`
  const right = `project1/find/${year}`
  // The miss is kept once the search behind it is complete: it keeps the lines to ask about again.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('fztv-explain') ?? '{}')), { timeout: 180_000 })
    .toMatchObject({ [right]: { right: true }, [missed]: { right: false, ask: { kind: 'find' } } })

  await page.goto('/progress')
  await waitForHydration(page)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save to file' }).click()])
  const fileText = readFileSync((await download.path()) ?? '', 'utf8')
  const saved = JSON.parse(fileText) as { explain: Record<string, { right: boolean; ask?: { kind: string; answer: number[] } }> }
  expect(saved.explain[right]).toMatchObject({ right: true })
  expect(saved.explain[missed], 'the file keeps the missed question with its code').toMatchObject({ right: false, ask: { kind: 'find' } })
  await page.getByRole('button', { name: 'Make a link' }).click()
  const link = (await page.locator('.progress-link-text code').textContent()) ?? ''
  expect(link).toMatch(/\/progress#p=[\w-]+$/)

  // A fresh browser, with nothing kept, loads the file: the answers come back.
  const second = await freshPage(browser)
  await second.page.goto('/progress')
  await hydrateByUse(second.page)
  await second.page
    .getByLabel('Load from file')
    .setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(fileText) })
  await expect(second.page.getByText(/It would add .*2 answers about your app to this browser\./)).toBeVisible()
  await second.page.getByRole('button', { name: 'Add to this browser' }).click()
  await expect(second.page.getByRole('status').filter({ hasText: /Added .*2 answers about your app/ })).toBeVisible()
  expect(await second.page.evaluate(() => JSON.parse(localStorage.getItem('fztv-explain') ?? '{}'))).toEqual(saved.explain)

  // The next day, /review asks the missed question again, about the learner's own lines, and grades it.
  await second.page.clock.setFixedTime(Date.now() + 2 * DAY_MS)
  await second.page.goto('/review')
  await waitForHydration(second.page)
  const own = second.page.getByRole('region', { name: 'About your own app' })
  await expect(own).toContainText('You missed this in “Explain your app” in Project 1.', { timeout: 15_000 })
  await expect(own.locator('.explain-ask')).toHaveText(`Which line of your code makes this work: “${requirements[click]?.text}”?`)
  await own.getByRole('radio', { name: 'line 10 of script.js' }).check()
  await own.getByRole('button', { name: 'Check my answer' }).click()
  await expect(own.getByRole('status')).toHaveText('Right. This question will not come back.')
  await second.context.close()

  // A third browser opens the link: the answers come, the code does not (a link is kept short), so nothing to review.
  const third = await freshPage(browser)
  await third.page.goto(link)
  await expect(third.page.getByText(/It would add .*2 answers about your app to this browser\./)).toBeVisible()
  await third.page.getByRole('button', { name: 'Add to this browser' }).click()
  await expect
    .poll(() => third.page.evaluate(() => JSON.parse(localStorage.getItem('fztv-explain') ?? '{}')))
    .toEqual({ [right]: { right: true, at: expect.any(Number) }, [missed]: { right: false, at: expect.any(Number) } })
  await third.context.close()
})
