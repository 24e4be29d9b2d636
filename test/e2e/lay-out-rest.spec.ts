// A long lesson loads with only what shows laid out; the rest follows in
// small tasks after load (renderer/styles/prose.css,
// renderer/frame/lay-out-rest-of-page.ts). These check the three states a
// reader can meet: before load (blocks off screen wait), after it (nothing
// waits, as if nothing ever had), and a key pressed before then (everything is
// laid out before the focus moves). Without JavaScript, or when the page's
// script fails to load, nothing waits at all.
import { expect, type Page, type Route, test } from '@playwright/test'
import { waitForHydration } from './hydration.ts'
import { layoutShifts, recordLayoutShifts } from './layout-shift.ts'

const LONG_LESSON = '/section6'

/**
 * Every block that may wait on a long lesson: its text's blocks, then what
 * follows the text (the knowledge check, the links onward) and the footer.
 */
const BLOCKS = '.prose > *, .lesson-body:has(> .toc) > .prose ~ :not(.prose), body:has(.lesson-body > .toc) .site-footer'

/**
 * The lesson's blocks that still wait: those whose content the browser skips
 * (seen on a block's first element: the block itself keeps a box of its
 * estimated height), and those not yet given the class that ends the wait.
 */
function waitingBlocks(page: Page): Promise<{ skipped: number; notLaidOut: number; blocks: number }> {
  return page.evaluate((selector) => {
    const blocks = [...document.querySelectorAll(selector)]
    return {
      skipped: blocks.filter((block) => block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false).length,
      notLaidOut: blocks.filter((block) => !block.classList.contains('laid-out')).length,
      blocks: blocks.length,
    }
  }, BLOCKS)
}

/** Whether the footer's content is skipped (waits to be laid out). */
function footerWaits(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.querySelector('.site-footer')?.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false,
  )
}

/** The content-visibility of every block that may wait. */
function blockStyles(page: Page): Promise<string[]> {
  return page.$$eval(BLOCKS, (blocks) => blocks.map((block) => getComputedStyle(block).contentVisibility))
}

/**
 * Opens the long lesson with its load event held: an image added as the
 * document is parsed is answered only when the returned function is called.
 */
async function openWithLoadHeld(page: Page): Promise<() => Promise<void>> {
  let held: Route | undefined
  const requested = new Promise<void>((resolve) => {
    void page.route('**/held-image.svg', (route) => {
      held = route
      resolve()
    })
  })
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const image = new Image()
      image.src = '/held-image.svg'
      image.alt = ''
      document.body.append(image)
    })
  })
  await page.goto(LONG_LESSON, { waitUntil: 'domcontentloaded' })
  await requested
  await waitForHydration(page)
  return () => (held as Route).fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
}

test('before load, the blocks off screen wait; after it, every block is laid out in tasks of its own', async ({ page }) => {
  const release = await openWithLoadHeld(page)
  const before = await waitingBlocks(page)
  expect(before.blocks).toBeGreaterThan(30)
  expect(before.skipped, 'most of a long lesson is off screen and waits').toBeGreaterThan(before.blocks / 3)
  expect(await footerWaits(page), 'the footer, thousands of pixels down, waits too').toBe(true)
  expect(await page.locator('html').getAttribute('data-laid-out')).toBeNull()

  await release()
  // 15 s, as in hydration.ts: on a busy 2-core machine the slices after load can take longer than the default 5.
  await expect(page.locator('html')).toHaveAttribute('data-laid-out', '', { timeout: 15_000 })
  expect(await waitingBlocks(page)).toEqual({ skipped: 0, notLaidOut: 0, blocks: before.blocks })
  expect(await footerWaits(page)).toBe(false)
})

test('a key pressed before the rest is laid out lays it all out before the focus moves', async ({ page }) => {
  await openWithLoadHeld(page)
  expect((await waitingBlocks(page)).skipped).toBeGreaterThan(0)
  await page.keyboard.press('Tab')
  expect(await waitingBlocks(page)).toMatchObject({ skipped: 0, notLaidOut: 0 })
  await expect(page.locator('html')).toHaveAttribute('data-laid-out', '', { timeout: 15_000 })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('no block waits: nothing would lay it out', async ({ page }) => {
    await page.goto(LONG_LESSON)
    const styles = await blockStyles(page)
    expect(styles.length).toBeGreaterThan(30)
    expect(new Set(styles)).toEqual(new Set(['visible']))
  })
})

// The scripting media feature stays on here, as where a phone's request for the script fails.
test("when the page's script fails to load, no block waits: the start script lets the page be laid out whole", async ({ page }) => {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
  await page.goto(LONG_LESSON)
  await expect(page.locator('html')).not.toHaveClass(/lay-out-later/)
  const styles = await blockStyles(page)
  expect(styles.length).toBeGreaterThan(30)
  expect(new Set(styles)).toEqual(new Set(['visible']))
  expect(await footerWaits(page)).toBe(false)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } })
  for (const route of ['/glossary', LONG_LESSON, '/privacy']) {
    test(`${route}: nothing moves while it loads and its blocks are laid out (as Lighthouse counts it, every frame)`, async ({ page }) => {
      await recordLayoutShifts(page, { everyFrame: true })
      await page.goto(route)
      await expect(page.locator('html')).toHaveAttribute('data-laid-out', '', { timeout: 15_000 })
      expect(await layoutShifts(page)).toEqual([])
    })
  }
})
