import type { Page } from '@playwright/test'

/**
 * Makes the tab a test already has look like a first visit before it opens
 * the next route: no cookies, empty storage. Tests that walk many routes in
 * one tab use it instead of a new browser context per route, which cost about
 * three times the page load itself (docs/testing.md).
 */
export async function forgetEarlierRoutes(page: Page): Promise<void> {
  await page.context().clearCookies()
  if (page.url().startsWith('http'))
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
}
