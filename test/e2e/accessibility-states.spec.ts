// Accessibility beyond a page as it loads: axe in the states a
// visitor opens (menu, toasts, answers, search results, empty lists, tooltip,
// form errors, dialogs), and no motion when those states open under reduced
// motion. The every-route checks (reflow at 320 px, target sizes, reduced
// motion on load) live in accessibility-beyond-axe.spec.ts.
import { expect, type Page, test } from '@playwright/test'
import { axeViolationsInBothThemes, NO_VIOLATIONS, waitForAnimations } from './axe.ts'
import { fillContactForm, uniqueMessage } from './contact-form.ts'
import { waitForHydration } from './hydration.ts'
import { motionLeft } from './page-checks.ts'

/** Opens a route and waits until it is hydrated and every entrance animation has ended. */
async function open(page: Page, route: string) {
  await page.goto(route)
  await waitForHydration(page)
  await waitForAnimations(page)
}

test.describe('axe in open states, light and dark', () => {
  // Two to six axe runs a test, each a few seconds on a busy machine.
  test.slow()
  // Each test opens its states one after another in one page load: each state is named in its assertion.
  test('the mobile menu open, then instant search results in it @mobile', async ({ page }) => {
    await open(page, '/guide')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.locator('#mobile-menu')).toBeVisible()
    expect(await axeViolationsInBothThemes(page), 'the menu open').toEqual(NO_VIOLATIONS)
    await page.locator('#search-mobile').fill('deplo')
    await expect(page.getByRole('listbox', { name: 'Quick search results' }).getByRole('option').first()).toBeVisible()
    expect(await axeViolationsInBothThemes(page), 'search results in the menu').toEqual(NO_VIOLATIONS)
  })

  test('instant search results open in the header', async ({ page }) => {
    await open(page, '/guide')
    await page.locator('#search-desktop').fill('deplo')
    await expect(page.getByRole('listbox', { name: 'Quick search results' }).getByRole('option').first()).toBeVisible()
    expect(await axeViolationsInBothThemes(page)).toEqual(NO_VIOLATIONS)
  })

  for (const tag of ['', ' @mobile']) {
    test(`every FAQ answer expanded and the contact form's errors shown, then a success and a failure toast${tag}`, async ({ page }) => {
      // Three states, each read by axe in both themes.
      test.setTimeout(180_000)
      await open(page, '/get-help')
      for (const question of await page.locator('.faq-item summary').all()) await question.click()
      await expect(page.locator('.faq-item:not([open])')).toHaveCount(0)
      // The browser's own check accepts this address; the server's rule does not, so the form shows its errors.
      await fillContactForm(page, uniqueMessage({ email: 'grace@example' }))
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true')
      expect(await axeViolationsInBothThemes(page), 'the answers and the errors').toEqual(NO_VIOLATIONS)

      // The server's answer is stubbed: these are about how the toasts look, not what is stored.
      for (const [status, title] of [
        [201, 'Message sent successfully!'],
        [500, 'Failed to send message'],
      ] as const) {
        await page.route('/api/contact', (route) => route.fulfill({ status, json: status === 201 ? { outcome: 'sent' } : {} }))
        await fillContactForm(page, uniqueMessage())
        await page.getByRole('button', { name: 'Send Message' }).click()
        await expect(page.locator('.toast')).toContainText(title)
        // A hovered toast stays (Radix pauses its 5 s), however long axe takes on a busy machine.
        await page.locator('.toast').hover()
        expect(await axeViolationsInBothThemes(page), title).toEqual(NO_VIOLATIONS)
        await expect(page.locator('.toast')).toBeVisible()
        await page.unroute('/api/contact')
      }
    })

    test(`lists filtered to nothing by typing${tag}`, async ({ page }) => {
      for (const route of ['/projects', '/tutorials', '/blog']) {
        await open(page, route)
        await page.locator('.filter-bar').getByRole('searchbox').fill('qwxzvbn')
        await expect(page.locator('.no-results')).toBeVisible()
        // Filling the box scrolls it into view, which can leave a link above it half under the sticky header, and axe's
        // target-size rule counts a half-covered link as too small. The state under test is the empty list, not that scroll.
        await page.evaluate(() => window.scrollTo(0, 0))
        expect(await axeViolationsInBothThemes(page), route).toEqual(NO_VIOLATIONS)
      }
    })

    test(`the reset-progress dialog open, the prompt builder with its prompt shown, then the copy button's tooltip open${tag}`, async ({
      page,
    }) => {
      // Three states, each read by axe in both themes.
      test.setTimeout(180_000)
      await page.addInitScript(() => localStorage.setItem('fztv-progress', JSON.stringify(['section1'])))
      await open(page, '/guide')
      await page.getByRole('button', { name: 'Reset progress' }).click()
      await expect(page.getByRole('dialog', { name: 'Reset your progress?' })).toBeVisible()
      expect(await axeViolationsInBothThemes(page), 'the dialog').toEqual(NO_VIOLATIONS)

      await open(page, '/section6')
      await page.getByRole('button', { name: 'Build my prompt' }).click()
      await expect(page.locator('.prompt-builder-result')).toBeFocused()
      expect(await axeViolationsInBothThemes(page), 'the built prompt').toEqual(NO_VIOLATIONS)

      await page.locator('.copy-button').first().focus()
      await expect(page.getByRole('tooltip')).toBeVisible()
      expect(await axeViolationsInBothThemes(page), 'the tooltip').toEqual(NO_VIOLATIONS)
    })
  }

  test("the contact form's errors rendered by the server, without JavaScript", async ({ page }) => {
    // No script runs: the form posts itself and the server answers with the errors in the page.
    await page.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()))
    await page.goto('/get-help')
    await fillContactForm(page, uniqueMessage({ email: 'grace@example' }))
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)js(\s|$)/)
    expect(await axeViolationsInBothThemes(page)).toEqual(NO_VIOLATIONS)
  })
})

