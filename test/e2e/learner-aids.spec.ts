// What learners come back for: progress kept in the
// browser, the theme control, the table of contents and the prompt builder.
import { expect, type Page, test } from '@playwright/test'
import { EXAMPLE_ANSWERS, EXAMPLE_PROMPT } from '../helpers/clear-example.ts'
import { SECTION_TITLES } from '../helpers/spec.ts'
import { axeViolations } from './axe.ts'
import { layoutShifts, recordLayoutShifts } from './layout-shift.ts'
import { progressPanel } from './regions.ts'

/** The 'Mark as complete' toggle turns visible once the page runs its script (with stored progress, once it has read it). */
async function markCompleteButton(page: Page) {
  await expect(page.locator('html.js .mark-complete')).toBeVisible()
  return page.getByRole('button', { name: /^(Mark as complete|Completed)$/ })
}

/** Marks the current page complete with the keyboard (the button is below the fold). */
async function markComplete(page: Page) {
  const button = await markCompleteButton(page)
  await button.press('Enter')
  await expect(button).toHaveAttribute('aria-pressed', 'true')
}

test.describe('progress without an account', () => {
  test('marking, persistence across reload, the counts on /guide, home and section 5, and reset', async ({ page }) => {
    await page.goto('/section1')
    await markComplete(page)
    await expect(page.getByRole('status').filter({ hasText: 'Completed.' })).toBeVisible()
    await page.goto('/section2')
    await markComplete(page)
    await page.goto('/project2')
    await markComplete(page)

    await page.reload()
    await expect(await markCompleteButton(page)).toHaveAttribute('aria-pressed', 'true')

    await page.goto('/guide')
    const panel = progressPanel(page)
    await expect(panel.getByText('2 of 12 sections complete')).toBeVisible()
    await expect(panel.getByRole('progressbar', { name: 'Sections complete' })).toHaveAttribute('value', '2')
    const continueLink = panel.getByRole('link', { name: 'Continue with Section 3' })
    await expect(continueLink).toHaveAttribute('href', '/section3')
    for (const number of [1, 2, 3]) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `Section ${number}: ${SECTION_TITLES[number - 1]}` }) })
      if (number < 3) await expect(card.getByText('Completed')).toBeVisible()
      else await expect(card.getByText('Completed')).toBeHidden()
    }

    await page.goto('/')
    await expect(progressPanel(page).getByText('2 of 12 sections complete')).toBeVisible()
    await expect(page.locator('.card').filter({ hasText: SECTION_TITLES[0] }).getByText('Completed')).toBeVisible()
    await expect(page.locator('.card').filter({ hasText: SECTION_TITLES[2] }).getByText('Completed')).toBeHidden()

    await page.goto('/section5')
    const projects = page.getByRole('region', { name: 'The five learning projects' })
    await expect(projects.locator('.card').nth(1).getByText('Completed')).toBeVisible()
    await expect(projects.locator('.card').nth(0).getByText('Completed')).toBeHidden()

    // Reset asks first: Cancel keeps everything.
    await page.goto('/guide')
    const reset = progressPanel(page).getByRole('button', { name: 'Reset progress' })
    await reset.click()
    const dialog = page.getByRole('dialog', { name: 'Reset your progress?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Cancel' }).press('Enter')
    await expect(dialog).toBeHidden()
    await expect(progressPanel(page).getByText('2 of 12 sections complete')).toBeVisible()
    await reset.click()
    await dialog.getByRole('button', { name: 'Yes, reset progress' }).click()
    await expect(progressPanel(page).getByText('Mark sections complete as you go')).toBeVisible()
    await expect(progressPanel(page).getByRole('link', { name: 'Start here: Section 1' })).toBeVisible()
    await expect(reset).toBeHidden()
    await page.reload()
    await expect(progressPanel(page).getByText('Mark sections complete as you go')).toBeVisible()
    await page.goto('/project2')
    await expect(await markCompleteButton(page)).toHaveAttribute('aria-pressed', 'false')
  })

  // Registered twice: once for the desktop project, once (tagged @mobile) for the phone, where text wraps differently.
  for (const tag of ['', ' @mobile']) {
    test(`progress appears after hydration without moving anything (no layout shift)${tag}`, async ({ page }) => {
      await recordLayoutShifts(page)
      await page.addInitScript(() => {
        localStorage.setItem('fztv-progress', JSON.stringify(['section1', 'section2', 'section4', 'project1']))
      })
      for (const url of ['/guide', '/', '/section5', '/section3']) {
        await page.goto(url)
        await expect(page.locator('[data-complete="true"], html.js .mark-complete').first()).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect(await layoutShifts(page), url).toEqual([])
      }
    })
  }

  test('without JavaScript the panel offers the first section and no toggle shows', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/guide')
    await expect(progressPanel(page).getByRole('link', { name: 'Start here: Section 1' })).toHaveAttribute('href', '/section1')
    await page.goto('/section1')
    await expect(page.getByRole('button', { name: /^(Mark as complete|Completed)$/ })).toBeHidden()
    // One sentence where the toggle would be, not a blank gap.
    await expect(page.getByText('Marking lessons complete needs JavaScript, which is off in this browser.')).toBeVisible()
    await context.close()
  })
})

