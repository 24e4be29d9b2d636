// Only the interactive parts of a page hydrate, and only when
// needed. Each island is a React root of its own; lesson text, figures and
// static cards are plain HTML that React never touches
// (renderer/islands/island.tsx). An island hydrates on first use, or as the
// page loads when it shows something stored in the browser; what a visitor
// does before it has hydrated is kept (renderer/islands/start-islands.ts).
import { readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { SECTION_COUNT } from '../helpers/course-size.ts'
import { forgetEarlierRoutes } from './first-visit.ts'
import { hydrateByUse, waitForHydration } from './hydration.ts'

/** A page that has each island, so every island is seen working. */
const PAGE_WITH_ISLAND: Record<string, string> = {
  header: '/',
  'prompt-box': '/',
  'progress-panel': '/',
  'progress-mark': '/',
  'check-score': '/guide',
  'lesson-check-form': '/section1',
  'code-copy-button': '/section1',
  'prompt-builder-form': '/section6',
  'mark-complete': '/section1',
  'check-project': '/project3',
  'tutorial-list': '/tutorials',
  'project-list': '/projects',
  'blog-articles': '/blog',
  'subscribe-form': '/blog',
  'contact-form': '/get-help',
  'review-questions': '/review',
  'progress-transfer': '/progress',
  'stuck-finder': '/stuck',
  'landing-tracking': '/landing',
  'playground-runner': '/playground',
  'live-check-recorded': '/featured-project1',
}

/** Every `<name>.island.tsx` under renderer/ and pages/, by name. */
function islandFiles(): string[] {
  const root = join(import.meta.dirname, '..', '..')
  return ['renderer', 'pages']
    .flatMap((folder) => readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }))
    .filter((file) => file.endsWith('.island.tsx'))
    .map((file) => basename(file, '.island.tsx'))
    .sort()
}

/** In the page: which elements React hydrated as roots, and which elements carry React's fiber though outside every island. */
function reactFootprint() {
  const hasKey = (element: Element, prefix: string) => Object.keys(element).some((key) => key.startsWith(prefix))
  const nameOf = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(element.textContent ?? '').trim().slice(0, 30)}"`
  const all = [...document.querySelectorAll('*')]
  return {
    roots: all
      .filter((element) => hasKey(element, '__reactContainer'))
      .map((element) => element.getAttribute('data-island') ?? nameOf(element)),
    islands: [...document.querySelectorAll('vibe-island')].map((element) => element.getAttribute('data-island') ?? ''),
    outside: all.filter((element) => hasKey(element, '__reactFiber') && !element.closest('vibe-island')).map(nameOf),
  }
}

/** Loads the page and hydrates its islands by a first use, failing on any error or React warning on the way. */
async function openHydrated(page: Page, url: string): Promise<void> {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  await page.goto(url)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await hydrateByUse(page)
  expect(problems, `${url}: no errors or hydration warnings`).toEqual([])
}

test('every island file has a page in this test', () => {
  expect(islandFiles()).toEqual(Object.keys(PAGE_WITH_ISLAND).sort())
})

test('a long lesson runs no React until first use, then hydrates exactly its islands, never its text', async ({ page }) => {
  await page.goto('/section6')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const atLoad = await page.evaluate(reactFootprint)
  expect(atLoad.roots, 'a first visit hydrates nothing as it loads').toEqual([])
  // The modules are fetched once the page has loaded, so first use waits for no network.
  const modules = (await page.locator('script[data-modules]').getAttribute('data-modules'))?.split(' ') ?? []
  expect(modules.length).toBeGreaterThan(1)
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
  await expect.poll(fetched).toEqual(expect.arrayContaining(modules))
  expect((await page.evaluate(reactFootprint)).roots, 'fetched, not run').toEqual([])
  await hydrateByUse(page)
  const footprint = await page.evaluate(reactFootprint)
  // A copy button per code block of the lesson, however many it has.
  const codeBlocks = await page.locator('.code-block').count()
  expect(codeBlocks).toBeGreaterThan(1)
  expect(footprint.islands).toEqual([
    'header',
    ...Array(codeBlocks).fill('code-copy-button'),
    'lesson-check-form',
    'prompt-builder-form',
    'mark-complete',
  ])
  expect(footprint.roots, 'the hydrated roots are the islands').toEqual(footprint.islands)
  expect(footprint.outside, 'nothing outside the islands carries React').toEqual([])
  const paragraph = page.locator('#prose p').first()
  await expect(paragraph).toBeVisible()
  expect(
    await paragraph.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    'a lesson paragraph is plain HTML',
  ).toBe(false)
})

