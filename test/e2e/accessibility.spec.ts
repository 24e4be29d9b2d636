// axe-core finds no WCAG 2.1 A/AA violations on any page, after hydration and
// once every animation has finished (axe measures contrast as it is on screen).
// axe runs inside the page, so it cannot check the JavaScript-off rendering;
// that HTML is the same markup before hydration.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const ROUTES = [
  '/',
  '/landing',
  '/guide',
  '/section1',
  '/section5',
  '/section6',
  '/section12',
  '/section13',
  '/project1',
  '/project9',
  '/featured-project1',
  '/featured-project5',
  '/projects',
  '/projects?q=nothing-matches',
  '/tutorials',
  '/tutorials/your-first-repl',
  // A figure and an "If you get stuck" box.
  '/tutorials/debugging-with-ai',
  '/blog',
  '/blog?q=prompt',
  '/blog/10-prompts-that-turn-ideas-into-working-apps',
  '/success-stories',
  '/get-help',
  '/privacy',
  '/terms',
  '/no-such-page',
]

async function violations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}

for (const route of ROUTES) {
  test(`no axe violations on ${route}`, async ({ page }) => {
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
    expect(await violations(page)).toEqual([])
  })
}
