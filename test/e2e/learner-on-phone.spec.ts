// A new learner on a 390 px phone, with and without JavaScript: finding the
// site's tools from the menu without losing the reading place, search that
// knows those tools, /projects that lists and searches what it shows, the
// knowledge check's summary, what /progress and /review do with the focus,
// the home card's Reset, the not-found page's ways on, and list links a
// finger can hit. Axe in both themes on each state these add.
import { type Browser, expect, type Page, test } from '@playwright/test'
import { axeViolationsInBothThemes } from './axe.ts'
import { waitForHydration } from './hydration.ts'

const PHONE = { width: 390, height: 844 }
const TOOLS = ['Unstuck: fix an error', 'Playground', 'Your Progress', 'Review Questions', 'Get Help']
const COURSE = ['Home', 'Guide', 'Tutorials', 'Blog', 'Projects']

/** A page at 390 px with JavaScript on or off. */
async function phonePage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled })
  return context.newPage()
}

/**
 * axe in both themes on a page as a browser without JavaScript shows it. axe
 * cannot run where JavaScript is off, so the page loads with the site's own
 * scripts refused instead: no island starts and <html> never gets its `js`
 * class, so every no-JavaScript fallback shows (the words chosen by the
 * `scripting` media feature excepted). `prepare` brings it to the state.
 */
async function axeWithoutSiteScripts(browser: Browser, url: string, prepare?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: PHONE })
  await context.route(/\/assets\/.+\.js$/, (route) => route.abort())
  const page = await context.newPage()
  await page.goto(url)
  await prepare?.(page)
  const found = await axeViolationsInBothThemes(page)
  await context.close()
  return found
}

