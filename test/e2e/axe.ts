import type { Page } from '@playwright/test'
import axe from 'axe-core'
import { waitForLayOut } from './hydration.ts'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core's WCAG 2.0, 2.1 and 2.2 A/AA violations on the page as it is now,
 * one line each naming the rule and the elements.
 *
 * axe is run directly rather than through @axe-core/playwright's AxeBuilder:
 * the builder injects axe's 550 KB source again on every call and opens a
 * blank page to merge frame results, which made one check take 3-4 s on a
 * long lesson against about 1 s for axe itself. Here the source goes in once
 * per page load (a test that checks both themes pays for it once), and only
 * violations come back. The site's pages have no frames that need checking.
 */
export async function axeViolations(page: Page, { coloursOnly = false }: { coloursOnly?: boolean } = {}): Promise<string[]> {
  // On a page whose own script runs, blocks of a long page wait to be laid out after load, and axe would read a
  // waiting block's text as on the page's white. A page without JavaScript lays everything out at once.
  await waitForLayOut(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(
    async ({ tags, coloursOnly }) => {
      // axe's rules that read colours (its category cat.color: contrast, and links told apart from text by colour alone).
      const colourRules = window.axe
        .getRules(tags)
        .filter((rule) => rule.tags.includes('cat.color'))
        .map((rule) => rule.ruleId)
      const { violations } = await window.axe.run(document, {
        runOnly: coloursOnly ? { type: 'rule', values: colourRules } : { type: 'tag', values: tags },
        // Off by default in axe (experimental), and it catches names that differ from the visible label (WCAG 2.5.3).
        rules: { 'label-content-name-mismatch': { enabled: !coloursOnly } },
        resultTypes: ['violations'],
      })
      return violations.map(
        (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      )
    },
    { tags: WCAG_TAGS, coloursOnly },
  )
}

/** Resolves once no animation or transition is running: axe measures contrast as painted, not halfway through a fade. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
}

/**
 * axe's violations in the light and the dark theme, as the page is now: the
 * theme follows the system setting through CSS alone, so one page load serves
 * both. After each switch it waits for the colour transitions the switch
 * starts. Every test that checks both themes uses this one.
 *
 * The light theme gets every rule, the dark one axe's colour rules alone: the
 * themes differ in colours and nothing else (every rule that depends on the
 * theme sets colours only, and no script reads it:
 * test/conventions/themes-differ-in-colours.test.ts), so every other rule
 * reads the same page in both and finds the same. The colour rules are most
 * of axe's time on a page, the rest about a third of it.
 */
export async function axeViolationsInBothThemes(page: Page): Promise<Record<'light' | 'dark', string[]>> {
  const found = { light: [] as string[], dark: [] as string[] }
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await waitForAnimations(page)
    found[colorScheme] = await axeViolations(page, { coloursOnly: colorScheme === 'dark' })
  }
  return found
}

/** What axeViolationsInBothThemes finds on an accessible page. */
export const NO_VIOLATIONS = { light: [], dark: [] }

declare global {
  interface Window {
    axe: typeof axe
  }
}
