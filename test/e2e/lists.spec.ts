// The list pages (/tutorials, /projects, /blog), their reading pages and the
// blog's subscribe form in a browser, with JavaScript and without it.
import { expect, type Page, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { contentRoot } from '../../course/content-root.ts'
import { readCourseFiles } from '../../course/load.ts'
import { FEATURED_PROJECT_COUNT, LEARNING_PROJECT_COUNT, numbersTo } from '../helpers/course-size.ts'
import { FEATURED_PROJECTS, TUTORIALS as SPEC_TUTORIALS } from '../helpers/spec.ts'
import { e2eDatabaseFile } from './environment.ts'
import { waitForHydration } from './hydration.ts'

const TUTORIALS = SPEC_TUTORIALS.map((tutorial) => tutorial.title)
const PROJECTS = FEATURED_PROJECTS.map((project) => project.title)
// The posts as the content holds them (more than the spec's three, so every category has real articles), with what /blog searches.
const POST_FILES = readCourseFiles('blog', contentRoot).map(({ meta }) => meta)
const POSTS = POST_FILES.map((post) => post.title)

/** The titles of the posts whose title, excerpt or a tag contains the text (the spec's blog search). */
function postsMatching(text: string) {
  const needle = text.toLowerCase()
  return POST_FILES.filter((post) => [post.title, post.excerpt, ...post.tags].some((field) => field.toLowerCase().includes(needle))).map(
    (post) => post.title,
  )
}

/** The card titles a list shows, in order. */
function cardTitles(page: Page) {
  return page.locator('.list-grid:not(.learning-project-list) .list-card h3')
}

function levelButton(page: Page, level: string) {
  return page.locator('.level-choices').getByRole('button', { name: level, exact: true })
}

/** Marks the document, so a test can tell that no page load happened since. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes'
  })
}

async function expectSameDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes')
}

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

function storedSubscriber(email: string) {
  const db = new Database(e2eDatabaseFile, { readonly: true })
  try {
    return db.prepare('SELECT email FROM Subscriber WHERE email = ?').get(email) as { email: string } | undefined
  } finally {
    db.close()
  }
}

// Links and buttons below the fold are followed with Enter: the page puts itself
// back at the top a few times in its first 500 ms (spec), which can move a link
// between Playwright's scroll into view and its click.
test.describe('with JavaScript', () => {
  test('tutorials filter as you type, keep the URL in step and clear both filters', async ({ page }) => {
    await page.goto('/tutorials')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step-by-Step Tutorials')
    await expect(cardTitles(page)).toHaveText(TUTORIALS)
    await waitForHydration(page)
    await markDocument(page)

    const search = page.getByRole('searchbox', { name: 'Filter tutorials' })
    await search.pressSequentially('DEPLOY')
    await expect(cardTitles(page)).toHaveText(['Deploying Your App'])
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 1 tutorial matching "DEPLOY"')
    await expect(page).toHaveURL(/\/tutorials\?q=DEPLOY$/)

    await levelButton(page, 'Advanced').click()
    await expect(levelButton(page, 'Advanced')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('Showing 1 tutorial matching "DEPLOY" in Advanced')).toBeVisible()
    await expect(page).toHaveURL(/\/tutorials\?q=DEPLOY&level=Advanced$/)

    await levelButton(page, 'Beginner').click()
    await expect(cardTitles(page)).toHaveCount(0)
    await expect(page.getByText('No tutorials found matching your criteria.')).toBeVisible()
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(cardTitles(page)).toHaveText(TUTORIALS)
    await expect(search).toHaveValue('')
    await expect(search).toBeFocused()
    await expect(levelButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/\/tutorials$/)
    await expectSameDocument(page)
  })

  test("'All' restores the list after a level is chosen", async ({ page }) => {
    await page.goto('/tutorials')
    await waitForHydration(page)
    await levelButton(page, 'Intermediate').click()
    await expect(cardTitles(page)).toHaveText(['Building an RSVP Page', 'Debugging with AI'])
    await expect(page).toHaveURL(/\?level=Intermediate$/)
    await levelButton(page, 'All').click()
    await expect(cardTitles(page)).toHaveText(TUTORIALS)
    await expect(page).toHaveURL(/\/tutorials$/)
  })

  test('a shared URL opens the filtered view, and filtering goes on from there', async ({ page }) => {
    await page.goto('/tutorials?q=deploy&level=Advanced')
    await expect(cardTitles(page)).toHaveText(['Deploying Your App'])
    const search = page.getByRole('searchbox', { name: 'Filter tutorials' })
    await expect(search).toHaveValue('deploy')
    await expect(levelButton(page, 'Advanced')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('Showing 1 tutorial matching "deploy" in Advanced')).toBeVisible()

    await waitForHydration(page)
    await search.clear()
    await expect(cardTitles(page)).toHaveText(['Deploying Your App'], { timeout: 5000 })
    await expect(page.getByText('Showing 1 tutorial in Advanced')).toBeVisible()
    await expect(page).toHaveURL(/\/tutorials\?level=Advanced$/)
  })

  test('each tutorial card leads to its reading page, and previous/next walk the path', async ({ page }) => {
    await page.goto('/tutorials')
    await page.getByRole('link', { name: 'Your First Repl', exact: true }).first().press('Enter')
    await expect(page).toHaveURL(/\/tutorials\/your-first-repl$/)
    await expect(page).toHaveTitle(/Your First Repl/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your First Repl')
    await expect(page.locator('.lesson-header .badge-level-beginner')).toHaveText('Beginner')
    await expect(page.locator('#prose h2').first()).toBeVisible()

    const nav = page.getByRole('navigation', { name: 'More tutorials' })
    await expect(nav.getByRole('link', { name: 'Previous: All Tutorials' })).toHaveAttribute('href', '/tutorials')
    for (const title of TUTORIALS.slice(1)) {
      await nav.getByRole('link', { name: `Next: ${title}` }).press('Enter')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    }
    await expect(nav.getByRole('link', { name: 'Next: Featured Projects' })).toHaveAttribute('href', '/projects')
    await nav.getByRole('link', { name: 'Previous: Debugging with AI' }).press('Enter')
    await expect(page).toHaveURL(/\/tutorials\/debugging-with-ai$/)
  })

  test('the recommended path links to the four tutorials in order', async ({ page }) => {
    await page.goto('/tutorials')
    const steps = page.locator('.path-steps li a')
    await expect(steps).toHaveText(TUTORIALS)
    await steps.nth(3).press('Enter')
    await expect(page).toHaveURL(/\/tutorials\/deploying-your-app$/)
  })

  test('projects filter by text and difficulty, with links to the project pages', async ({ page }) => {
    await page.goto('/projects')
    await expect(page.getByText('5 Complete Projects • 10+ Hours of Learning')).toBeVisible()
    await expect(cardTitles(page)).toHaveText(PROJECTS)
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toHaveCount(0)
    await waitForHydration(page)
    await markDocument(page)

    await levelButton(page, 'Intermediate').click()
    await expect(cardTitles(page)).toHaveText(['Personal Dashboard', 'Task Manager', 'Recipe Finder'])
    await page.getByRole('searchbox', { name: 'Filter projects' }).fill('ingredient')
    await expect(cardTitles(page)).toHaveText(['Recipe Finder'])
    await expect(page).toHaveURL(/\/projects\?q=ingredient&level=Intermediate$/)
    await levelButton(page, 'Advanced').click()
    await expect(page.getByText('No projects found matching your criteria.')).toBeVisible()
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(cardTitles(page)).toHaveText(PROJECTS)
    await expectSameDocument(page)

    const card = page.locator('.list-card').filter({ hasText: 'Task Manager' })
    await expect(card.getByRole('link', { name: /^Start Project/ })).toHaveAttribute('href', '/featured-project3')
    await expect(card.getByText('2 hours')).toBeVisible()
    await card.getByRole('link', { name: /^View Details/ }).press('Enter')
    await expect(page).toHaveURL(/\/featured-project3$/)
  })

  test('/projects shows a beginner the free learning projects first; every card names its kind, plan and level, at 390 and 1280 px', async ({
    page,
  }) => {
    await page.goto('/projects')
    const learning = page.getByRole('region', { name: 'New to coding? Start with the learning projects' })
    const featured = page.getByRole('region', { name: 'Featured projects' })
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      const [learningTop, featuredTop] = await Promise.all([learning.boundingBox(), featured.boundingBox()])
      expect(learningTop?.y ?? Number.NaN, `${width}: learning projects first`).toBeLessThan(featuredTop?.y ?? Number.NaN)
      await expect(learning.locator('.card-kicker')).toHaveText(numbersTo(LEARNING_PROJECT_COUNT).map((n) => `Learning Project ${n}`))
      await expect(featured.locator('.card-kicker')).toHaveText(numbersTo(FEATURED_PROJECT_COUNT).map((n) => `Featured Project ${n}`))
      for (const card of await page.locator('.list-card').all()) {
        await expect(card.getByText(/^(Free plan|Paid plan)/)).toBeVisible()
        await expect(card.locator('.badge-tone, [class*="badge-level-"]')).toBeVisible()
      }
      await expect(learning.getByText(/^Free plan/)).toHaveCount(LEARNING_PROJECT_COUNT)
      await expect(learning.getByRole('link', { name: 'Start Learning Project 1' })).toHaveAttribute('href', '/project1')
      // The closing call to action sends a beginner to the free one too.
      await expect(page.getByRole('link', { name: 'Start Learning Project 1' }).last()).toHaveAttribute('href', '/project1')
      await expect(page.getByRole('link', { name: 'Go to Featured Project 1' })).toHaveAttribute('href', '/featured-project1')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    }
  })

  test('the blog hides its featured article while searching and shows all again', async ({ page }) => {
    await page.goto('/blog')
    const featured = page.locator('.featured-post')
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(POSTS[0] as string)
    await expect(page.getByRole('heading', { name: /^Latest Articles/ })).toHaveText(`Latest Articles ${POSTS.length}`)
    await expect(cardTitles(page)).toHaveText(POSTS)
    await waitForHydration(page)
    await markDocument(page)

    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await search.fill('web app')
    await expect(featured).toHaveCount(0)
    await expect(page.getByRole('heading', { name: /^Search Results/ })).toHaveText(`Search Results ${postsMatching('web app').length}`)
    await expect(cardTitles(page)).toHaveText(postsMatching('web app'))
    await expect(page).toHaveURL(/\/blog\?q=web\+app$/)

    await search.fill('prompting')
    await expect(cardTitles(page)).toHaveText(postsMatching('prompting'), { timeout: 5000 })

    await search.fill('blockchain')
    await expect(page.getByText('No articles found matching your search.')).toBeVisible()
    await page.getByRole('link', { name: 'Show All Articles' }).click()
    await expect(featured).toBeVisible()
    await expect(cardTitles(page)).toHaveText(POSTS)
    await expect(page).toHaveURL(/\/blog$/)
    await expectSameDocument(page)
  })

  test('blog posts have reading pages with byline and previous/next', async ({ page }) => {
    await page.goto('/blog')
    await page
      .locator('.list-grid')
      .getByRole('link', { name: POSTS[1] as string, exact: true })
      .press('Enter')
    await expect(page).toHaveURL(/\/blog\/how-to-fix-a-broken-replit-app-with-ai$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[1] as string)
    await expect(page.getByText('Priya Nair, From Zero to Vibe team')).toBeVisible()
    await expect(page.getByText('December 12, 2024')).toBeVisible()
    await expect(page.getByText('8 min read')).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'More articles' })
    await nav.getByRole('link', { name: `Next: ${POSTS[2]}` }).press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[2] as string)
    await expect(nav.getByRole('link', { name: `Next: ${POSTS[3]}` })).toBeVisible()
    await nav.getByRole('link', { name: `Previous: ${POSTS[1]}` }).press('Enter')
    await nav.getByRole('link', { name: `Previous: ${POSTS[0]}` }).press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[0] as string)
  })

  test('unknown reading pages answer 404 with a way back', async ({ page }) => {
    const tutorial = await page.goto('/tutorials/no-such-tutorial')
    expect(tutorial?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutorial Not Found')
    await page.getByRole('link', { name: 'Browse All Tutorials' }).press('Enter')
    await expect(page).toHaveURL(/\/tutorials$/)

    const post = await page.goto('/blog/no-such-post')
    expect(post?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found')
    await expect(page.locator('main').getByRole('link', { name: 'Back to the Blog' })).toHaveAttribute('href', '/blog')
  })

  test('subscribing shows the outcome in place: new, already subscribed, invalid', async ({ page }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    await markDocument(page)
    const form = page.locator('#stay-updated')
    const email = form.getByRole('textbox', { name: 'Email address' })
    const message = form.getByRole('status')
    const address = uniqueEmail('reader')

    await email.fill(`  ${address.toUpperCase()} `)
    await form.getByRole('button', { name: 'Subscribe' }).press('Enter')
    await expect(message).toHaveText(/You're subscribed!/)
    await expect(email).toHaveValue('')
    expect(storedSubscriber(address)?.email).toBe(address)

    await email.fill(address)
    await form.getByRole('button', { name: 'Subscribe' }).press('Enter')
    await expect(message).toHaveText(/already subscribed/)

    await email.fill('not-an-email')
    await form.getByRole('button', { name: 'Subscribe' }).press('Enter')
    await expect(message).toHaveText('Your email address must be a valid email address, like name@example.com')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveValue('not-an-email')
    await expect(page).toHaveURL(/\/blog$/)
    await expectSameDocument(page)
  })

  test.describe('whatever the server answers', () => {
    // page.route does not see requests from a page the service worker controls.
    test.use({ serviceWorkers: 'block' })

    test('any 2xx is a subscription (its words shown when it has them), a 500 is a failure', async ({ page }) => {
      await page.goto('/blog')
      await waitForHydration(page)
      const form = page.locator('#stay-updated')
      const email = form.getByRole('textbox', { name: 'Email address' })
      const message = form.getByRole('status')
      const subscribeWith = async (status: number, json: object) => {
        await page.unroute('/api/subscribe')
        await page.route('/api/subscribe', (route) => route.fulfill({ status, json }))
        await email.fill('reader@example.com')
        await form.getByRole('button', { name: 'Subscribe' }).press('Enter')
      }

      await subscribeWith(200, {})
      await expect(message).toHaveText(/You're subscribed!/)
      await expect(email).toHaveValue('')
      await subscribeWith(201, { outcome: 'ok', message: 'Welcome aboard: the first email comes on Monday.' })
      await expect(message).toHaveText('Welcome aboard: the first email comes on Monday.')
      await subscribeWith(500, { error: 'Internal Server Error' })
      await expect(message).toHaveText(/could not save your subscription/)
      await expect(email).toHaveValue('reader@example.com')
    })
  })

  test('the list and reading pages hydrate without errors', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    for (const url of [
      '/tutorials?q=deploy&level=Advanced',
      '/projects',
      '/blog?q=ai',
      '/tutorials/debugging-with-ai',
      '/blog/build-a-tip-calculator-web-app-step-by-step',
    ]) {
      await page.goto(url)
      await page.waitForLoadState('networkidle')
    }
    expect(errors).toEqual([])
  })

  // axe in both themes on these lists and reading pages, filtered to nothing and with a refused subscription, is in
  // accessibility.spec.ts (routes.ts ROUTES).

  test('tutorials filter on a phone @mobile', async ({ page }) => {
    await page.goto('/tutorials')
    await waitForHydration(page)
    await page.getByRole('searchbox', { name: 'Filter tutorials' }).fill('rsvp')
    await expect(cardTitles(page)).toHaveText(['Building an RSVP Page'])
    await levelButton(page, 'Advanced').tap()
    await expect(page.getByText('No tutorials found matching your criteria.')).toBeVisible()
    await page.getByRole('link', { name: 'Clear Filters' }).tap()
    await expect(cardTitles(page)).toHaveText(TUTORIALS)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the tutorials filter is a form: submitting it loads the filtered list from the server', async ({ page }) => {
    await page.goto('/tutorials')
    await expect(cardTitles(page)).toHaveText(TUTORIALS)
    await page.getByRole('searchbox', { name: 'Filter tutorials' }).fill('deploy')
    await levelButton(page, 'Advanced').click()
    await expect(page).toHaveURL(/\/tutorials\?q=deploy&level=Advanced$/)
    await expect(cardTitles(page)).toHaveText(['Deploying Your App'])
    await expect(page.getByText('Showing 1 tutorial matching "deploy" in Advanced')).toBeVisible()
    await expect(levelButton(page, 'Advanced')).toHaveAttribute('aria-pressed', 'true')

    // Enter submits with the Search button, which keeps the chosen level.
    const search = page.getByRole('searchbox', { name: 'Filter tutorials' })
    await search.fill('rsvp')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/tutorials\?q=rsvp&level=Advanced$/)
    await expect(page.getByText('No tutorials found matching your criteria.')).toBeVisible()
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/tutorials$/)
    await expect(cardTitles(page)).toHaveText(TUTORIALS)

    await search.fill('trace')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/tutorials\?q=trace&level=All$/)
    await expect(cardTitles(page)).toHaveText(['Debugging with AI'])
    await levelButton(page, 'Intermediate').click()
    await expect(page).toHaveURL(/\/tutorials\?q=trace&level=Intermediate$/)
    await expect(cardTitles(page)).toHaveText(['Debugging with AI'])
    await levelButton(page, 'All').click()
    await expect(page).toHaveURL(/\/tutorials\?q=trace&level=All$/)
    await expect(cardTitles(page)).toHaveText(['Debugging with AI'])
  })

  test('a shared tutorials URL shows the filtered list', async ({ page }) => {
    await page.goto('/tutorials?q=deploy&level=Advanced')
    await expect(cardTitles(page)).toHaveText(['Deploying Your App'])
    await expect(page.getByRole('searchbox', { name: 'Filter tutorials' })).toHaveValue('deploy')
  })

  test('the projects filter works as a form', async ({ page }) => {
    await page.goto('/projects')
    await levelButton(page, 'Intermediate').click()
    await expect(page).toHaveURL(/\/projects\?q=&level=Intermediate$/)
    await expect(cardTitles(page)).toHaveText(['Personal Dashboard', 'Task Manager', 'Recipe Finder'])
    await page.getByRole('searchbox', { name: 'Filter projects' }).fill('weather')
    await page.getByRole('searchbox', { name: 'Filter projects' }).press('Enter')
    await expect(cardTitles(page)).toHaveText(['Personal Dashboard'])
    await levelButton(page, 'Beginner').click()
    await expect(page.getByText('No projects found matching your criteria.')).toBeVisible()
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(cardTitles(page)).toHaveText(PROJECTS)
  })

  test('the blog search works as a form and Show All Articles resets it', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.locator('.featured-post')).toBeVisible()
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await search.fill('Debugging')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/blog\?q=Debugging$/)
    await expect(page.locator('.featured-post')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: /^Search Results/ })).toHaveText(`Search Results ${postsMatching('Debugging').length}`)
    await expect(cardTitles(page)).toHaveText(postsMatching('Debugging'))

    await search.fill('blockchain')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByText('No articles found matching your search.')).toBeVisible()
    await page.getByRole('link', { name: 'Show All Articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.locator('.featured-post')).toBeVisible()
    await expect(cardTitles(page)).toHaveText(POSTS)
  })

  test('reading pages are complete, with previous/next links', async ({ page }) => {
    await page.goto('/tutorials/building-an-rsvp-page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building an RSVP Page')
    await expect(page.locator('#prose h2').first()).toBeVisible()
    await page.getByRole('link', { name: 'Next: Debugging with AI' }).click()
    await expect(page).toHaveURL(/\/tutorials\/debugging-with-ai$/)

    await page.goto('/blog/10-prompts-that-turn-ideas-into-working-apps')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[0] as string)
    await expect(page.locator('#prose h2').first()).toBeVisible()
    await page.getByRole('link', { name: `Next: ${POSTS[1]}` }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[1] as string)
  })

  test('subscribing posts the form and comes back with the outcome: new, already subscribed, invalid', async ({ page }) => {
    const address = uniqueEmail('no-js-reader')
    const form = page.locator('#stay-updated')
    const email = form.getByRole('textbox', { name: 'Email address' })

    await page.goto('/blog')
    await email.fill(address)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(/\/blog\?subscribe=ok#stay-updated$/)
    await expect(form.getByRole('status')).toHaveText(/You're subscribed!/)
    expect(storedSubscriber(address)?.email).toBe(address)

    await email.fill(address.toUpperCase())
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(/\/blog\?subscribe=exists#stay-updated$/)
    await expect(form.getByRole('status')).toHaveText(/already subscribed/)

    await email.fill('not-an-email')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    // A refused address is answered with the blog itself, the address kept and the reason beside it.
    await expect(page).toHaveURL(/\/blog\/subscribe#stay-updated$/)
    await expect(form.getByRole('status')).toHaveText('Your email address must be a valid email address, like name@example.com')
    await expect(email).toHaveValue('not-an-email')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
  })
})
