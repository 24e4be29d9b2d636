// What a learner sees on a 390 px phone (and at 1280 px), in both themes:
// text that wraps stays whole and inside its box, and nothing is cut off.
// One visit per page, every check of that page in it.
import { expect, type Page, test } from '@playwright/test'
import { waitForHydration } from './hydration.ts'

/** Whether every element `selector` finds is drawn on one line (each of its line boxes at most 1.6 of its font size high). */
function onOneLine(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((element) =>
          [...element.getClientRects()].some((rect) => rect.height > 1.6 * Number.parseFloat(getComputedStyle(element).fontSize)),
        )
        .map((element) => element.textContent?.trim()),
    )
}

for (const width of [390, 1280])
  for (const colorScheme of ['light', 'dark'] as const)
    test(`at ${width} px, ${colorScheme}: questions inside their cards, code words whole, the comparison table and the progress link fit, the footer's years`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme })

      await page.goto('/section3')
      // A question that wraps sits inside its card: the card's border does not run through its second line.
      const questions = await page.locator('.check-question').evaluateAll((cards) =>
        cards.map((card) => {
          const legend = card.querySelector('legend')?.getBoundingClientRect()
          return (legend?.top ?? 0) >= card.getBoundingClientRect().top + 1
        }),
      )
      expect(questions.length).toBeGreaterThan(2)
      expect(questions.every(Boolean), 'every question below the top border of its card').toBe(true)
      // An answer with inline code flows like text: no code word broken over two lines, no word split ("Rena / me").
      expect(await onOneLine(page, '.check-options code')).toEqual([])
      const option = page.locator('.check-options label').filter({ hasText: 'apiKey' })
      await expect(option).toContainText('Rename apiKey to something dull')
      expect(
        await option
          .locator('span')
          .first()
          .evaluate((text) => text.getClientRects().length),
      ).toBe(1)

      await page.goto('/')
      // The comparison's three columns fit the screen: nothing of it is hidden to the side.
      const table = await page.locator('.table-wrap').evaluate((wrap) => ({ scroll: wrap.scrollWidth, client: wrap.clientWidth }))
      expect(table.scroll).toBeLessThanOrEqual(table.client)
      // And no word in it is broken across lines ("Understandi / ng"): each word is narrower than its cell.
      const brokenWords = await page.locator('.comparison-table :is(th, td)').evaluateAll((cells) =>
        cells.flatMap((cell) => {
          const room =
            cell.clientWidth -
            Number.parseFloat(getComputedStyle(cell).paddingLeft) -
            Number.parseFloat(getComputedStyle(cell).paddingRight)
          const measure = document.createElement('span')
          measure.style.whiteSpace = 'nowrap'
          cell.append(measure)
          const broken = (cell.textContent ?? '').split(/\s+/).filter((word) => {
            measure.textContent = word
            return measure.getBoundingClientRect().width > room + 0.5
          })
          measure.remove()
          return broken
        }),
      )
      expect(brokenWords).toEqual([])
      // The copyright runs from the first year to the year of the build.
      await expect(page.getByRole('contentinfo')).toContainText(`© 2024–${new Date().getFullYear()} From Zero to Vibe`)

      await page.addInitScript(() => localStorage.setItem('fztv-progress', JSON.stringify(['section1'])))
      await page.goto('/guide')
      await waitForHydration(page)
      const resume = page.getByRole('link', { name: 'Continue with Section 2' })
      await expect(resume).toBeVisible()
      expect(await onOneLine(page, '.progress-panel-line')).toEqual([])
      await page.evaluate(() => localStorage.clear())
    })
