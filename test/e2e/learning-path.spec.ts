// The learning path in a browser: /guide, /section{n}, /project{n}, /featured-project{n}.
import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  FEATURED_PROJECT_COUNT,
  GUIDE_HOURS,
  LEARNING_PROJECT_COUNT,
  LEARNING_PROJECTS_HEADING,
  numbersTo,
  SECTION_COUNT,
} from '../helpers/course-size.ts'
import { FEATURED_PROJECTS, GUIDE_BUTTONS, LEARNING_PROJECTS, SECTION_TITLES } from '../helpers/spec.ts'
import { forgetEarlierRoutes } from './first-visit.ts'
import { waitForHydration, waitForPageScript } from './hydration.ts'

const LEARNING_PROJECT_TITLES = LEARNING_PROJECTS.map((project) => project.title)
const FEATURED_PROJECT_TITLES = FEATURED_PROJECTS.map((project) => project.title)

/** Every page of this area, with its h1 and a line of its main text. */
const ROUTES = [
  { url: '/guide', h1: 'The Complete Vibe Coding Guide', text: 'Advanced Vibe Coding Mastery' },
  ...SECTION_TITLES.map((title, index) => ({ url: `/section${index + 1}`, h1: title, text: 'Topics covered' })),
  // Projects 1-2 hand the learner the prompt; from project 3 on the learner writes their own first.
  ...LEARNING_PROJECT_TITLES.map((title, index) => ({
    url: `/project${index + 1}`,
    h1: title,
    text: index < 2 ? 'Magic AI Prompt' : 'Write your own prompt',
  })),
  ...FEATURED_PROJECT_TITLES.map((title, index) => ({ url: `/featured-project${index + 1}`, h1: title, text: 'Write your own prompt' })),
]

function prevNext(page: Page) {
  const nav = page.locator('nav.prev-next')
  return { previous: nav.getByRole('link', { name: /^Previous:/ }), next: nav.getByRole('link', { name: /^Next:/ }) }
}

// Links and buttons below the fold are used with the keyboard (press('Enter')):
// a key press is the reader taking over, which stops the load-time scroll
// resets, while Playwright's own scroll to a clicked element could be undone
// by one of them just before the click lands.

/** A check of one route, run as a step in a visit that a loop over every route makes anyway. */
interface RouteCheck {
  url: string
  name: string
  /** Starts on the route, loaded (it may go on to other pages). */
  check: (page: Page) => Promise<void>
}

/**
 * Runs the checks of `url` as steps, each named by the route and what it checks: the first in the page as loaded,
 * each other one after a fresh first visit of the route.
 */
async function runChecksOf(page: Page, checks: RouteCheck[], url: string) {
  for (const [index, { name, check }] of checks.filter((check) => check.url === url).entries()) {
    if (index > 0) {
      await forgetEarlierRoutes(page)
      await page.goto(url)
    }
    await test.step(`${url}: ${name}`, () => check(page))
  }
}

/** Every check's route is one the loop visits: a check on another would never run. */
const unvisited = (checks: RouteCheck[]) => checks.map((check) => check.url).filter((url) => !ROUTES.some((route) => route.url === url))

