import type { Page } from '@playwright/test'
import axe from 'axe-core'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core's WCAG 2.0, 2.1 and 2.2 A/AA violations on the page as it is now
 * (or those of the `rules` named), one line each naming the rule and the elements.
 *
 * axe is run directly rather than through @axe-core/playwright's AxeBuilder:
 * the builder injects axe's 550 KB source again on every call and opens a
 * blank page to merge frame results, which made one check take 3-4 s on a
 * long lesson against about 1 s for axe itself. Here the source goes in once
 * per page load (a test that checks both themes pays for it once), and only
 * violations come back. The site's pages have no frames that need checking.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const options = rules
    ? { runOnly: { type: 'rule' as const, values: rules } }
    : {
        runOnly: { type: 'tag' as const, values: WCAG_TAGS },
        // Off by default in axe (experimental), and it catches names that differ from the visible label (WCAG 2.5.3).
        rules: { 'label-content-name-mismatch': { enabled: true } },
      }
  return page.evaluate(async (options) => {
    const { violations } = await window.axe.run(document, { ...options, resultTypes: ['violations'] })
    return violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
  }, options)
}

/** Resolves once no animation or transition is running: axe measures contrast as painted, not halfway through a fade. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
}

/**
 * The WCAG A/AA rules whose outcome depends on colours. The themes differ in
 * colours alone (light-dark() in renderer/styles/tokens.css), so every other
 * rule reads the same DOM, names and layout in both: in the dark theme only
 * these need running again. The other rules are a tenth to a half of a full
 * run's time, by page (docs/testing.md, "Playwright's processor time").
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * What the other rules read: the markup, and what a stylesheet could change
 * in it (each element's box, display, visibility, opacity and generated
 * content), hashed in the page (a long lesson has thousands of elements).
 */
function layoutFingerprint(): string {
  const lines = [document.documentElement.outerHTML]
  for (const element of document.querySelectorAll('*')) {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    lines.push(`${box.x},${box.y},${box.width},${box.height},${style.display},${style.visibility},${style.opacity},${style.content}`)
  }
  let hash = 0
  for (const line of lines) for (let index = 0; index < line.length; index++) hash = (Math.imul(hash, 31) + line.charCodeAt(index)) | 0
  return `${lines.length}:${hash}`
}

/**
 * axe's violations in the light and the dark theme, as the page is now: the
 * theme follows the system setting through CSS alone, so one page load serves
 * both. After each switch it waits for the colour transitions the switch
 * starts. Every rule runs in the light theme; in the dark one the colour
 * rules, unless the switch changed the layout (a stylesheet that does more
 * than colour), when every rule runs again. Every test that checks both
 * themes uses this one.
 */
export async function axeViolationsInBothThemes(page: Page): Promise<Record<'light' | 'dark', string[]>> {
  await page.emulateMedia({ colorScheme: 'light' })
  await waitForAnimations(page)
  const light = await page.evaluate(layoutFingerprint)
  const found = { light: await axeViolations(page), dark: [] as string[] }
  await page.emulateMedia({ colorScheme: 'dark' })
  await waitForAnimations(page)
  const sameLayout = (await page.evaluate(layoutFingerprint)) === light
  found.dark = await axeViolations(page, sameLayout ? COLOUR_RULES : undefined)
  return found
}

/** What axeViolationsInBothThemes finds on an accessible page. */
export const NO_VIOLATIONS = { light: [], dark: [] }

declare global {
  interface Window {
    axe: typeof axe
  }
}
