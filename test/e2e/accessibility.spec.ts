// axe-core finds no WCAG 2.0-2.2 A/AA violations on any page, in the light and
// dark themes, at a phone and a desktop size, after hydration and once every
// animation has finished (axe measures contrast as it is on screen).
// axe runs inside the page, so it cannot check the JavaScript-off rendering;
// that HTML is the same markup before hydration.
import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { ROUTES } from './routes.ts'

async function expectNoViolations(page: Page, route: string, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme })
  await page.goto(route)
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  expect(await axeViolations(page)).toEqual([])
}

// Both themes: the dark one comes from the system setting (the header control stores the same choice).
for (const colorScheme of ['light', 'dark'] as const) {
  for (const route of ROUTES) {
    test(`no axe violations on ${route} in the ${colorScheme} theme`, ({ page }) => expectNoViolations(page, route, colorScheme))
    // The mobile project (Pixel 7) runs the tests tagged @mobile.
    test(`no axe violations on ${route} in the ${colorScheme} theme on a phone @mobile`, ({ page }) =>
      expectNoViolations(page, route, colorScheme))
  }
}