const WITHOUT_JAVASCRIPT: RouteCheck[] = [
  {
    url: '/section6',
    name: 'the CLEAR cards reveal themselves without JavaScript too',
    check: async (page) => {
      const cards = page.locator('[data-clear-card]')
      await expect(cards).toHaveCount(5)
      for (const card of await cards.all()) await expect(card).toBeVisible()
    },
  },
  {
    url: '/project1',
    name: 'copy buttons, which need JavaScript, are not shown',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Magic AI Prompt', exact: true })).toBeVisible()
      // The project's prompt box and the prompt builder's preview each have one, and so does each code block.
      const codeBlocks = await page.locator('.code-block').count()
      expect(codeBlocks).toBeGreaterThan(0)
      await expect(page.locator('.copy-button')).toHaveCount(2 + codeBlocks)
      for (const button of await page.locator('.copy-button').all()) await expect(button).toBeHidden()
    },
  },
]

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test(`every learning path page is complete and readable, and on its visit: ${WITHOUT_JAVASCRIPT.map((check) => check.name).join('; ')}; the not-found answers are complete and readable`, async ({
    page,
  }) => {
    // Every page of the area and three not-found answers: over the default 30 s on a busy machine.
    test.setTimeout(120_000)
    expect(unvisited(WITHOUT_JAVASCRIPT)).toEqual([])
    for (const route of ROUTES) {
      await test.step(`${route.url}: complete and readable`, async () => {
        const response = await page.goto(route.url)
        expect(response?.status(), route.url).toBe(200)
        await expect(page.getByRole('heading', { level: 1 }), route.url).toHaveText(route.h1)
        await expect(page.getByText(route.text, { exact: true }).first(), route.url).toBeVisible()
        if (route.url !== '/guide') await expect(page.locator('#prose h2').first(), `${route.url}: body`).toBeVisible()
      })
      await runChecksOf(page, WITHOUT_JAVASCRIPT, route.url)
    }
    await test.step('the not-found answers are complete and readable', async () => {
      for (const { url, h1, link } of [
        { url: `/section${SECTION_COUNT + 1}`, h1: 'Section Not Found', link: 'Return to Guide' },
        { url: `/project${LEARNING_PROJECT_COUNT + 1}`, h1: 'Project Not Found', link: 'Back to Section 5' },
        { url: `/featured-project${FEATURED_PROJECT_COUNT + 1}`, h1: 'Project Not Found', link: 'Back to Projects' },
      ]) {
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(404)
        await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(h1)
        await expect(page.locator('main').getByRole('link', { name: link }), url).toBeVisible()
      }
    })
  })
})

/** The delay and duration of each CLEAR card's reveal animation, in page order. */
function revealTimings(page: Page) {
  return page.locator('[data-clear-card]').evaluateAll((cards) =>
    cards.map((card) => {
      const timing = card.getAnimations()[0]?.effect?.getTiming()
      return { letter: (card as HTMLElement).dataset.clearCard, delay: timing?.delay, duration: timing?.duration }
    }),
  )
}

