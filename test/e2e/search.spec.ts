// Site search in a browser: the header box, the /search results page (with
// and without JavaScript) and the instant results, used by keyboard only.
import { expect, type Page, test } from '@playwright/test'
import { axeViolationsInBothThemes, NO_VIOLATIONS } from './axe.ts'
import { waitForHydration } from './hydration.ts'

const results = (page: Page) => page.locator('.search-result')

test.describe('the /search results page', () => {
  test('a typo finds the right lesson, its words marked', async ({ page }) => {
    await page.goto('/search?q=promting')
    await expect(page.getByRole('heading', { level: 2, name: /results? for “promting”/ })).toBeVisible()
    const first = results(page).first()
    await expect(first.getByRole('link')).toHaveText('Advanced Prompting Techniques')
    await expect(first.getByRole('link')).toHaveAttribute('href', '/section6')
    await expect(first.locator('mark').first()).toHaveText('Prompting')
    await expect(first.locator('.search-result-type')).toHaveText('Guide section')
  })

  test('a prefix finds deployment, and a body-only word links to its heading', async ({ page }) => {
    await page.goto('/search?q=deplo')
    await expect(results(page).getByRole('link', { name: 'Deploying Your App', exact: true })).toBeVisible()
    await expect(results(page).locator('mark').first()).toHaveText(/^deploy/i)

    await page.goto('/search?q=HOST_PASSWORD')
    const link = results(page).first().getByRole('link')
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^\/featured-project1#[a-z0-9-]+$/)
    await link.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    const id = href?.split('#')[1] as string
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport()
  })

  test('no results: a helpful message with the guide and the tutorials', async ({ page }) => {
    await page.goto('/search?q=qwxzvbn')
    await expect(page.getByRole('heading', { level: 2, name: 'No results for “qwxzvbn”' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'the Complete Guide' })).toHaveAttribute('href', '/guide')
    await expect(page.getByRole('link', { name: 'the Step-by-Step Tutorials' })).toHaveAttribute('href', '/tutorials')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header box submits to the server-rendered results', async ({ page }) => {
    await page.goto('/guide')
    await page.locator('#search-desktop').fill('secrets')
    await page.locator('#search-desktop').press('Enter')
    await expect(page).toHaveURL(/\/search\?q=secrets$/)
    await expect(results(page).first()).toBeVisible()
    await expect(results(page).first().locator('mark').first()).toHaveText(/^secrets?$/i)
    await expect(page.getByRole('searchbox', { name: /Search every section/ })).toHaveValue('secrets')
  })
})

test.describe('the header box with JavaScript', () => {
  test('blank text does nothing; text opens the results page', async ({ page }) => {
    await page.goto('/guide')
    await waitForHydration(page)
    const box = page.locator('#search-desktop')
    await box.fill('   ')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/guide$/)
    await box.fill('deplo')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=deplo$/)
    await expect(results(page).first()).toBeVisible()
  })

  test('instant results by keyboard only: arrows choose, Escape closes, Enter opens', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    // The instant results (code and styles) load only once the box is used; their stylesheet's name says so.
    const instantResultsLoaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /instant-?results/i.test(entry.name)))
    expect(await instantResultsLoaded()).toBe(false)

    await page.keyboard.press('Tab') // skip link
    while (!(await page.locator('#search-desktop').evaluate((box) => box === document.activeElement))) await page.keyboard.press('Tab')
    const box = page.getByRole('combobox', { name: 'Search the course' })
    await page.keyboard.type('deplo')
    const list = page.getByRole('listbox', { name: 'Quick search results' })
    await expect(list).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('status').filter({ hasText: /results?\. Use the up and down arrows/ })).toBeAttached()
    expect(await instantResultsLoaded()).toBe(true)
    const options = list.getByRole('option')
    await expect(options.first()).toBeVisible()
    await expect(options.last()).toHaveText('All results for “deplo”')

    await page.keyboard.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) as string)
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    // The page with its results open, in both themes, through the one axe check every spec uses.
    expect(await axeViolationsInBothThemes(page)).toEqual(NO_VIOLATIONS)

    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toHaveValue('deplo')
    await expect(box, 'the focus stays in the box').toBeFocused()

    await page.keyboard.press('ArrowDown')
    await expect(list).toBeVisible()
    const firstTitle = (await options.first().locator('.instant-result-title').textContent()) as string
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle)
  })

  // On a Spanish page: the results, their list and what the live region says are in Spanish.
  test("the mobile menu box offers instant results too, in the page's language @mobile", async ({ page }) => {
    await page.goto('/es/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const box = page.locator('#search-mobile')
    // As a person would: type once the box shows. (Keys sent while the menu still hides it would go nowhere:
    // pressSequentially does not wait, and on a busy machine the held click may open the menu after them.)
    await expect(box).toBeVisible()
    await box.pressSequentially('secret')
    const list = page.getByRole('listbox', { name: 'Resultados rápidos de la búsqueda' })
    await expect(list.getByRole('option').first()).toBeVisible()
    await expect(list.getByRole('option').last()).toHaveText('Todos los resultados de «secret»')
    await expect(page.getByRole('status').filter({ hasText: /resultados?\. Usa las flechas/ })).toBeAttached()
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(page.locator('#mobile-menu'), 'Escape closes the results, not the menu').toBeVisible()
    await box.press('Enter')
    await expect(page).toHaveURL(/\/es\/search\?q=secret$/)
  })
})