test('the landing-tracking island hydrates on /landing, without errors', async ({ page }) => {
  // The landing page's only island reports to an ad pixel, so it hydrates as the page loads when there is one.
  await page.addInitScript(() => Object.assign(window, { fbq: () => {} }))
  await openHydrated(page, '/landing')
  const footprint = await page.evaluate(reactFootprint)
  expect(footprint.islands).toContain('landing-tracking')
  expect(footprint.roots).toEqual(footprint.islands)
  expect(footprint.outside).toEqual([])
})

test('/progress shows the counts this browser keeps with no React: plain code fills them in, saving and moving wait for first use', async ({
  page,
}) => {
  await page.goto('/section1')
  await waitForHydration(page)
  await page.evaluate(() =>
    localStorage.setItem('fztv-learning', JSON.stringify({ version: 3, lessons: ['section1', 'section2'], answers: {} })),
  )
  await page.goto('/progress')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const counts = page.locator('.progress-counts dd')
  await expect(counts.first()).toHaveText(/^2 of \d+$/)
  await expect(counts.nth(1)).toHaveText(/^0 of \d+$/)
  expect((await page.evaluate(reactFootprint)).roots, 'nothing hydrated as the page loaded').toEqual([])
  await hydrateByUse(page)
  expect((await page.evaluate(reactFootprint)).roots).toContain('progress-transfer')
  // The island's merge, reset or another tab: the counts follow the store.
  await page.evaluate(() => {
    localStorage.setItem('fztv-learning', JSON.stringify({ version: 3, lessons: ['section1'], answers: {} }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'fztv-learning' }))
  })
  await expect(counts.first()).toHaveText(/^1 of \d+$/)
})

test('islands share the progress: a reset in one island clears the marks of the others at once', async ({ page }) => {
  await openHydrated(page, '/section1')
  await page.getByRole('button', { name: /^(Mark as complete|Completed)$/ }).click()
  await expect(page.getByRole('button', { name: /^(Mark as complete|Completed)$/ })).toHaveAttribute('aria-pressed', 'true')
  await openHydrated(page, '/guide')
  const sectionOneMark = page.locator('vibe-island[data-island="progress-mark"] .progress-mark').first()
  await expect(sectionOneMark).toHaveAttribute('data-complete', 'true')
  await expect(page.locator('vibe-island[data-island="progress-panel"]')).toContainText(`1 of ${SECTION_COUNT} sections complete.`)
  await page.getByRole('button', { name: 'Reset progress' }).click()
  await page.getByRole('dialog').getByRole('button', { name: /reset/i }).click()
  await expect(sectionOneMark, "another island's mark follows the store").toHaveAttribute('data-complete', 'false')
})

test('an island adds no box: its parts are laid out as the page’s own children', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openHydrated(page, '/section6')
  const left = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => Math.round(element.getBoundingClientRect().left))
  const bodyLeft = await left('#prose')
  // The wide layout puts the contents in a second column; each island's part stays in the first, beside the text.
  for (const part of ['.knowledge-check', '.prompt-builder', '.mark-complete']) expect(await left(part), part).toBe(bodyLeft)
  await openHydrated(page, '/')
  const mark = page.locator('.card vibe-island > .progress-mark').first()
  expect(await mark.evaluate((element) => getComputedStyle(element).position), 'a card’s progress mark sits in its corner').toBe('absolute')
})

/** The islands PAGE_WITH_ISLAND names on each page, the landing page's aside (it needs a pixel: its own test above). */
const ISLANDS_BY_PAGE = new Map<string, string[]>()
for (const [island, url] of Object.entries(PAGE_WITH_ISLAND))
  if (island !== 'landing-tracking') ISLANDS_BY_PAGE.set(url, [...(ISLANDS_BY_PAGE.get(url) ?? []), island])

