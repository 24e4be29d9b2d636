// The first frame shows the top of the page whole. On a slow network or a
// slow phone Chromium paints what it has parsed so far, and a header painted
// in half (the brand without its name, the search box before the theme
// control that then pushes it across) moves when the rest arrives. The head
// asks for no frame before an empty mark that follows the top of the page
// (renderer/frame/first-paint-mark.tsx).
import { expect, type Page, test } from '@playwright/test'

/** The site's frame on a short page, on the home page and on a long lesson, and the landing page's frame of its own. */
const ROUTES = ['/', '/section6', '/privacy', '/landing']
const WIDTHS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
]

/** Lighthouse's slow 4G (150 ms round trips, 1.6 Mbps down) and its 4x slower CPU: where half-parsed frames are drawn. */
async function slowDown(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Network.enable')
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

interface FirstFrame {
  /** Whether the element the head expects was parsed when the first frame's callbacks ran (they run before it is drawn). */
  markParsed: boolean | null
  /** Whatever moved that stands before the mark: the top of the page. */
  topShifts: string[]
}

/** From before the first byte is parsed, on every page this `page` opens. */
async function watchFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: FirstFrame = { markParsed: null, topShifts: [] }
    Object.assign(window, { firstFrame: seen })
    const mark = () => {
      const href = document.querySelector('link[rel="expect"]')?.getAttribute('href') ?? ''
      return href.startsWith('#') ? document.getElementById(href.slice(1)) : null
    }
    requestAnimationFrame(() => {
      seen.markParsed = mark() !== null
    })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]) {
        for (const { node } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement
          const before = element && mark()?.compareDocumentPosition(element) === Node.DOCUMENT_POSITION_PRECEDING
          if (before) seen.topShifts.push(`${element.localName}.${element.className}`)
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Once the islands have hydrated: when the whole page had arrived, when its first content was painted, and when its entry script (named by the start script) began loading. */
async function scriptsAndPaints(page: Page) {
  await page.waitForFunction(() => document.documentElement.classList.contains('js'), undefined, { timeout: 30_000 })
  return page.evaluate(() => {
    const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry') ?? ''
    const script = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((resource) =>
      resource.name.endsWith(entry),
    )
    return {
      pageArrived: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      loadEvent: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      scriptStart: script?.startTime,
    }
  })
}

for (const route of ROUTES) {
  test(`${route}: the first frame shows the top of the page whole, on a slow network and phone`, async ({ page }) => {
    test.setTimeout(90_000)
    await slowDown(page)
    await watchFirstFrame(page)
    for (const { name, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height })
      await page.goto(route, { waitUntil: 'load' })
      const expected = page.locator('head link[rel="expect"]')
      await expect(expected, 'the head names the mark').toHaveCount(1)
      await expect(expected).toHaveAttribute('blocking', 'render')
      const mark = page.locator(`${await expected.getAttribute('href')}`)
      await expect(mark, 'the mark is on the page, empty and hidden').toHaveCount(1)
      expect(await mark.evaluate((element) => element.childNodes.length === 0 && element.hasAttribute('hidden'))).toBe(true)
      // It follows the top of the page: the site's header, or the landing page's hero.
      expect(
        await mark.evaluate((element) => {
          const before = element.previousElementSibling
          return before !== null && (before.matches('.landing-hero') || before.querySelector(':scope > .site-header') !== null)
        }),
        'the mark follows the header or the hero',
      ).toBe(true)
      await page.waitForTimeout(500)
      const seen = await page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame)
      expect(seen.markParsed, `${name}: the first frame came after the top of the page was parsed`).toBe(true)
      expect(seen.topShifts, `${name}: nothing at the top of the page moved`).toEqual([])
      // The page names no script file: its start script fetches the entry once the whole page has arrived and its
      // first content is painted, or a second after load when the browser reports no paint (server/page-delivery/start-scripts.ts).
      // That order holds however busy the machine is; how soon the largest paint comes is a timing, which npm run bench
      // measures with Lighthouse.
      const { pageArrived, firstContentfulPaint, loadEvent, scriptStart } = await scriptsAndPaints(page)
      expect(scriptStart, `${name}: the entry script loaded`).toBeDefined()
      expect(scriptStart ?? 0, `${name}: no script was fetched before the whole page arrived`).toBeGreaterThanOrEqual(pageArrived)
      expect(firstContentfulPaint, `${name}: the first content was painted`).toBeDefined()
      expect(scriptStart ?? 0, `${name}: no script was fetched before the first content was painted`).toBeGreaterThanOrEqual(
        Math.min(firstContentfulPaint ?? Number.POSITIVE_INFINITY, loadEvent + 1000),
      )
    }
  })
}
