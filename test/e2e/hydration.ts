import { expect, type Page } from '@playwright/test'

/**
 * Resolves once React has hydrated the page's islands: renderer/+client.ts adds
 * the `js` class to <html> once every island's root has run its effects (copy
 * buttons, the list filters' handlers; renderer/islands/hydrate-islands.tsx).
 * Works under a paused page.clock: the check polls from the test, not the page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // 15 s, not the default 5: on a busy 2-core machine a worker's first page can take that long to hydrate.
  await expect(page.locator('html')).toHaveClass(/(^|\s)js(\s|$)/, { timeout: 15_000 })
}