// One tab visits every page in turn (a new browser context for each cost three times the page load itself,
// docs/testing.md), each as a first visit, with no cookies and empty storage; each page is a step whose
// assertions are soft and name it, so every failing page is reported.
test('each island hydrates on its page without errors, exactly as the islands, and first use changes nothing on screen', async ({
  page,
}) => {
  test.setTimeout(30_000 * ISLANDS_BY_PAGE.size)
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  // Two differences change nothing on screen: the contact form leaves checking to the browser until its
  // own script can check it (noValidate then), and a form's toasts get their (empty) region once hydrated.
  const html = () =>
    page.locator('vibe-island').evaluateAll((islands) =>
      islands.map((island) => {
        const copy = island.cloneNode(true) as Element
        for (const toasts of copy.querySelectorAll('.toast-viewport')) toasts.parentElement?.remove()
        return copy.innerHTML.replace(' novalidate=""', '')
      }),
    )
  for (const [url, islands] of ISLANDS_BY_PAGE) {
    await test.step(url, async () => {
      await forgetEarlierRoutes(page)
      problems.length = 0
      await page.goto(url)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      const served = await html()
      await hydrateByUse(page)
      await page.mouse.move(0, 0)
      expect.soft(await html(), `${url}: the islands' HTML after first use`).toEqual(served)
      const footprint = await page.evaluate(reactFootprint)
      for (const island of islands) expect.soft(footprint.islands, `${url}: the ${island} island`).toContain(island)
      expect.soft(footprint.roots, `${url}: the hydrated roots are the islands`).toEqual(footprint.islands)
      expect.soft(footprint.outside, `${url}: nothing outside the islands carries React`).toEqual([])
      expect.soft(problems, `${url}: no errors or hydration warnings`).toEqual([])
    })
  }
})

test('what a learner stored hydrates its islands as the page loads, and only those', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('fztv-progress', JSON.stringify(['section1'])))
  await page.goto('/section1')
  await waitForHydration(page)
  const hydrated = await page.locator('vibe-island[data-hydrated]').evaluateAll((islands) => islands.map((island) => island.dataset.island))
  expect(hydrated).toEqual(['mark-complete'])
  await expect(page.getByRole('button', { name: /^(Mark as complete|Completed)$/ })).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('vibe-island[data-island="progress-mark"][data-hydrated] [data-complete="true"]')).toHaveCount(1)
  await expect(page.locator('vibe-island[data-island="header"]')).not.toHaveAttribute('data-hydrated')
})

test('used while its stored islands still hydrate, each island hydrates once, and a click counts', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.addInitScript(() => localStorage.setItem('fztv-progress', JSON.stringify(['section2'])))
  await page.goto('/section1', { waitUntil: 'commit' })
  // At once, while the page loads: the header is used while the stored islands may still be hydrating.
  await page.locator('.site-header .brand').hover()
  const button = page.getByRole('button', { name: /^(Mark as complete|Completed)$/ })
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('vibe-island:not([data-hydrated])')).toHaveCount(0)
  expect(problems).toEqual([])
})

test.describe('what a visitor does before an island has hydrated is kept', () => {
  test('a click: the button does its work once', async ({ page }) => {
    await page.goto('/section1')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: /^(Mark as complete|Completed)$/ })
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('status').filter({ hasText: 'Completed.' })).toBeVisible()
  })

  test('typing: the island is told what was typed, as typed', async ({ page }) => {
    await page.goto('/section6')
    await waitForHydration(page)
    const builder = page.getByRole('region', { name: 'Build your own prompt' })
    const context = builder.getByRole('textbox', { name: /^context/i })
    await context.fill('a recipe site for my family')
    await context.press('End')
    await page.keyboard.type(', with photos')
    await expect(context).toHaveValue('a recipe site for my family, with photos')
    await expect(builder.locator('.prompt-builder-result')).toContainText('a recipe site for my family, with photos')
  })

  test('the keyboard: Tab to a control and press it', async ({ page }) => {
    await page.goto('/section1')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: /^(Mark as complete|Completed)$/ })
    await button.focus()
    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-pressed', 'false')
  })

  test('pointing: a copy button shows its tooltip', async ({ page }) => {
    await page.goto('/section1')
    await waitForHydration(page)
    await page.locator('.code-block .copy-button').first().hover()
    const tooltip = page.getByRole('tooltip')
    await expect(tooltip).toHaveText('Copy code')
    // Shown whole: each lesson block clips what it paints (prose.css), and the tooltip reaches above its code block.
    // Hit testing follows that clip, so the middle of each edge of the tooltip must find the tooltip there.
    const edgesShown = await tooltip.evaluate((element: HTMLElement) => {
      element.style.pointerEvents = 'auto'
      const box = element.getBoundingClientRect()
      const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 }
      const edges: [number, number][] = [
        [middle.x, box.top + 1],
        [box.right - 1, middle.y],
        [middle.x, box.bottom - 1],
        [box.left + 1, middle.y],
      ]
      return edges.map(([x, y]) => element.contains(document.elementFromPoint(x, y)))
    })
    expect(edgesShown, 'top, right, bottom and left edges shown').toEqual([true, true, true, true])
  })
})
