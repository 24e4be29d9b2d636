// What axe cannot see, and axe itself on the templates. The visits that need the browser's layout run on one
// page of every template (routes.ts TEMPLATE_ROUTES), two visits a route; the
// other pages of the site map and their states (EVERY_ROUTE) get the checks
// whose outcome depends on a page's own words, in one visit each. The
// structure of every page as the server sends it (one h1, headings in order,
// landmarks, link names, image alternatives) is checked without a browser in
// test/integration/page-structure.test.ts; the desktop visit below checks it
// again on the hydrated page, from Chromium's accessibility tree.
//
// On a 320 x 256 px phone (also 1280 x 1024 at 400% zoom), under
// prefers-reduced-motion: reduce:
// - axe in the light and dark themes (axe.ts), as accessibility.spec.ts runs it
//   on a desktop, first, on the page as it loaded, in a tab that kept nothing
//   from the route before. This is the site's phone layout: every width rule
//   in the CSS is a max-width of 30rem or more (480 px), so all of them apply
//   at 320 px as at any phone's width, and no script reads the pointer, the
//   touch screen or the user agent. (It ran in a visit of its own on a Pixel 7
//   before, 412 x 915 at 2.6 device pixels a CSS pixel: a page load more per
//   template, drawn at seven times the pixels.)
// - focus not obscured (2.4.11): Tab from the top of the page through up to
//   MAX_TAB_STOPS stops; at each, the focused element's centre is not under the
//   sticky header or a toast (elementFromPoint at its centre);
// - reflow (1.4.10): the page never scrolls sideways, and what scrolls inside
//   its own box (code, tables) is reachable by keyboard;
// - target size (2.5.8, see smallTargets in page-checks.ts);
// - reduced motion: no animation, transition or smooth scroll left;
// - text spacing (1.4.12): with the WCAG stylesheet applied, no text is
//   clipped by its box and no control's or badge's text spills out of it.
// Every other route, and the Spanish samples, get reflow, target size and text
// spacing at 320 px (a long word, a wide table or a long badge is in the words,
// not the template).
//
// On a 1280 x 720 desktop, under reduced motion:
// - axe in the light and dark themes, first, in a tab that kept nothing from the
//   route before: the desktop audit of these routes (accessibility.spec.ts audits
//   the others), made in this visit rather than in a page load of its own;
// - the structure a screen reader user navigates by (structure-checks.ts), on
//   the hydrated page;
// - target size again, reduced motion again (the CLEAR reveal included);
// - forced colours (Windows high contrast): controls, cards, prompt boxes and
//   badges keep borders, every focusable element draws an outline, icons paint
//   with currentColor (forcedColorsProblems);
// - 200% text (1.4.4): Chromium's own text size setting doubled (the default
//   font size 16 -> 32 px, monospace 13 -> 26 px, through the DevTools
//   protocol's Page.setFontSizes, as chrome://settings/fonts sets it): every
//   rem and em grows, media queries in rem included (the header switches to
//   its menu), as for a reader who set large text. Nothing overlaps and
//   nothing scrolls sideways.
//
// Target size, "inline in a sentence": WCAG 2.5.8 exempts a target whose size
// is set by the line height of the text around it. Here that means the target
// is laid out inline (display: inline, so it wraps with the words) and the
// block it flows in (the nearest ancestor that is not inline: a <p>, <li>,
// <td>, <dd>...) has words of its own outside any target. A link in a sentence
// or a list item's text run is exempt; a link that is the whole of its list
// item (a nav or table-of-contents entry), a button, a card link or anything
// laid out as a block or flex item is not, and must be 24 x 24 or spaced.
//
// The routes are split in PARTS tests per visit so two workers share them.
import { expect, type Page, test } from '@playwright/test'
import { axeViolationsInBothThemes } from './axe.ts'
import {
  applyStylesheet,
  clippedText,
  focusObscured,
  forcedColorsProblems,
  overlappingBoxes,
  TEXT_SPACING_CSS,
} from './beyond-axe-checks.ts'
import { forgetEarlierRoutes } from './first-visit.ts'
import { motionLeft, reflowProblems, smallTargets } from './page-checks.ts'
import { EVERY_ROUTE, SPANISH_SAMPLE_ROUTES, TEMPLATE_ROUTES } from './routes.ts'
import { structureProblems } from './structure-checks.ts'

