// Issue #23: only the interactive parts of a page hydrate. Each island is a
// React root of its own; lesson text, figures and static cards are plain HTML
// that React never touches (renderer/islands/island.tsx).
import { readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { waitForHydration } from './hydration.ts'

/** A page that has each island, so every island is seen working. */
const PAGE_WITH_ISLAND: Record<string, string> = {
  header: '/',
  'prompt-box': '/',
  'progress-panel': '/',
  'progress-mark': '/',
  'check-score': '/guide',
  'lesson-check-form': '/section1',
  'code-copy-buttons': '/section1',
  'prompt-builder-form': '/section6',
  'mark-complete': '/section1',
  'check-project': '/project3',
  'tutorial-list': '/tutorials',
  'project-list': '/projects',
  'blog-articles': '/blog',
  'subscribe-form': '/blog',
  'contact-form': '/get-help',
  'review-questions': '/review',
  'landing-tracking': '/landing',
  'playground-runner': '/playground',
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
    // A copy button is portalled into its code block's slot from the copy-buttons island.
    outside: all
      .filter((element) => hasKey(element, '__reactFiber') && !element.closest('vibe-island') && !element.closest('[data-copy-slot]'))
      .map(nameOf),
  }
}

/** Loads the page and waits until its islands have hydrated, failing on any error or React warning on the way. */
async function openHydrated(page: Page, url: string): Promise<void> {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  await page.goto(url)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(problems, `${url}: no errors or hydration warnings`).toEqual([])
}

test('every island file has a page in this test', () => {
  expect(islandFiles()).toEqual(Object.keys(PAGE_WITH_ISLAND).sort())
})

test('a long lesson hydrates exactly its islands, and its text is never hydrated', async ({ page }) => {
  await openHydrated(page, '/section6')
  const footprint = await page.evaluate(reactFootprint)
  expect(footprint.islands).toEqual(['header', 'lesson-check-form', 'code-copy-buttons', 'prompt-builder-form', 'mark-complete'])
  expect(footprint.roots, 'the hydrated roots are the islands').toEqual(footprint.islands)
  expect(footprint.outside, 'nothing outside the islands carries React').toEqual([])
  const paragraph = page.locator('#prose p').first()
  await expect(paragraph).toBeVisible()
  expect(
    await paragraph.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    'a lesson paragraph is plain HTML',
  ).toBe(false)
})

for (const [island, url] of Object.entries(PAGE_WITH_ISLAND)) {
  test(`the ${island} island hydrates on ${url}, without errors`, async ({ page }) => {
    await openHydrated(page, url)
    const footprint = await page.evaluate(reactFootprint)
    expect(footprint.islands).toContain(island)
    expect(footprint.roots).toEqual(footprint.islands)
    expect(footprint.outside).toEqual([])
  })
}

test('islands share the progress: a reset in one island clears the marks of the others at once', async ({ page }) => {
  await openHydrated(page, '/section1')
  await page.getByRole('button', { name: 'Mark as complete' }).click()
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveAttribute('aria-pressed', 'true')
  await openHydrated(page, '/guide')
  const sectionOneMark = page.locator('vibe-island[data-island="progress-mark"] .progress-mark').first()
  await expect(sectionOneMark).toHaveAttribute('data-complete', 'true')
  await expect(page.locator('vibe-island[data-island="progress-panel"]')).toContainText('1 of 12 sections complete.')
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