// Reflow at 320 px, target sizes and reduced motion on every route are checked
// by accessibility-beyond-axe.spec.ts, in the same visits as its other checks.
test.describe('opened states without motion', () => {
  test('under reduced motion, opening the menu, a toast, an answer and a tooltip starts no motion @mobile', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, '/get-help')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.locator('#mobile-menu')).toBeVisible()
    expect(await page.evaluate(motionLeft)).toEqual([])
    await page.getByRole('button', { name: 'Close menu' }).click()

    await page.locator('.faq-item summary').first().click()
    expect(await page.evaluate(motionLeft)).toEqual([])

    await page.route('/api/contact', (route) => route.fulfill({ status: 201, json: { outcome: 'sent' } }))
    await fillContactForm(page, uniqueMessage())
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('.toast')).toBeVisible()
    expect(await page.evaluate(motionLeft)).toEqual([])

    await open(page, '/section6')
    await page.locator('.copy-button').first().focus()
    await expect(page.getByRole('tooltip')).toBeVisible()
    expect(await page.evaluate(motionLeft)).toEqual([])
  })
})

test.describe('the phone header', () => {
  for (const width of [320, 390]) {
    test(`at ${width} px: the brand on one line beside the menu button, the theme control in the menu, nothing moving on hydration @mobile`, async ({
      page,
    }) => {
      // Layout shifts in the header while the page loads and hydrates (what CLS counts).
      await page.addInitScript(() => {
        const shifts: number[] = []
        Object.assign(window, { headerShifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
            if (entry.sources.some(({ node }) => node && document.querySelector('header')?.contains(node))) shifts.push(entry.value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.setViewportSize({ width, height: 700 })
      await page.goto('/section1')
      await waitForHydration(page)
      expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes)).toContain('layout-shift')

      const brand = page.locator('.site-header .brand')
      const menuButton = page.getByRole('button', { name: 'Open menu' })
      const brandLines = await brand.locator('span').evaluate((name) => {
        const range = document.createRange()
        range.selectNodeContents(name)
        return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size
      })
      expect(brandLines).toBe(1)
      const brandBox = await brand.boundingBox()
      const buttonBox = await menuButton.boundingBox()
      expect((brandBox?.x ?? 0) + (brandBox?.width ?? 0)).toBeLessThanOrEqual(buttonBox?.x ?? 0)
      await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveCount(0)

      await menuButton.click()
      const theme = page.locator('#mobile-menu').getByRole('combobox', { name: 'Theme' })
      await expect(theme).toBeVisible()
      await theme.selectOption('dark')
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      expect(await page.evaluate(() => (window as unknown as { headerShifts: number[] }).headerShifts)).toEqual([])
    })
  }
})
