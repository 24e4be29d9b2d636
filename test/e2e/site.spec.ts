import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { SECTION_COUNT } from '../helpers/course-size.ts'
import { e2eDatabaseFile } from './environment.ts'
import { waitForHydration } from './hydration.ts'
import { TEMPLATE_ROUTES } from './routes.ts'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the home page is complete and readable', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'From Zero to Vibe' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Start Learning/ })).toHaveAttribute('href', '/guide')
    await expect(page.getByRole('heading', { name: 'What is Vibe Coding?' })).toBeVisible()
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(6)
    await expect(
      page.getByRole('region', { name: `The ${SECTION_COUNT} Sections of the Guide` }).locator('a[href^="/section"]'),
    ).toHaveCount(SECTION_COUNT)
  })

  test('on a 390 px phone, a page of every template with the header opens its menu, with search and every link, and closes it', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 390, height: 844 })
    const problems: string[] = []
    // One page of every template (the header is the same component on each, and what could hide or cover it is a
    // template's layout and styles, not a page's words or a list's filter); /landing has no shared header.
    for (const route of TEMPLATE_ROUTES.filter((path) => path !== '/landing')) {
      await page.goto(route)
      const menuToggle = page.getByRole('banner').locator('summary')
      const menu = page.locator('#mobile-menu')
      if (!(await menuToggle.isVisible())) {
        problems.push(`${route}: no menu button`)
        continue
      }
      await menuToggle.click()
      const search = menu.getByRole('searchbox', { name: 'Search the course' })
      const links = menu.getByRole('navigation').getByRole('link')
      if (!(await search.isVisible()) || (await links.filter({ visible: true }).count()) < 10) problems.push(`${route}: menu not shown`)
      await menuToggle.click()
      if (await menu.isVisible()) problems.push(`${route}: menu does not close`)
    }
    expect(problems).toEqual([])
    // The search in the menu is a plain form: it works without JavaScript.
    await page.goto('/guide')
    await page.getByRole('banner').locator('summary').click()
    await page.locator('#search-mobile').fill('checkpoint')
    await page.locator('#search-mobile').press('Enter')
    await expect(page).toHaveURL(/\/search\?q=checkpoint$/)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
  })
})

test('the home page hydrates without errors', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})

test('the current section of the site is highlighted in the header', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main', exact: true })
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)

  await page.goto('/blog/some-post-that-does-not-exist')
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
})

test('unknown pages answer 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
})

test('the mobile menu opens and closes @mobile', async ({ page }) => {
  await page.goto('/')
  // The menu button works once the page is interactive (a busy machine can take a while).
  await waitForHydration(page)
  const menu = page.locator('#mobile-menu')
  const button = page.getByRole('button', { name: 'Open menu' })
  await expect(menu).toBeHidden()
  await button.click()
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Tutorials' })).toBeVisible()
  await expect(menu.getByPlaceholder('Search tutorials...')).toBeVisible()
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()

  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('a contact message posted from the page is stored', async ({ page }) => {
  await page.goto('/')
  const subject = `Browser test ${Date.now()}`
  const status = await page.evaluate(async (subject) => {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Grace',
        email: 'grace@example.com',
        subject,
        category: 'feedback',
        message: 'Lovely course!',
        urgency: 'low',
      }),
    })
    return { status: response.status, body: await response.json() }
  }, subject)
  expect(status.status).toBe(201)
  const db = new Database(e2eDatabaseFile, { readonly: true })
  try {
    const row = db.prepare('SELECT * FROM ContactMessage WHERE subject = ?').get(subject) as Record<string, unknown>
    // The body the product defines, without the form's token: stored, and put aside for review.
    expect(row).toMatchObject({ name: 'Grace', email: 'grace@example.com', subject, category: 'feedback', urgency: 'low' })
    expect(row).toMatchObject({ status: 'suspect', suspectReason: 'no form token' })
  } finally {
    db.close()
  }
})

test('the header fits on one line at every width, with the desktop bar from 72rem (1152 px)', async ({ page }) => {
  for (const width of [320, 768, 900, 1000, 1100, 1150, 1160, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/section1')
    const header = await page.evaluate(() => {
      const bar = document.querySelector('.site-header-bar') as HTMLElement
      const icon = document.querySelector('.brand svg') as SVGElement
      return {
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        barHeight: bar.getBoundingClientRect().height,
        iconWidth: icon.getBoundingClientRect().width,
      }
    })
    expect(header.pageOverflow, `${width} px: no sideways scrolling`).toBe(0)
    expect(header.iconWidth, `${width} px: the brand keeps its icon`).toBeGreaterThan(20)
    expect(header.barHeight, `${width} px: one row`).toBeLessThan(80)
    const desktop = page.getByRole('navigation', { name: 'Main', exact: true })
    if (width > 1152) await expect(desktop, `${width} px: desktop links`).toBeVisible()
    else await expect(page.getByRole('button', { name: 'Open menu' }), `${width} px: the menu button`).toBeVisible()
  }
})

test('nothing in the header moves when the items after it arrive (a slow phone paints a half-parsed page)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/section1')
  const positions = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.site-header-bar .brand, .site-header-bar .nav-link')].map((element) => {
        const box = element.getBoundingClientRect()
        return [Math.round(box.left), Math.round(box.top)]
      }),
    )
  const whole = await positions()
  // As the parser leaves it before the search box and theme control: they are later in the bar.
  await page.evaluate(() => {
    for (const later of document.querySelectorAll('.site-header-bar > .desktop-search, .site-header-bar > .theme-control')) later.remove()
  })
  expect(await positions()).toEqual(whole)
})