/** Presses what lies at the centre of `selector` as a finger would: unlike locator.click, it scrolls nothing first. */
async function tapAt(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox()
  if (!box) throw new Error(`${selector} is not shown`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** Scrolls a long lesson halfway down, once its own scroll resets at load are over, and says where it is. */
async function readHalfway(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(2000)
  return page.evaluate(() => Math.round(window.scrollY))
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

function question(page: Page, number: number) {
  return page.getByRole('group', { name: new RegExp(`^Question ${number}\\. `) })
}

test.describe('the menu on a phone', () => {
  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript'
    test(`${mode}: the course's links and the learner's tools, opened and closed where the learner is reading`, async ({ browser }) => {
      test.setTimeout(120_000)
      const page = await phonePage(browser, javaScriptEnabled)
      await page.goto('/section1')
      if (javaScriptEnabled) await waitForHydration(page)
      const place = await readHalfway(page)
      const historyLength = await page.evaluate(() => history.length)
      const menu = page.locator('#mobile-menu')
      const toggle = javaScriptEnabled ? 'button.menu-button' : '.menu-fallback > summary'
      await expect(page.locator(toggle)).toHaveAccessibleName('Open menu')

      await tapAt(page, toggle)
      await expect(menu).toBeVisible()
      await expect(page.locator(toggle)).toHaveAccessibleName('Close menu')
      await expect(menu.getByRole('navigation', { name: 'Learn' }).getByRole('link')).toHaveText(COURSE)
      await expect(menu.getByRole('navigation', { name: 'Your tools' }).getByRole('link')).toHaveText(TOOLS)
      await expect(menu.getByRole('link', { name: 'Unstuck: fix an error' })).toHaveAttribute('href', '/stuck')
      // Every link of the open menu is on the screen: it lies over the page, under the header.
      for (const link of await menu.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 })
      expect(await scrollY(page), 'opening the menu keeps the place').toBe(place)
      expect(
        javaScriptEnabled
          ? await axeViolationsInBothThemes(page)
          : await axeWithoutSiteScripts(browser, '/section1', (blocked) => blocked.locator(toggle).click()),
      ).toEqual({ light: [], dark: [] })

      await tapAt(page, toggle)
      await expect(menu).toBeHidden()
      expect(await scrollY(page), 'closing it too').toBe(place)
      expect(await page.evaluate(() => history.length), 'and the Back button has no new steps').toBe(historyLength)
      await page.context().close()
    })
  }

  test('with JavaScript, a tap on the page below closes the menu and keeps the place', async ({ browser }) => {
    const page = await phonePage(browser, true)
    await page.goto('/section1')
    await waitForHydration(page)
    const place = await readHalfway(page)
    await tapAt(page, 'button.menu-button')
    await expect(page.locator('#mobile-menu')).toBeVisible()
    await page.mouse.click(PHONE.width / 2, PHONE.height - 20)
    await expect(page.locator('#mobile-menu')).toBeHidden()
    expect(await scrollY(page)).toBe(place)
    await page.context().close()
  })
})

test.describe('search knows the site’s tools', () => {
  const queries = [
    ['how do I fix an error', '/stuck', 'Unstuck: fix an error'],
    ['stuck', '/stuck', 'Unstuck: fix an error'],
    ['playground', '/playground', 'Playground'],
    ['progress', '/progress', 'Your Progress'],
  ] as const

  test('without JavaScript: the results page lists the tool first', async ({ browser }) => {
    test.setTimeout(90_000)
    const page = await phonePage(browser, false)
    for (const [query, tool, name] of queries) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`)
      const first = page.locator('.search-results > li').first()
      await expect(first.getByRole('link', { name }), query).toHaveAttribute('href', tool)
      await expect(first.locator('.search-result-type'), query).toHaveText('Site tool')
    }
    expect(await axeWithoutSiteScripts(browser, '/search?q=stuck')).toEqual({ light: [], dark: [] })
    await page.context().close()
  })

  test('with JavaScript: the menu’s search box offers the tool first', async ({ browser }) => {
    const page = await phonePage(browser, true)
    await page.goto('/')
    await waitForHydration(page)
    await tapAt(page, 'button.menu-button')
    const box = page.locator('#search-mobile')
    for (const [query, , name] of queries) {
      await box.fill(query)
      const first = page.getByRole('listbox', { name: 'Quick search results' }).getByRole('option').first()
      await expect(first.locator('.instant-result-title'), query).toHaveText(name)
      await expect(first.locator('.instant-result-detail'), query).toHaveText('Site tool')
    }
    await page.context().close()
  })
})

test.describe('/projects on a phone', () => {
  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript'
    test(`${mode}: badges for both kinds, one search over all ten, a placeholder that fits, and green that always means Beginner`, async ({
      browser,
    }) => {
      test.setTimeout(120_000)
      const page = await phonePage(browser, javaScriptEnabled)
      await page.goto('/projects')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Featured Projects')
      await expect(page.locator('.hero-badges li')).toHaveText([
        '5 Learning Projects to Start With',
        '5 Complete Projects • 10+ Hours of Learning',
      ])
      await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 10 projects')
      const search = page.getByRole('searchbox', { name: 'Filter projects' })
      // The placeholder is read whole: its text is no wider than the box leaves for it.
      const placeholder = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input)
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
        return { text: input.placeholder, fits: context.measureText(input.placeholder).width <= room }
      })
      expect(placeholder).toEqual({ text: 'Search projects', fits: true })
      // Level badges only, in the spec's colours: no effort badge in the same green.
      const badges = await page
        .locator('.list-card .list-card-top .badge')
        .evaluateAll((all) => all.map((badge) => `${badge.textContent} ${getComputedStyle(badge).color}`))
      expect(badges).toHaveLength(10)
      const colourOf = new Map<string, string>()
      for (const badge of badges) {
        const [level, colour] = [badge.split(' ')[0] as string, badge.slice(badge.indexOf(' ') + 1)]
        expect(['Beginner', 'Intermediate', 'Advanced']).toContain(level)
        expect(colourOf.get(level) ?? colour, `${level}: one colour`).toBe(colour)
        colourOf.set(level, colour)
      }
      expect(new Set(colourOf.values()).size, 'each level its own colour').toBe(colourOf.size)

      if (javaScriptEnabled) {
        await waitForHydration(page)
        await search.fill('calculator')
      } else {
        await search.fill('calculator')
        await search.press('Enter')
        await expect(page).toHaveURL(/\/projects\?q=calculator/)
      }
      await expect(page.locator('.list-card h3')).toHaveText(['Basic Calculator'])
      await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 1 project matching "calculator"')
      expect(
        javaScriptEnabled ? await axeViolationsInBothThemes(page) : await axeWithoutSiteScripts(browser, '/projects?q=calculator'),
      ).toEqual({ light: [], dark: [] })

      // A learner who starts a project here finds the way back to this list, not only to Section 5.
      await page.getByRole('link', { name: 'Start Learning Project 4' }).click()
      await expect(page).toHaveURL(/\/project4$/)
      await expect(page.locator('.back-links').getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/projects')
      await expect(page.getByRole('link', { name: 'Back to Section 5' })).toHaveCount(0)
      await page.context().close()
    })
  }
})

test.describe('the knowledge check on a phone', () => {
  test('with JavaScript: the summary links each question not right; a changed answer is said, never counted as unanswered', async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const page = await phonePage(browser, true)
    await page.goto('/section1')
    await waitForHydration(page)
    await question(page, 1).getByLabel('CSS, because size and color are about how the page looks.').check()
    await question(page, 2).getByLabel('A bigger browser window.').check()
    await question(page, 3)
      .getByLabel(/It says nothing exact/)
      .check()
    await question(page, 4)
      .getByLabel(/Passwords belong in Replit's Secrets tool/)
      .check()
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    const summary = page.locator('.check-summary')
    await expect(summary).toContainText('3 of 4 right. Not yet right: Question 2.')
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] })

    // The link leads to the question and its feedback.
    await summary.getByRole('link', { name: 'Question 2' }).click()
    await expect(page).toHaveURL(/#question-section1-guest-book-forgets-messages$/)
    await expect(question(page, 2).getByText(/^Not quite\./)).toBeInViewport()

    await question(page, 2).getByLabel('A server and a database to save each message.').check()
    await expect(summary).toContainText('3 of 4 right. Not yet right: Question 2.')
    await expect(summary).not.toContainText('not answered')
    await expect(page.locator('.check-summary-changed')).toHaveText(
      'Changed since you checked: question 2. Press Check again to see how you did.',
    )
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    await expect(summary).toContainText('4 of 4 right.')
    await expect(summary.getByRole('link')).toHaveCount(0)
    await expect(page.locator('.check-summary-changed')).toHaveCount(0)

    // Mark as complete no longer asks for the check it has; once marked, its line takes the hint's place.
    const hint = page.locator('.mark-complete-hint')
    await expect(hint).toHaveText('All 4 knowledge-check questions right: ready to mark it complete.')
    // Where a box is on the page, whatever the scroll.
    const placeOf = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const box = element.getBoundingClientRect()
        return { top: Math.round(box.top + window.scrollY), bottom: Math.round(box.bottom + window.scrollY) }
      })
    const before = await placeOf('.mark-complete button')
    await page.getByRole('button', { name: 'Mark as complete' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Completed\./ })).toBeVisible()
    await expect(hint).toBeHidden()
    const [status, completed] = [await placeOf('.mark-complete-status'), await placeOf('.mark-complete button')]
    expect(completed.top, 'the button stays put').toBe(before.top)
    expect(completed.top - status.bottom, 'the status sits right above it, no blank line between').toBeLessThanOrEqual(16)
    expect(completed.top - status.bottom).toBeGreaterThanOrEqual(0)
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] })
    await page.context().close()
  })

  test('without JavaScript: the same links in the summary, and words that say where the answers go', async ({ browser }) => {
    test.setTimeout(120_000)
    const page = await phonePage(browser, false)
    await page.goto('/section1')
    await expect(page.locator('.knowledge-check-intro')).toContainText(
      'With JavaScript off, Check reloads this page with your answers in its address',
    )
    await expect(page.getByText('Your results stay in this browser.')).toBeHidden()
    await question(page, 1).getByLabel('HTML, because the title is written in HTML.').check()
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    const summary = page.locator('.check-summary')
    await expect(summary).toContainText('0 of 4 right. Not yet right: Question 1. Not answered: Question 2, Question 3, Question 4.')
    const graded = page.url()
    await summary.getByRole('link', { name: 'Question 3' }).click()
    await expect(question(page, 3)).toBeInViewport()
    expect(await axeWithoutSiteScripts(browser, graded)).toEqual({ light: [], dark: [] })
    // The home and guide progress cards promise nothing that needs JavaScript.
    for (const route of ['/', '/guide']) {
      await page.goto(route)
      const panel = page.getByRole('region', { name: 'Your progress' })
      await expect(panel, route).toContainText('With JavaScript off, this browser cannot keep your progress; every lesson still works.')
      await expect(panel.getByText('Mark sections complete as you go'), route).toBeHidden()
    }
    await page.context().close()
  })
})

/** Section 1 complete, its first question answered right just now and the other three wrong two days ago: three due today. */
async function withSomeProgress(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('fztv-learning')) return
    const then = Date.now() - 2 * 24 * 60 * 60 * 1000
    localStorage.setItem('fztv-progress', JSON.stringify(['section1']))
    localStorage.setItem(
      'fztv-checks',
      JSON.stringify({
        'section1/which-language-for-the-title': { right: true, at: Date.now() },
        'section1/guest-book-forgets-messages': { right: false, at: then },
        'section1/vague-app-prompt': { right: false, at: then },
        'section1/ai-asks-for-a-password': { right: false, at: then },
      }),
    )
  })
}

test.describe('the home progress card on a phone', () => {
  test('with JavaScript: no blank row under Start here; Reset small beside the heading, and its Yes a warning, not the way forward', async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const page = await phonePage(browser, true)
    await page.goto('/')
    await waitForHydration(page)
    const panel = page.getByRole('region', { name: 'Your progress' })
    // A first visit: nothing to reset, and no room kept for it between Start here and the link below.
    const start = await panel.getByRole('link', { name: 'Start here: Section 1' }).boundingBox()
    const more = await panel.getByRole('link', { name: /^All your progress/ }).boundingBox()
    if (!start || !more) throw new Error('the progress card is not shown')
    expect(more.y - (start.y + start.height), 'the gap under Start here').toBeLessThanOrEqual(24)
    await expect(panel.getByRole('button', { name: 'Reset progress' })).toBeHidden()

    await page.evaluate(() => localStorage.setItem('fztv-progress', JSON.stringify(['section1'])))
    await page.reload()
    await waitForHydration(page)
    const reset = panel.getByRole('button', { name: 'Reset progress' })
    const next = panel.getByRole('link', { name: 'Continue with Section 2' })
    await expect(reset).toBeVisible()
    const [resetBox, nextBox] = [await reset.boundingBox(), await next.boundingBox()]
    if (!resetBox || !nextBox) throw new Error('Reset or Continue is not shown')
    expect(resetBox.height, 'Reset is smaller than Continue').toBeLessThan(nextBox.height)
    expect(resetBox.width * 2, 'and much narrower').toBeLessThan(nextBox.width)
    expect(resetBox.y + resetBox.height, 'it sits above Continue, by the heading').toBeLessThan(nextBox.y)

    await reset.click()
    const yes = page.getByRole('dialog').getByRole('button', { name: 'Yes, reset progress' })
    const colour = (locator: typeof next) => locator.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(await colour(yes), 'Yes is not coloured as the way forward').not.toBe(await colour(next))
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] })
    await page.context().close()
  })
})

test.describe('/progress and /review on a phone', () => {
  test('with JavaScript: Save to file says where the file went; Make a link takes the focus to the link and shows its code', async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true })
    const page = await context.newPage()
    await withSomeProgress(page)
    await page.goto('/progress')
    await waitForHydration(page)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Save to file' }).click()
    const fileName = (await download).suggestedFilename()
    await expect(page.locator('.progress-saved')).toHaveText(
      `Saved as ${fileName}, in your downloads. Load it here, or in another browser, to bring your progress back.`,
    )

    await page.getByRole('button', { name: 'Make a link' }).click()
    const label = page.locator('.progress-link-label')
    await expect(label).toBeFocused()
    await expect(label).toHaveText('Your link is ready. Copy it to your other device, or scan the QR code below with it:')
    await expect(page.getByRole('img', { name: /^QR code of the link above/ })).toBeInViewport({ ratio: 1 })
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] })
    await context.close()
  })

  test('with JavaScript: after Next questions the focus is on the heading over them, not by the button at the bottom', async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const page = await phonePage(browser, true)
    await withSomeProgress(page)
    await page.goto('/review')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: '3 questions due today' })).toBeVisible()
    await question(page, 1).getByLabel('A server and a database to save each message.').check()
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    await page.getByRole('button', { name: 'Next questions' }).click()
    const heading = page.locator('.review-area h2').first()
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] })
    await page.context().close()
  })

  test('without JavaScript: /progress says what still works and where to go; /playground shows no boxes it cannot run', async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const page = await phonePage(browser, false)
    await page.goto('/progress')
    const fallback = page.locator('.progress-fallback')
    await expect(fallback).toContainText('Without JavaScript you can still read every lesson and project')
    await expect(fallback.getByRole('link', { name: 'Go to the guide' })).toHaveAttribute('href', '/guide')
    await expect(fallback.getByRole('link', { name: 'Unstuck: fix an error' })).toHaveAttribute('href', '/stuck')
    expect(await axeWithoutSiteScripts(browser, '/progress')).toEqual({ light: [], dark: [] })

    await page.goto('/playground')
    await expect(page.getByText('Running an app here needs JavaScript, which is off in this browser.')).toBeVisible()
    await expect(page.locator('main textarea, main input[type="file"]').filter({ visible: true })).toHaveCount(0)
    await page.context().close()
  })
})

test.describe('a lost learner on a phone', () => {
  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript'
    test(`${mode}: the 404 page keeps the spec's words and offers search, the guide and Get Help`, async ({ browser }) => {
      test.setTimeout(90_000)
      const page = await phonePage(browser, javaScriptEnabled)
      const response = await page.goto('/no-such-lesson')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
      const main = page.locator('main')
      await expect(main.getByRole('link', { name: 'Go to the guide' })).toHaveAttribute('href', '/guide')
      await expect(main.getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', '/get-help')
      // The search box keeps the container's margin: nothing touches the phone's edge.
      const box = await main.getByRole('searchbox', { name: 'Search the course' }).boundingBox()
      expect(box?.x).toBeGreaterThanOrEqual(16)
      expect(javaScriptEnabled ? await axeViolationsInBothThemes(page) : await axeWithoutSiteScripts(browser, '/no-such-lesson')).toEqual({
        light: [],
        dark: [],
      })
      await main.getByRole('searchbox', { name: 'Search the course' }).fill('deploy')
      await main.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/search\?q=deploy$/)
      await expect(page.locator('.search-results > li').first()).toBeVisible()
      await page.context().close()
    })
  }

  test('the Get Help subject placeholder is read whole at 390 px', async ({ browser }) => {
    const page = await phonePage(browser, false)
    await page.goto('/get-help')
    const fits = await page.getByLabel(/^Subject/).evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      return context.measureText(input.placeholder).width <= input.clientWidth - Number.parseFloat(style.paddingLeft) * 2
    })
    expect(fits).toBe(true)
    await page.context().close()
  })
})

test('a link that is the whole of its list item is at least 24 px tall, at 390 px', async ({ browser }) => {
  const page = await phonePage(browser, false)
  // A lesson's sources and outline, a stuck box's problems, /review's sections without JavaScript, the landing footer.
  for (const route of ['/project3', '/section1', '/review', '/landing']) {
    await page.goto(route)
    const small = await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) details.open = true
      return [...document.querySelectorAll('li > a[href]')]
        .filter((link) => {
          const words = [...(link.parentElement?.childNodes ?? [])].filter((node) => node !== link && /\w/.test(node.textContent ?? ''))
          const box = link.getBoundingClientRect()
          return words.length === 0 && link.checkVisibility() && box.height > 0 && box.height < 24
        })
        .map((link) => `${link.textContent?.trim()} (${Math.round(link.getBoundingClientRect().height)} px)`)
    })
    expect(small, route).toEqual([])
  }
  await expect(page.locator('.landing-footer-links a').first()).toBeVisible()
  await page.context().close()
})