/** The pages of the learning path with JavaScript, each checked in the visit of its route (the last test of this file). */
const PAGE_CHECKS: RouteCheck[] = [
  {
    url: '/guide',
    name: 'the guide: groups the section cards and links each button to its section',
    check: async (page) => {
      await expect(page).toHaveTitle('The Complete Vibe Coding Guide | From Zero to Vibe')
      for (const badge of [`${SECTION_COUNT} Comprehensive Sections`, `~${GUIDE_HOURS} Hours Total`, 'Beginner to Advanced']) {
        await expect(page.locator('.hero').getByText(badge)).toBeVisible()
      }
      // A section added after the spec's joins the last group.
      const groups = [
        { heading: 'Foundational Concepts', numbers: [1, 2, 3] },
        { heading: 'Hands-On Practice', numbers: [4, 5] },
        { heading: 'Advanced Vibe Coding Mastery', numbers: numbersTo(SECTION_COUNT).slice(5) },
      ]
      for (const group of groups) {
        const region = page.getByRole('region', { name: group.heading })
        await expect(region.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(
          group.numbers.length,
        )
        // The spec names the buttons and titles of its sections.
        for (const number of group.numbers.filter((n) => n <= GUIDE_BUTTONS.length)) {
          await expect(region.getByRole('link', { name: GUIDE_BUTTONS[number - 1], exact: true })).toHaveAttribute(
            'href',
            `/section${number}`,
          )
          await expect(region.getByRole('heading', { name: `Section ${number}: ${SECTION_TITLES[number - 1]}` })).toBeVisible()
        }
      }
      await expect(page.getByRole('link', { name: 'Start from Beginning' })).toHaveAttribute('href', '/section1')
      await expect(page.locator('main').getByRole('link', { name: 'View Projects' })).toHaveAttribute('href', '/projects')

      await page.getByRole('link', { name: 'Learn Advanced Prompting' }).press('Enter')
      await expect(page).toHaveURL('/section6')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advanced Prompting Techniques')
    },
  },
  {
    url: '/section3',
    name: 'section pages: show the header, body and topics, with links back to the guide',
    check: async (page) => {
      await expect(page).toHaveTitle("Section 3: The Vibe Coder's Toolkit | From Zero to Vibe")
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /tools you will use every day/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("The Vibe Coder's Toolkit")
      await expect(page.getByText(`Section 3 of ${SECTION_COUNT}`)).toBeVisible()
      await expect(page.locator('.lesson-header .number-badge')).toHaveText('3')
      await expect(page.locator('.lesson-header')).toHaveClass(/tone-emerald/)
      await expect(page.getByText('Know your tools, and know which one to reach for')).toBeVisible()
      const topics = page.getByRole('region', { name: 'Topics covered' }).getByRole('listitem')
      await expect(topics).toHaveCount(6)
      await expect(topics.first()).toHaveText('Choosing an Agent mode')
      await page.getByRole('link', { name: 'Back to Guide Overview' }).click()
      await expect(page).toHaveURL('/guide')
    },
  },
  {
    url: '/section1',
    name: 'section pages: previous and next go to the neighbours; the first goes back to the guide, the last on to the projects',
    check: async (page) => {
      let { previous, next } = prevNext(page)
      await expect(previous).toHaveText(/Guide Overview/)
      await expect(next).toHaveText(/Section 2: Your Replit Playground/)
      await previous.press('Enter')
      await expect(page).toHaveURL('/guide')

      await page.goto('/section7')
      ;({ previous, next } = prevNext(page))
      await expect(previous).toHaveText(/Section 6: Advanced Prompting Techniques/)
      await expect(next).toHaveText(/Section 8: Performance & Optimization/)
      await next.press('Enter')
      await expect(page).toHaveURL('/section8')

      await page.goto(`/section${SECTION_COUNT}`)
      ;({ previous, next } = prevNext(page))
      await expect(previous).toHaveAttribute('href', `/section${SECTION_COUNT - 1}`)
      await expect(next).toHaveText(/Start Building \/ View Projects/)
      await expect(next).toHaveAttribute('href', '/projects')
    },
  },
  {
    url: '/section5',
    name: 'section pages: section 5 lists every learning project',
    check: async (page) => {
      const grid = page.getByRole('region', { name: LEARNING_PROJECTS_HEADING })
      const cards = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
      await expect(cards).toHaveCount(LEARNING_PROJECT_COUNT)
      const first = cards.first()
      await expect(first.getByRole('heading')).toHaveText('Learning Project 1: Hello World Web Page')
      await expect(first.getByText('No Effort')).toBeVisible()
      await expect(first.getByText('5 min')).toBeVisible()
      await expect(first.getByText('4 skills')).toBeVisible()
      await expect(first.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
        'Writing a clear prompt for an AI Agent',
        'Reading basic HTML tags',
        '+2 more',
      ])
      await expect(grid.getByRole('link', { name: /^Start Project/ })).toHaveCount(LEARNING_PROJECT_COUNT)
      await cards.nth(3).getByRole('link', { name: 'Start Project: Basic Calculator' }).press('Enter')
      await expect(page).toHaveURL('/project4')
    },
  },
  {
    url: '/section6',
    name: 'section 6, CLEAR cards: the Markdown "CLEAR Framework" subsection is not on the page',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'The CLEAR Framework' })).toHaveCount(1)
      await expect(page.getByText('CLEAR is a five-part checklist for writing prompts')).toHaveCount(0)
      await expect(page.getByText('The AI cannot see inside your head')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Step 1: Build a prompt with the CLEAR cards' })).toBeVisible()
    },
  },
  {
    url: '/section6',
    name: 'section 6, CLEAR cards: are revealed at 0, 200, 400, 600 and 800 ms, hidden until then',
    check: async (page) => {
      expect(await revealTimings(page)).toEqual(
        ['C', 'L', 'E', 'A', 'R'].map((letter, index) => ({ letter, delay: index * 200, duration: 300 })),
      )
      // Stop the reveal and step through it: each card is hidden until its due time, then shown.
      const card = (letter: string) => page.locator(`[data-clear-card="${letter}"]`)
      const seek = (ms: number) =>
        page.evaluate((time) => {
          for (const animation of document.getAnimations()) {
            animation.pause()
            animation.currentTime = time
          }
        }, ms)
      for (const [index, letter] of ['C', 'L', 'E', 'A', 'R'].entries()) {
        if (index > 0) {
          await seek(index * 200 - 1)
          await expect(card(letter), `${letter} 1 ms before its turn`).toBeHidden()
        }
        await seek(index * 200 + 1)
        await expect(card(letter), `${letter} just after its turn`).toBeVisible()
      }
    },
  },
  {
    url: '/project2',
    name: 'learning project pages: show the facts, the Magic AI Prompt and the body',
    check: async (page) => {
      await expect(page).toHaveTitle('Learning Project 2: Interactive Greeting Card | From Zero to Vibe')
      await expect(page.getByText(`Learning Project 2 of ${LEARNING_PROJECT_COUNT}`)).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interactive Greeting Card')
      await expect(page.locator('.lesson-facts')).toContainText('15 minutes')
      await expect(page.locator('.lesson-facts')).toContainText('Low Effort')
      await expect(page.getByRole('region', { name: 'Skills you will practice' }).getByRole('listitem').first()).toBeVisible()
      await expect(page.getByRole('region', { name: 'Features you will build' }).getByRole('listitem').first()).toBeVisible()
      const prompt = page.getByRole('region', { name: 'Magic AI Prompt' })
      await expect(prompt.locator('pre')).toContainText('greeting card')
      await expect(prompt.locator('.prompt-box-hint')).toContainText('paste it into')
      await expect(prompt.getByRole('button', { name: 'Copy Magic AI Prompt' })).toBeVisible()
      await expect(page.locator('#prose h2').first()).toBeVisible()
      await expect(page.locator('.back-links').getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/projects')
      await page.locator('.back-links').getByRole('link', { name: 'Section 5: Your First Vibe Projects' }).click()
      await expect(page).toHaveURL('/section5')
    },
  },
  {
    url: '/project1',
    name: 'learning project pages: previous and next: the first goes back to section 5, the last on to section 6',
    check: async (page) => {
      let { previous, next } = prevNext(page)
      await expect(previous).toHaveText(/Section 5: Your First Vibe Projects/)
      await expect(previous).toHaveAttribute('href', '/section5')
      await expect(next).toHaveText(/Project 2: Interactive Greeting Card/)
      await next.press('Enter')
      await expect(page).toHaveURL('/project2')

      await page.goto('/project5')
      ;({ previous, next } = prevNext(page))
      await expect(previous).toHaveAttribute('href', '/project4')
      await expect(next).toHaveText(/Section 6: Advanced Prompting Techniques/)
      await next.press('Enter')
      await expect(page).toHaveURL('/section6')
    },
  },
  {
    url: '/featured-project3',
    name: 'featured project pages: show the facts, the Quick Start AI Prompt, the body and a Replit link that opens a new tab',
    check: async (page) => {
      await expect(page).toHaveTitle('Featured Project 3: Task Manager | From Zero to Vibe')
      await expect(page.getByText('Featured Project 3', { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Task Manager')
      await expect(page.locator('.lesson-facts')).toContainText('120 minutes')
      await expect(page.locator('.lesson-facts .badge-level-intermediate')).toHaveText('Intermediate')
      await expect(page.getByRole('list', { name: 'Technologies' }).getByRole('listitem').first()).toBeVisible()
      await expect(page.getByRole('region', { name: 'Skills you will practice' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Features you will build' })).toBeVisible()
      const reference = page.getByRole('region', { name: 'Quick Start AI Prompt' })
      await expect(reference, 'our prompt waits behind the disclosure').toBeHidden()
      await page.locator('.own-prompt').getByText('Compare with our prompt', { exact: true }).click()
      await expect(reference.getByRole('button', { name: 'Copy Quick Start AI Prompt' })).toBeVisible()
      await expect(page.locator('#prose h2').first()).toBeVisible()

      const replit = page.getByRole('link', { name: 'Start Building in Replit (opens in a new tab)' })
      await expect(replit).toHaveAttribute('href', 'https://replit.com/new')
      await expect(replit).toHaveAttribute('target', '_blank')
      await expect(replit).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(page.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects')
    },
  },
  {
    url: '/featured-project1',
    name: 'featured project pages: previous and next: the first goes back to the projects, the last on to section 5',
    check: async (page) => {
      let { previous, next } = prevNext(page)
      await expect(previous).toHaveAttribute('href', '/projects')
      await expect(next).toHaveText(/Featured Project 2: Personal Dashboard/)
      await next.press('Enter')
      await expect(page).toHaveURL('/featured-project2')

      await page.goto('/featured-project5')
      ;({ previous, next } = prevNext(page))
      await expect(previous).toHaveText(/Featured Project 4: Recipe Finder/)
      await expect(next).toHaveText(/Section 5: Your First Vibe Projects/)
      await next.press('Enter')
      await expect(page).toHaveURL('/section5')
    },
  },
]

/** One sample of a CLEAR card's computed visibility, taken every animation frame from the first paint. */
type ClearSample = { letter: string; visibility: string; at: number }

test.describe('section 6: CLEAR cards', () => {
  /** Records every card's visibility on every frame from before the first paint until the reveal has finished. */
  async function recordVisibility(page: Page) {
    await page.addInitScript(() => {
      const samples: ClearSample[] = []
      ;(window as unknown as { clearSamples: typeof samples }).clearSamples = samples
      const sample = () => {
        const cards = [...document.querySelectorAll<HTMLElement>('[data-clear-card]')]
        for (const card of cards) {
          samples.push({ letter: card.dataset.clearCard ?? '', visibility: getComputedStyle(card).visibility, at: performance.now() })
        }
        // Until every card has been in view for a while (however slow the machine), at most 10 s.
        const allShown =
          cards.length > 0 && cards.every((card) => card.getAnimations().every((animation) => animation.playState === 'finished'))
        if (!allShown && performance.now() < 10_000) requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
  }

  test('appear one after another and only ever add: no card is shown, then hidden', async ({ page }) => {
    await recordVisibility(page)
    await page.goto('/section6')
    const cards = page.locator('[data-clear-card]')
    await expect(cards).toHaveText([/^C\s*Context/, /^L\s*Length/, /^E\s*Examples/, /^A\s*Actions/, /^R\s*Role/])
    for (const card of await cards.all()) await expect(card).toBeVisible()
    await waitForHydration(page)
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState === 'finished'))

    const samples = await page.evaluate(() => (window as unknown as { clearSamples: ClearSample[] }).clearSamples)
    const firstShown: number[] = []
    for (const letter of ['C', 'L', 'E', 'A', 'R']) {
      const seen = samples.filter((sample) => sample.letter === letter).map((sample) => sample.visibility)
      const shownAt = seen.indexOf('visible')
      expect(shownAt, `${letter} is shown`).toBeGreaterThanOrEqual(0)
      // Once visible, visible on every later frame, hydration included.
      expect(
        seen.slice(shownAt).every((visibility) => visibility === 'visible'),
        `${letter} never hides again`,
      ).toBe(true)
      firstShown.push(samples.filter((sample) => sample.letter === letter)[shownAt]?.at ?? 0)
    }
    expect(
      [...firstShown].sort((a, b) => a - b),
      'C, L, E, A, R in that order',
    ).toEqual(firstShown)
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('are all shown at once, without an animation', async ({ page }) => {
      await recordVisibility(page)
      await page.goto('/section6')
      expect(await revealTimings(page)).toEqual(
        ['C', 'L', 'E', 'A', 'R'].map((letter) => ({ letter, delay: undefined, duration: undefined })),
      )
      const samples = await page.evaluate(() => (window as unknown as { clearSamples: ClearSample[] }).clearSamples)
      expect(samples.length, 'sampled from the first frame').toBeGreaterThan(0)
      expect(
        samples.every((sample) => sample.visibility === 'visible'),
        'visible on every frame',
      ).toBe(true)
    })
  })
})

test.describe('copy buttons', () => {
  test.use({ viewport: { width: 1280, height: 3000 } })

  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })

  const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

  test('copy the prompt, show a check for 2 seconds, then revert', async ({ page }) => {
    // The page's timers run on Playwright's clock, paused once the page is ready: the 2 seconds are counted
    // exactly, however busy the machine is.
    await page.clock.install()
    await page.goto('/project1')
    await waitForHydration(page)
    const box = page.getByRole('region', { name: 'Magic AI Prompt' })
    const button = box.getByRole('button', { name: 'Copy Magic AI Prompt' })
    const prompt = await box.locator('pre').textContent()
    expect(prompt).toContain('Hello, World!')

    await page.clock.pauseAt(Date.now() + 60_000)
    await button.click()
    await expect(box.getByRole('button', { name: 'Copied' })).toBeVisible()
    await expect(box.locator('svg.lucide-check')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toHaveCount(1)
    expect(await readClipboard(page)).toBe(prompt)

    await page.clock.runFor(1_990)
    await expect(box.getByRole('button', { name: 'Copied' })).toBeVisible()
    await page.clock.runFor(20)
    await expect(button).toBeVisible()
    await expect(box.locator('svg.lucide-copy')).toBeVisible()
    await expect(box.locator('svg.lucide-check')).toHaveCount(0)
  })

  test('copy a code block of the body as plain text', async ({ page }) => {
    await page.goto('/section6')
    await waitForHydration(page)
    const block = page.locator('#prose .code-block').first()
    const code = await block.locator('pre').textContent()
    expect(code).toBeTruthy()
    await block.getByRole('button', { name: 'Copy code' }).press('Enter')
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await readClipboard(page)).toBe(code)
  })

  test('a failed copy is logged and changes nothing', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
    })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/project1')
    await waitForHydration(page)
    const box = page.getByRole('region', { name: 'Magic AI Prompt' })
    await box.getByRole('button', { name: 'Copy Magic AI Prompt' }).click()
    await expect.poll(() => errors.join('\n')).toContain('Copy to clipboard failed')
    await expect(box.getByRole('button', { name: 'Copy Magic AI Prompt' })).toHaveAttribute('data-copied', 'false')
    await expect(box.locator('svg.lucide-check')).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(0)
  })
})

test.describe('tooltips', () => {
  // Tall enough to show the prompt box without scrolling (a scroll closes tooltips).
  test.use({ viewport: { width: 1280, height: 3000 } })

  /** Milliseconds from starting to hover to the tooltip showing (never less than the real delay). */
  async function hoverAndTime(page: Page, target: Locator) {
    const start = Date.now()
    await target.hover()
    await expect(page.getByRole('tooltip')).toBeVisible({ timeout: 3000 })
    return Date.now() - start
  }

  test('open above the button after a 700 ms hover and close on Escape and on leave', async ({ page }) => {
    await page.goto('/project1')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Copy Magic AI Prompt' })
    const openedAfter = await hoverAndTime(page, button)
    expect(openedAfter).toBeGreaterThanOrEqual(700)
    const tooltip = page.getByRole('tooltip')
    await expect(tooltip).toHaveText('Copy Magic AI Prompt')
    await expect(button).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) as string)
    const [tip, trigger] = [await tooltip.boundingBox(), await button.boundingBox()]
    expect(Math.abs((trigger?.y ?? 0) - ((tip?.y ?? 0) + (tip?.height ?? 0)) - 4)).toBeLessThanOrEqual(1)

    await page.keyboard.press('Escape')
    await expect(tooltip).toHaveCount(0)

    await page.mouse.move(0, 0)
    await button.hover()
    await expect(tooltip).toBeVisible()
    await page.mouse.move(0, 0)
    await expect(tooltip).toHaveCount(0)
  })

  test('a second tooltip opens at once within 300 ms of the first closing', async ({ page }) => {
    // The page's clock runs at its natural pace; runFor() below skips ahead instead of sleeping.
    await page.clock.install()
    // The prompt box and the first code block of /project1 are about 2500 px apart.
    await page.setViewportSize({ width: 1280, height: 6000 })
    await page.goto('/project1')
    await waitForHydration(page)
    const promptButton = page.getByRole('button', { name: 'Copy Magic AI Prompt' })
    const codeButton = page.locator('#prose .code-block .copy-button').first()
    await expect(codeButton).toBeInViewport()
    await hoverAndTime(page, promptButton)
    const target = await codeButton.boundingBox()
    // Straight from one button to the other: the first closes, the second opens without the 700 ms wait.
    const start = Date.now()
    await page.mouse.move((target?.x ?? 0) + 5, (target?.y ?? 0) + 5)
    await expect(codeButton).toHaveAttribute('aria-describedby', /.+/)
    // Measured from before the move, the full delay could not take less than 700 ms.
    expect(Date.now() - start).toBeLessThan(600)
    await expect(page.getByRole('tooltip')).toHaveText('Copy code')

    // Once the 300 ms have passed, the next tooltip waits the full delay again.
    await page.mouse.move(0, 0)
    await page.clock.runFor(400)
    expect(await hoverAndTime(page, promptButton)).toBeGreaterThanOrEqual(700)
  })

  test('open on keyboard focus, close on blur, on scroll and on click', async ({ page }) => {
    await page.goto('/project1')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Copy Magic AI Prompt' })
    await button.focus()
    await expect(page.getByRole('tooltip')).toBeVisible()
    await button.blur()
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await button.focus()
    await expect(page.getByRole('tooltip')).toBeVisible()
    await page.evaluate(() => window.scrollBy(0, 40))
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await button.blur()
    await button.focus()
    await expect(page.getByRole('tooltip')).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('tooltip')).toHaveCount(0)
  })
})