// Each test visits six to fifteen routes, each visit a second or two (more on a busy machine).
test.describe.configure({ mode: 'parallel', timeout: 180_000 })

/** Tab stops looked at on one page: more than the longest lesson has before its footer. */
const MAX_TAB_STOPS = 150
const PARTS = 4
const inParts = (routes: string[]) => (index: number) => routes.filter((_, position) => position % PARTS === index)
const templatePart = inParts(TEMPLATE_ROUTES)
// Spanish words run longer than English: the Spanish samples get the checks that depend on a page's words.
const otherPart = inParts([...EVERY_ROUTE.filter((route) => !TEMPLATE_ROUTES.includes(route)), ...SPANISH_SAMPLE_ROUTES])

async function open(page: Page, route: string) {
  // Hydration is what the checks wait for, not every image's load event.
  await page.goto(route, { waitUntil: 'domcontentloaded' })
  // Longer than waitForHydration's 5 s: the first page a worker opens on a busy machine can take that long.
  await expect(page.locator('html')).toHaveClass(/(^|\s)js(\s|$)/, { timeout: 15_000 })
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  // The checks measure the page as a reader sees it. Until the lesson's blocks are laid out (styles/prose.css), one off
  // screen has an estimated height that its content overflows, and targets there would seem to overlap.
  // It waits for the load event (images included): as long on a busy machine as hydration.
  await expect(page.locator('html')).toHaveAttribute('data-laid-out', '', { timeout: 15_000 })
}

/** Presses Tab from the top of the page until the focus leaves it (or MAX_TAB_STOPS), returning each stop found obscured. */
async function obscuredFocusStops(page: Page): Promise<string[]> {
  const problems: string[] = []
  for (let stop = 0; stop < MAX_TAB_STOPS; stop++) {
    await page.keyboard.press('Tab')
    const { left, problem } = await page.evaluate(focusObscured)
    if (left) break
    if (problem) problems.push(problem)
  }
  return problems
}