/** Records the body's background colour the moment the document is parsed, before any app code runs. */
async function recordBackgroundAtDomContentLoaded(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { backgroundAtLoad: getComputedStyle(document.body).backgroundColor })
    })
  })
}

const LIGHT_BACKGROUND = 'rgb(255, 255, 255)'
const DARK_BACKGROUND = 'rgb(11, 17, 32)'

/**
 * The theme control on screen: by role, so only the one shown counts (phones
 * have theirs in the menu), once it has read the stored choice (it is hidden until then).
 */
function themeControl(page: Page) {
  return page.getByRole('combobox', { name: 'Theme' })
}

test.describe('theme', () => {
  test('the header control is remembered and applied before first paint, with no flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await recordBackgroundAtDomContentLoaded(page)
    await page.goto('/section2')
    const control = themeControl(page)
    await expect(control).toBeVisible()
    await expect(control).toHaveValue('system')
    await control.selectOption('dark')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND)

    for (const url of ['/section2', '/guide']) {
      await page.goto(url)
      expect(await page.evaluate(() => (window as unknown as { backgroundAtLoad: string }).backgroundAtLoad), url).toBe(DARK_BACKGROUND)
      await expect(themeControl(page)).toHaveValue('dark')
    }

    await themeControl(page).selectOption('light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { backgroundAtLoad: string }).backgroundAtLoad)).toBe(LIGHT_BACKGROUND)

    await themeControl(page).selectOption('system')
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./)
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND)
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { backgroundAtLoad: string }).backgroundAtLoad)).toBe(DARK_BACKGROUND)
  })

  test('without JavaScript the page follows the system setting', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND)
    await context.close()
  })
})

