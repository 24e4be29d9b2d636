// axe-core finds no WCAG 2.0-2.2 A/AA violations in the light and dark themes,
// after hydration and once every animation has finished (axe measures contrast
// as it is on screen): at a desktop size on every kind of page and state
// (routes.ts ROUTES, and a sample of the Spanish pages). One page of every template (TEMPLATE_ROUTES, a part of
// ROUTES) gets the same two axe runs in accessibility-beyond-axe.spec.ts's visits of it, on a desktop and at 320 px
// (the states differ from their template in words, not in layout), page loads that spec makes anyway; this spec
// audits the rest of ROUTES and the Spanish sample on a desktop.
// axe runs inside the page, so it cannot check the JavaScript-off rendering;
// that HTML is the same markup before hydration.
//
// The routes are split in PARTS tests, so two workers share them, and
// each test visits its routes one after another in one tab: a new browser
// context for every route cost three times the page load itself
// (docs/testing.md). Each route starts as a first visit would, with no
// cookies and empty storage; each route is a step, its assertion soft, so
// every failing route is reported.
import { expect, type Page, test } from '@playwright/test'
import { axeViolationsInBothThemes, NO_VIOLATIONS } from './axe.ts'
import { forgetEarlierRoutes } from './first-visit.ts'
import { waitForHydration } from './hydration.ts'
import { ROUTES, SPANISH_SAMPLE_ROUTES, TEMPLATE_ROUTES } from './routes.ts'

/** Two axe runs per route: allow for a busy machine, as much a route as when each route was a test of its own. */
const ROUTE_TIMEOUT = 60_000
const PARTS = 4

/** Each theme's violations, from one page load once it is hydrated and laid out, in a tab that kept nothing from the route before. */
async function violationsInBothThemes(page: Page, route: string) {
  await forgetEarlierRoutes(page)
  await page.goto(route)
  await waitForHydration(page)
  return axeViolationsInBothThemes(page)
}

// The dark theme comes from the system setting (the header control stores the same choice).
// The templates' own pages are audited on a desktop in accessibility-beyond-axe.spec.ts's desktop visit.
const routes = [...ROUTES.filter((route) => !TEMPLATE_ROUTES.includes(route)), ...SPANISH_SAMPLE_ROUTES]
for (let index = 0; index < PARTS; index++) {
  const part = routes.filter((_, position) => position % PARTS === index)
  test(`no axe violations in the light and dark themes (routes ${index + 1} of ${PARTS})`, async ({ page }) => {
    test.setTimeout(ROUTE_TIMEOUT * part.length)
    for (const route of part)
      await test.step(route, async () => expect.soft(await violationsInBothThemes(page, route), route).toEqual(NO_VIOLATIONS))
  })
}