for (let index = 0; index < PARTS; index++) {
  const routes = templatePart(index)
  test(`at 320 px (templates ${index + 1} of ${PARTS}): no axe violations in the light and dark themes, focus never under the header, no sideways scroll, 24 px targets, no motion, text spacing clips nothing`, async ({
    page,
  }) => {
    // Two axe runs a route besides the walk: as much more a route as accessibility.spec.ts allows for them.
    test.setTimeout(180_000 + 60_000 * routes.length)
    await page.setViewportSize({ width: 320, height: 256 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const problems: string[] = []
    for (const route of routes) {
      await forgetEarlierRoutes(page)
      await open(page, route)
      // axe first, on the page as it came; then back to the light theme the checks below were written for.
      const { light, dark } = await axeViolationsInBothThemes(page)
      await page.emulateMedia({ colorScheme: 'light' })
      const found = [...light.map((violation) => `axe (light): ${violation}`), ...dark.map((violation) => `axe (dark): ${violation}`)]
      found.push(...(await obscuredFocusStops(page)).map((problem) => `focus: ${problem}`))
      for (const check of [reflowProblems, smallTargets, motionLeft]) found.push(...(await page.evaluate(check)))
      await page.evaluate(applyStylesheet, TEXT_SPACING_CSS)
      found.push(...(await page.evaluate(clippedText)).map((problem) => `text spacing: ${problem}`))
      problems.push(...found.map((problem) => `${route}: ${problem}`))
    }
    expect(problems).toEqual([])
  })

  test(`on a desktop (templates ${index + 1} of ${PARTS}): no axe violations in the light and dark themes, one h1, headings in order, landmarks, link names, image alternatives, 24 px targets, no motion, forced colours keep borders, outlines and icons, 200% text overlaps nothing`, async ({
    page,
  }) => {
    // Two axe runs a route besides the checks: as much more a route as accessibility.spec.ts allows for them.
    test.setTimeout(180_000 + 60_000 * routes.length)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const devtools = await page.context().newCDPSession(page)
    const problems: string[] = []
    for (const route of routes) {
      await forgetEarlierRoutes(page)
      await open(page, route)
      // axe first, on the page as it came (accessibility.spec.ts audits every other route so); then the structure, in the
      // light theme: the checks below change the page's colours and text size.
      const { light, dark } = await axeViolationsInBothThemes(page)
      await page.emulateMedia({ colorScheme: 'light' })
      const found = [...light.map((violation) => `axe (light): ${violation}`), ...dark.map((violation) => `axe (dark): ${violation}`)]
      found.push(...(await structureProblems(page, devtools, route)).map((problem) => `structure: ${problem}`))
      for (const check of [smallTargets, motionLeft]) found.push(...(await page.evaluate(check)))
      // One real key press, so focus() from script then matches :focus-visible as a keyboard user's focus does.
      await page.keyboard.press('Tab')
      await page.emulateMedia({ forcedColors: 'active' })
      found.push(...(await page.evaluate(forcedColorsProblems)).map((problem) => `forced colours: ${problem}`))
      await page.emulateMedia({ forcedColors: 'none' })
      await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
      for (const check of [overlappingBoxes, reflowProblems])
        found.push(...(await page.evaluate(check)).map((problem) => `200% text: ${problem}`))
      problems.push(...found.map((problem) => `${route}: ${problem}`))
      await devtools.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } })
    }
    expect(problems).toEqual([])
  })

  const others = otherPart(index)
  test(`at 320 px, every other page (${index + 1} of ${PARTS}): no sideways scroll, 24 px targets, text spacing clips nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const problems: string[] = []
    for (const route of others) {
      await open(page, route)
      const found: string[] = []
      for (const check of [reflowProblems, smallTargets]) found.push(...(await page.evaluate(check)))
      await page.evaluate(applyStylesheet, TEXT_SPACING_CSS)
      found.push(...(await page.evaluate(clippedText)).map((problem) => `text spacing: ${problem}`))
      problems.push(...found.map((problem) => `${route}: ${problem}`))
    }
    expect(problems).toEqual([])
  })
}

for (const [size, viewport] of [
  ['a phone', { width: 320, height: 568 }],
  ['a desktop', { width: 1280, height: 720 }],
] as const) {
  test(`on ${size}, Tab after sending the contact form never lands under the toast`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, '/get-help')
    await page.route('/api/contact', (route) => route.fulfill({ status: 201, json: { outcome: 'sent' } }))
    await page.getByLabel('Full Name').fill('Grace Hopper')
    await page.getByLabel('Email Address').fill('grace@example.com')
    await page.getByLabel('Category').selectOption('technical')
    await page.getByLabel('Subject').fill('Project 2 greeting card')
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('The button does nothing when I press it.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('.toast')).toBeVisible()
    // The toast closes itself after 5 s; a pointer resting on it holds it (Radix pauses) for the whole walk.
    await page.locator('.toast').hover()
    await page.getByRole('button', { name: 'Send Message' }).focus()
    const problems: string[] = []
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab')
      const { problem } = await page.evaluate(focusObscured)
      if (problem) problems.push(problem)
    }
    await expect(page.locator('.toast')).toBeVisible()
    expect(problems).toEqual([])
  })
}

// The project checker opens only with JavaScript, so the routes above see it closed. The same checks look at the page
// with the checker opened and a report of failures on it in project-checker.spec.ts (panelBeyondAxe), after a run that
// spec makes anyway: project 3's broken app that forgets its tasks on refresh.
