// axe-core finds no WCAG 2.0-2.2 A/AA violations in the light and dark themes,
// after hydration and once every animation has finished (axe measures contrast
// as it is on screen): at a desktop size on every kind of page and state
// (routes.ts ROUTES, and a sample of the Spanish pages), on a phone on one page of every template (TEMPLATE_ROUTES;
// the states differ from their template in words, not in layout).
// axe runs inside the page, so it cannot check the JavaScript-off rendering;
// that HTML is the same markup before hydration.
import { expect, type Page, test } from '@playwright/test'
import { axeViolationsInBothThemes, NO_VIOLATIONS } from './axe.ts'
import { waitForHydration } from './hydration.ts'
import { ROUTES, SPANISH_SAMPLE_ROUTES, TEMPLATE_ROUTES } from './routes.ts'

// Two axe runs per test: allow for a busy machine.
test.describe.configure({ timeout: 60_000 })

/** Each theme's violations, from one page load once it is hydrated. */
async function violationsInBothThemes(page: Page, route: string) {
  await page.goto(route)
  await waitForHydration(page)
  return axeViolationsInBothThemes(page)
}

// The dark theme comes from the system setting (the header control stores the same choice).
for (const route of [...ROUTES, ...SPANISH_SAMPLE_ROUTES])
  test(`no axe violations on ${route} in the light and dark themes`, async ({ page }) =>
    expect(await violationsInBothThemes(page, route)).toEqual(NO_VIOLATIONS))
// The mobile project (Pixel 7) runs the tests tagged @mobile.
for (const route of TEMPLATE_ROUTES)
  test(`no axe violations on ${route} in the light and dark themes on a phone @mobile`, async ({ page }) =>
    expect(await violationsInBothThemes(page, route)).toEqual(NO_VIOLATIONS))