test.describe('scroll position on load', () => {
  /**
   * Opens `url` with the page's clock standing still, so a test decides when each reset is due whatever the
   * machine's load. Not waitForHydration: it turns the wheel, which ends the resets these tests are about.
   */
  async function openWithClockPaused(page: Page, url: string) {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.goto(url)
    await waitForPageScript(page)
  }

  test('a page starts at the top, even when it was scrolled during the first moments', async ({ page }) => {
    await page.goto('/section3')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.reload()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a shift of the page right after load (as late content does) is undone by the repeated resets', async ({ page }) => {
    // The page's clock stands still, so the shift lands between two resets whatever the machine's load.
    await openWithClockPaused(page, '/section4')
    await page.clock.runFor(120)
    await page.evaluate(() => window.scrollTo(0, 800))
    expect(await page.evaluate(() => window.scrollY)).toBe(800)
    await page.clock.runFor(400)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a click in the first moments, on a link within the page, ends the resets: the reader stays where it led', async ({ page }) => {
    await openWithClockPaused(page, '/section4')
    await page.clock.runFor(20)
    const outline = page.getByRole('navigation', { name: 'On this page' })
    const link = outline.getByRole('link').last()
    const name = (await link.textContent()) as string
    await link.click()
    await page.clock.runFor(600)
    await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  })

  test('a #fragment scrolls to its heading instead', async ({ page }) => {
    await page.clock.install()
    await page.goto('/section6#step-2-ask-for-a-plan-first')
    const heading = page.getByRole('heading', { name: 'Step 2: Ask for a plan first' })
    await expect(heading).toBeInViewport()
    // After the last reset (500 ms) the heading is still in view, below the sticky header.
    await page.clock.runFor(600)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    const box = await heading.boundingBox()
    const headerHeight = (await page.locator('.site-header').boundingBox())?.height ?? 0
    expect(box?.y).toBeGreaterThanOrEqual(headerHeight)
    expect(box?.y).toBeLessThan(headerHeight + 80)
  })
})

test(`every learning path page hydrates without errors, and on its visit: ${PAGE_CHECKS.map((check) => check.name).join('; ')}`, async ({
  page,
}) => {
  test.setTimeout(240_000)
  expect(unvisited(PAGE_CHECKS)).toEqual([])
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  for (const route of ROUTES) {
    // Each route as a first visit, as each of these checks had a browser of its own.
    await forgetEarlierRoutes(page)
    await page.goto(route.url)
    await page.waitForLoadState('networkidle')
    await runChecksOf(page, PAGE_CHECKS, route.url)
  }
  expect(errors).toEqual([])
})

test('lesson and project pages fit a phone screen @mobile', async ({ page }) => {
  for (const url of ['/guide', '/section5', '/section6', '/project3', '/featured-project5']) {
    await page.goto(url)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, url).toBeLessThanOrEqual(0)
  }
})
