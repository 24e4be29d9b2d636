import { expect, type Page } from '@playwright/test'

/**
 * Resolves once the page's script has started its islands: renderer/+client.ts
 * adds the `js` class to <html> once the islands that show stored things (a
 * learner's progress, a chosen theme) have hydrated. The others hydrate on
 * first use, and what is done in them before then is kept and done again
 * (renderer/islands/start-islands.ts), so a test may use any control from here.
 * Works under a paused page.clock: the check polls from the test, not the page.
 *
 * Then it turns the mouse wheel by nothing, as a reader's first turn does, so
 * the page stops putting itself back at its start
 * (renderer/frame/scroll-to-top-on-load.ts). Without that, a reset that comes
 * late on a busy machine could undo Playwright's scroll to an element between
 * finding it and clicking it: the click then lands on whatever took its place
 * (CI failed so on a knowledge check's radio button, twice). Tests of those
 * resets use waitForPageScript instead.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForPageScript(page)
  await page.mouse.wheel(0, 0)
}

/** Resolves once html has the `js` class (see waitForHydration), and nothing more: the load-time scroll resets go on. */
export async function waitForPageScript(page: Page): Promise<void> {
  // 15 s, not the default 5: on a busy 2-core machine a worker's first page can take that long to hydrate.
  await expect(page.locator('html')).toHaveClass(/(^|\s)js(\s|$)/, { timeout: 15_000 })
}

/**
 * Hydrates every island of the page as a visitor's first use does, by
 * pointing at one, and resolves once each has hydrated (its element then
 * carries data-hydrated).
 */
export async function hydrateByUse(page: Page): Promise<void> {
  await waitForHydration(page)
  const waiting = page.locator('vibe-island:not([data-hydrated])')
  if ((await waiting.count()) === 0) return
  await waiting.locator(':visible').first().hover()
  await expect(page.locator('vibe-island:not([data-hydrated])')).toHaveCount(0, { timeout: 15_000 })
}

/**
 * Resolves once the page is laid out as a reader sees it: the blocks that
 * wait to be laid out after load (styles/prose.css; on a long lesson the
 * knowledge check, the links onward and the footer too) are laid out, and
 * renderer/frame/lay-out-rest-of-page.ts has set data-laid-out on <html>
 * (every page that runs its script does, waiting blocks or not). Until then
 * axe reads a waiting block's text as if on the page's white, and its
 * contrast as wrong. It waits for the load event: as long as hydration on a
 * busy machine. On a page whose script does not run nothing waits: without
 * JavaScript <html> never gets the lay-out-later class (lib/theme.ts), and
 * when the page's script fails to load the start script takes it away.
 */
export async function waitForLayOut(page: Page): Promise<void> {
  await expect(page.locator('html[data-laid-out], html:not(.lay-out-later)')).toHaveCount(1, { timeout: 15_000 })
}
