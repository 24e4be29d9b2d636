// The blog's categories in a browser: opening one from 'Browse by
// Category' lists exactly its posts and tutorials, the search narrows it, and
// the browser's filtering as you type agrees with the server's page, with
// JavaScript and without it. The expected lists come from the content files.
import { expect, type Page, test } from '@playwright/test'
import { contentRoot } from '../../course/content-root.ts'
import { readCourseFiles } from '../../course/load.ts'
import { type BlogCategory, blogCategoryLabels } from '../../lib/blog-categories.ts'
import { waitForHydration } from './hydration.ts'

const articles = [
  ...readCourseFiles('blog', contentRoot).map(({ meta }) => ({ ...meta, searched: [meta.title, meta.excerpt, ...meta.tags] })),
  ...readCourseFiles('tutorials', contentRoot).map(({ meta }) => ({ ...meta, searched: [meta.title, meta.description, ...meta.tags] })),
]

/** The card titles a category lists, posts first, narrowed by a search as the blog's search does (any case, title, excerpt, tags). */
function titlesOf(category: BlogCategory, query = ''): string[] {
  return articles
    .filter((article) => article.category === category)
    .filter((article) => article.searched.some((text) => text.toLowerCase().includes(query.toLowerCase())))
    .map((article) => article.title)
}

function cardTitles(page: Page) {
  return page.locator('.list-grid .list-card h3')
}

function categoryLink(page: Page, category: BlogCategory) {
  return page.locator('.category-list').getByRole('link', { name: new RegExp(`^${blogCategoryLabels[category]} \\d+ articles?$`) })
}

const DEBUGGING = titlesOf('debugging')
const counted = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`

test.describe('with JavaScript', () => {
  test('a category opens its list, the search narrows it as you type, and Show All Articles goes back', async ({ page }) => {
    await page.goto('/blog')
    await categoryLink(page, 'debugging').press('Enter')
    await expect(page).toHaveURL(/\/blog\?category=debugging$/)
    await expect(page.getByRole('heading', { name: /^Debugging:/ })).toHaveText(`Debugging: ${counted(DEBUGGING.length)}`)
    await expect(cardTitles(page)).toHaveText(DEBUGGING)
    await expect(page.locator('.featured-post')).toHaveCount(0)
    await expect(categoryLink(page, 'debugging')).toHaveAttribute('aria-current', 'true')

    await page.goto('/blog?category=tutorials')
    await waitForHydration(page)
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await search.fill('deploy')
    await expect(page).toHaveURL(/\/blog\?category=tutorials&q=deploy$/)
    const found = titlesOf('tutorials', 'deploy')
    await expect(page.getByRole('heading', { name: /^Search Results/ })).toHaveText(`Search Results in Tutorials ${found.length}`)
    await expect(cardTitles(page)).toHaveText(found)

    await search.fill('zzqqxx')
    await expect(page.getByText('No articles found matching your search.')).toBeVisible()
    await page.getByRole('link', { name: 'Show All Tutorials Articles' }).press('Enter')
    await expect(page).toHaveURL(/\/blog\?category=tutorials$/)
    await expect(cardTitles(page)).toHaveText(titlesOf('tutorials'))

    await page.getByRole('link', { name: 'Show All Articles', exact: true }).press('Enter')
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.locator('.featured-post')).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Latest Articles/ })).toBeVisible()
  })

  test('a category page hydrates without errors', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/blog?category=tutorials&q=app')
    await waitForHydration(page)
    await expect(cardTitles(page)).toHaveText(titlesOf('tutorials', 'app'))
    expect(errors).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a category is a link to its list, and the search form keeps the category', async ({ page }) => {
    await page.goto('/blog')
    await categoryLink(page, 'debugging').click()
    await expect(page).toHaveURL(/\/blog\?category=debugging$/)
    await expect(page.getByRole('heading', { name: /^Debugging:/ })).toHaveText(`Debugging: ${counted(DEBUGGING.length)}`)
    await expect(cardTitles(page)).toHaveText(DEBUGGING)
    await expect(page.locator('.featured-post')).toHaveCount(0)

    await page.goto('/blog?category=tutorials')
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await search.fill('deploy')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/blog\?category=tutorials&q=deploy$/)
    await expect(cardTitles(page)).toHaveText(titlesOf('tutorials', 'deploy'))

    await page.getByRole('link', { name: 'Show All Articles', exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.locator('.featured-post')).toBeVisible()
  })

  test('a category that does not exist says so, with a way back', async ({ page }) => {
    const response = await page.goto('/blog?category=no-such-category')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category Not Found')
    await page.getByRole('link', { name: 'Show All Articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })
})