test('no axe violations in the dark theme with the reset dialog open or an answer refused', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.addInitScript(() => localStorage.setItem('fztv-progress', JSON.stringify(['section1'])))
  await page.goto('/guide')
  await progressPanel(page).getByRole('button', { name: 'Reset progress' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.goto(`/project1?role=${'x'.repeat(301)}`)
  await expect(page.getByText('Role is too long')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test.describe('reading aids', () => {
  test('the table of contents links land on their headings; headings link to themselves', async ({ page }) => {
    await page.goto('/section3')
    await expect(page.locator('html.js .mark-complete')).toBeVisible()
    const toc = page.getByRole('navigation', { name: 'On this page' })
    await expect(toc.getByText(/\d+ min read/)).toBeVisible()
    const links = toc.locator('.toc-wide').getByRole('link')
    expect(await links.count()).toBeGreaterThan(3)
    const link = links.nth(3)
    const href = (await link.getAttribute('href')) as string
    await link.press('Enter')
    await expect(page).toHaveURL(`/section3${href}`)
    const heading = page.locator(href)
    await expect(heading).toBeInViewport()
    await expect(heading.getByRole('link')).toHaveAttribute('href', href)
    await expect(heading).toHaveText((await link.textContent()) as string)
  })

  test('a lesson prints alone: no header, menus or buttons, and links show their address', async ({ page }) => {
    await page.goto('/project2')
    await expect(page.locator('html.js .mark-complete')).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    for (const hidden of [
      '.site-header',
      '.site-footer',
      'nav.toc',
      'nav.prev-next',
      '.mark-complete',
      '.prompt-builder-form',
      '.copy-button',
    ]) {
      await expect(page.locator(hidden).first(), hidden).toBeHidden()
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#prose')).toBeVisible()
    const link = page.locator('#prose a[href]:not(.heading-link)').first()
    const href = await link.getAttribute('href')
    expect(await link.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(`" (${href})"`)
  })

  test('@mobile the table of contents folds on a phone and its links land on their headings', async ({ page }) => {
    await page.goto('/project3')
    await expect(page.locator('html.js .mark-complete')).toBeAttached()
    const toc = page.getByRole('navigation', { name: 'On this page' })
    const summary = toc.getByText('On this page', { exact: true }).first()
    const firstLink = toc.locator('.toc-compact').getByRole('link').first()
    await expect(firstLink).toBeHidden()
    await summary.click()
    await expect(firstLink).toBeVisible()
    const href = (await firstLink.getAttribute('href')) as string
    await firstLink.press('Enter')
    await expect(page.locator(href)).toBeInViewport()
  })
})

async function fillBuilder(page: Page) {
  const builder = page.getByRole('region', { name: 'Build your own prompt' })
  for (const [part, value] of Object.entries(EXAMPLE_ANSWERS))
    await builder.getByRole('textbox', { name: new RegExp(`^${part}`, 'i') }).fill(value)
  return builder
}

test.describe('prompt builder', () => {
  test('assembles the CLEAR prompt live from the answers and copies it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/project1')
    await expect(page.locator('html.js .mark-complete')).toBeAttached()
    const builder = page.getByRole('region', { name: 'Build your own prompt' })
    // Prefilled from the project's own CLEAR prompt, shown above it on this page.
    const ourPrompt = (await page.getByRole('region', { name: 'Magic AI Prompt' }).locator('pre').textContent()) ?? ''
    const ourContext = /^Context: (.*)$/m.exec(ourPrompt)?.[1]
    expect(ourContext).toBeTruthy()
    await expect(builder.getByRole('textbox', { name: /^Context/ })).toHaveValue(ourContext as string)
    await fillBuilder(page)
    const preview = builder.getByRole('region', { name: 'Your CLEAR prompt' }).locator('pre')
    await expect(preview).toHaveText(EXAMPLE_PROMPT)
    await builder.getByRole('button', { name: 'Copy Your CLEAR prompt' }).press('Enter')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EXAMPLE_PROMPT)
    await builder.getByRole('button', { name: 'Build my prompt' }).press('Enter')
    await expect(page).toHaveURL('/project1')
  })

  test('without JavaScript the form is sent and the server shows the prompt', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const url of ['/section6', '/featured-project2']) {
      await page.goto(url)
      const builder = await fillBuilder(page)
      await builder.getByRole('button', { name: 'Build my prompt' }).click()
      await expect(page).toHaveURL(new RegExp(`${url}\\?context=A\\+birthday.*#prompt-builder$`))
      await expect(page.getByRole('region', { name: 'Your CLEAR prompt' }).locator('pre')).toHaveText(EXAMPLE_PROMPT)
      await expect(page.getByRole('region', { name: 'Build your own prompt' }).getByRole('textbox', { name: /^Role/ })).toHaveValue(
        EXAMPLE_ANSWERS.role,
      )
    }
    await context.close()
  })
})
