// Offline reading: the service worker keeps each page a learner opened and
// shows it without signal, marked as an offline copy; it never keeps search
// results or API answers.
import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './axe.ts'

/** Resolves once the service worker controls the page and has saved `path`. */
async function waitUntilSaved(page: Page, path: string) {
  await expect
    .poll(() =>
      page.evaluate(async (path) => navigator.serviceWorker.controller !== null && (await caches.match(path)) !== undefined, path),
    )
    .toBe(true)
}

test('a lesson opened once reads again with the network cut, marked as an offline copy', async ({ page, context }) => {
  await page.goto('/section3')
  await waitUntilSaved(page, '/section3')
  await expect(page.locator('.offline-notice')).toHaveCount(0)
  // The page names only its entry script; the worker saved every built file the page loaded.
  const builtFiles = await page.evaluate(async () => {
    const paths = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)
    const files = paths.filter((path) => path.startsWith('/assets/'))
    const unsaved = []
    for (const file of files) if (!(await caches.match(file))) unsaved.push(file)
    return { count: files.length, unsaved }
  })
  expect(builtFiles.count).toBeGreaterThan(3)
  expect(builtFiles.unsaved).toEqual([])

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: /The Vibe Coder/ })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Offline copy' })).toContainText(
    'You are offline. This is a copy of the page saved on',
  )
  // The page's own styles came from the saved copy too: the header is laid out, not unstyled.
  await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky')
  // The shared check waits, as every other axe run does, until the lesson's waiting blocks are laid out (axe.ts).
  expect(await axeViolations(page)).toEqual([])

  await page.goto('/section11')
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await expect(page.getByRole('link', { name: '/section3' })).toBeVisible()
  await context.setOffline(false)
})

test('search results, filtered lists and API answers are never saved; a form post goes through to the server', async ({ page }) => {
  await page.goto('/tutorials')
  await waitUntilSaved(page, '/tutorials')
  await page.goto('/search?q=deploy')
  await page.goto('/tutorials?q=deploy')
  await page.evaluate(() => fetch('/api/search?q=deploy'))
  // Through the worker, which controls the page by now: the server's own refusal comes back, not a saved page or an offline one.
  const posted = await page.evaluate(async () => {
    const response = await fetch('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    return { status: response.status, controlled: navigator.serviceWorker.controller !== null }
  })
  expect(posted).toEqual({ status: 400, controlled: true })
  const saved = await page.evaluate(async () => {
    const names = await caches.keys()
    const urls = []
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url))
    return urls.map((url) => url.pathname + url.search)
  })
  expect(saved).toContain('/tutorials')
  expect(saved.filter((url) => url.startsWith('/search') || url.startsWith('/api/') || url.includes('?'))).toEqual([])
})

test('a new deploy replaces the saved copies with fresh ones', async ({ page, context }) => {
  await page.goto('/section4')
  await waitUntilSaved(page, '/section4')
  const cacheNames = () => page.evaluate(() => caches.keys())
  const savedAt = () => page.evaluate(async () => (await caches.match('/section4'))?.headers.get('x-offline-saved-at'))
  const [before] = await cacheNames()
  const savedBefore = await savedAt()

  // The next deploy: the same worker with another build version.
  const source = await (await page.request.get('/sw.js')).text()
  await context.route('**/sw.js?deploy=next', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: source.replace(/BUILD_VERSION = "[^"]+"/, 'BUILD_VERSION = "next-deploy"'),
    }),
  )
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?deploy=next'))
  await expect.poll(cacheNames).toEqual(['fztv-offline-next-deploy'])
  expect(before).not.toBe('fztv-offline-next-deploy')
  // The old copy was dropped and a fresh one saved in its place.
  expect(Date.parse((await savedAt()) ?? '')).toBeGreaterThan(Date.parse(savedBefore ?? ''))
})
