// Keyboard-only journeys: after the page hydrates, only the keys a
// keyboard user presses (Tab, Shift+Tab, Enter, Space, Escape, arrows) move
// through the site. Where a journey differs on a phone, the @mobile tests walk it there.
import { expect, type Locator, type Page, test } from '@playwright/test'
import { SECTION_COUNT } from '../helpers/course-size.ts'
import { forgetEarlierRoutes } from './first-visit.ts'
import { waitForHydration } from './hydration.ts'

/** More Tab presses than any page has stops; a walk that needs more is stuck. */
const MAX_TAB_STOPS = 400

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

/** Presses Tab until `target` has the focus, failing if it never does. */
async function tabTo(page: Page, target: Locator, { limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await isFocused(target)) return
  }
  throw new Error(`${target} was not reached in ${limit} Tab presses`)
}

/** A focus indicator: the thicker of the outline and the box-shadow ring, and its contrast against what lies behind it. */
interface FocusIndicator {
  /** In CSS pixels. */
  width: number
  /** Contrast ratio of the indicator's colour against the colour behind it. */
  contrast: number
}

/** What has the focus, and what its focus indicator looks like against what lies behind it. */
interface FocusedElement {
  /** A short description for failure messages: tag, id or class, text. */
  description: string
  /** Where it is: the skip link, header, main or footer (or 'body' when nothing in the page has the focus). */
  region: 'body' | 'skip' | 'header' | 'main' | 'footer' | 'other'
  /** The indicator in the theme the page shows. */
  indicator: FocusIndicator
  /** With `dark`: the indicator again with the dark theme applied (data-theme="dark", as the header's control sets it). */
  dark?: FocusIndicator
  /** Scrolled entirely under the sticky header, so the focus cannot be seen (WCAG 2.4.11). */
  hiddenUnderHeader: boolean
  /** With `track`: where this element was among the stops seen before (-1 when new). */
  seenAt?: number
}

/**
 * In the page: reads the focused element's indicator from its computed style:
 * a solid outline (or a box-shadow ring) and its colour against the first
 * opaque background behind it (the element's own for an inset ring, an
 * ancestor's for one drawn outside). Colours go through a canvas, so any CSS
 * colour syntax the browser computes (rgb, oklch, color-mix) is compared as
 * sRGB. With `dark`, it reads the indicator a second time in the dark theme:
 * the themes differ only in colours (light-dark() in renderer/styles/tokens.css,
 * no colour transitions), so one walk of the Tab order reads both. With
 * `track`, it keeps the elements seen in window.tabStops and says whether
 * this one was seen before: one round trip a stop.
 */
function readFocusInPage({ dark, track }: { dark: boolean; track: boolean }): FocusedElement {
  const element = document.activeElement
  if (!element || element === document.body || element === document.documentElement) {
    return { description: 'body', region: 'body', indicator: { width: 0, contrast: 0 }, hiddenUnderHeader: false, seenAt: -1 }
  }
  let seenAt: number | undefined
  if (track) {
    const seen = (window as unknown as { tabStops?: Element[] }).tabStops ?? []
    Object.assign(window, { tabStops: seen })
    seenAt = seen.indexOf(element)
    if (seenAt < 0) seen.push(element)
  }
  const canvas = document.createElement('canvas')
  canvas.width = 1
  canvas.height = 1
  const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D
  type Rgb = [number, number, number]
  const rgba = (color: string): [...Rgb, number] => {
    context.clearRect(0, 0, 1, 1)
    context.fillStyle = color
    context.fillRect(0, 0, 1, 1)
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data
    return [r, g, b, a / 255]
  }
  const luminance = ([r, g, b]: Rgb) => {
    const linear = (channel: number) => {
      const value = channel / 255
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }
  const contrast = (one: Rgb, other: Rgb) => {
    const [a, b] = [luminance(one), luminance(other)]
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  }
  /** The colour behind `start`: its backgrounds up the tree, blended until opaque (white below all). */
  const backgroundFrom = (start: Element | null): Rgb => {
    const layers: [...Rgb, number][] = []
    for (let node = start; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor)
      if (layer[3] > 0) layers.push(layer)
      if (layer[3] >= 1) break
    }
    let color: Rgb = [255, 255, 255]
    for (const [r, g, b, a] of layers.reverse()) {
      color = [r * a + color[0] * (1 - a), g * a + color[1] * (1 - a), b * a + color[2] * (1 - a)]
    }
    return color
  }
  const readIndicator = (): FocusIndicator => {
    const style = getComputedStyle(element)
    const rings: { width: number; color: string; inside: boolean }[] = []
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
      rings.push({
        width: Number.parseFloat(style.outlineWidth),
        color: style.outlineColor,
        inside: Number.parseFloat(style.outlineOffset) < 0,
      })
    }
    // A box-shadow ring: 'color 0px 0px 0px 3px' (spread is the width); 'inset' draws it inside.
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = /^(rgba?\([^)]*\)|oklch\([^)]*\)|color\([^)]*\)|#\w+)/.exec(shadow.trim())?.[1]
      const spread = shadow.match(/-?[\d.]+px/g)?.map(Number.parseFloat)[3]
      if (color && spread) rings.push({ width: spread, color, inside: shadow.includes('inset') })
    }
    const scored = rings.map((ring) => {
      // A translucent ring shows blended with what is behind it.
      const [r, g, b, a] = rgba(ring.color)
      const behind = backgroundFrom(ring.inside ? element : element.parentElement)
      const shown: Rgb = [r * a + behind[0] * (1 - a), g * a + behind[1] * (1 - a), b * a + behind[2] * (1 - a)]
      return { width: ring.width, contrast: contrast(shown, behind) }
    })
    const best = scored.sort((a, b) => b.width * Math.min(b.contrast, 3) - a.width * Math.min(a.contrast, 3))[0]
    return { width: best?.width ?? 0, contrast: best ? Math.round(best.contrast * 100) / 100 : 0 }
  }

  const region = element.closest('.skip-link')
    ? 'skip'
    : element.closest('header.site-header')
      ? 'header'
      : element.closest('main')
        ? 'main'
        : element.closest('footer')
          ? 'footer'
          : 'other'
  const name = element.id ? `#${element.id}` : element.className ? `.${String(element.className).split(' ')[0]}` : ''
  const text = (element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label') || ''
  // Above the header's bottom edge and, at its centre, covered by the header (the skip link sits on top of it instead).
  const header = document.querySelector('header.site-header')
  const box = element.getBoundingClientRect()
  const hiddenUnderHeader =
    header !== null &&
    !header.contains(element) &&
    box.bottom <= header.getBoundingClientRect().bottom &&
    header.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
  const indicator = readIndicator()
  let darkIndicator: FocusIndicator | undefined
  if (dark) {
    const root = document.documentElement
    const theme = root.getAttribute('data-theme')
    root.setAttribute('data-theme', 'dark')
    darkIndicator = readIndicator()
    if (theme === null) root.removeAttribute('data-theme')
    else root.setAttribute('data-theme', theme)
  }
  return {
    description: `<${element.tagName.toLowerCase()}${name}> ${text}`,
    region,
    indicator,
    dark: darkIndicator,
    hiddenUnderHeader,
    seenAt,
  }
}

/** What has the focus now, and its indicator in the theme the page shows. */
function readFocusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(readFocusInPage, { dark: false, track: false })
}

/** The focused element shows a focus indicator at least 2 px wide with 3:1 contrast against what is behind it. */
async function expectVisibleFocus(page: Page) {
  const focused = await readFocusedElement(page)
  expect(focused.indicator.width, `focus indicator width of ${focused.description}`).toBeGreaterThanOrEqual(2)
  expect(focused.indicator.contrast, `focus indicator contrast of ${focused.description}`).toBeGreaterThanOrEqual(3)
}

test.describe('skip link', () => {
  for (const tag of ['', ' @mobile']) {
    test(`the first Tab shows the skip link; Enter moves the focus into the main content${tag}`, async ({ page }) => {
      await open(page, '/section1')
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to main content' })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport({ ratio: 1 })
      await page.keyboard.press('Enter')
      await expect(page.locator('main')).toBeFocused()
      await page.keyboard.press('Tab')
      expect((await readFocusedElement(page)).region).toBe('main')
    })
  }
})

test.describe('mobile menu', () => {
  test('Tab reaches the button; Enter opens; Tab walks every link in order; Escape closes and returns the focus @mobile', async ({
    page,
  }) => {
    await open(page, '/guide')
    const button = page.locator('button.menu-button')
    const menu = page.locator('#mobile-menu')
    await tabTo(page, button)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()

    await page.keyboard.press('Tab')
    await expect(page.locator('#search-mobile')).toBeFocused()
    const links = menu.getByRole('link')
    const count = await links.count()
    expect(count).toBeGreaterThan(3)
    for (let index = 0; index < count; index++) {
      await page.keyboard.press('Tab')
      await expect(links.nth(index)).toBeFocused()
      await expectVisibleFocus(page)
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the menu is not modal: Tab past its last control closes it, so nothing focused hides behind it @mobile', async ({ page }) => {
    await open(page, '/guide')
    const button = page.locator('button.menu-button')
    const menu = page.locator('#mobile-menu')
    await tabTo(page, button)
    await page.keyboard.press('Space')
    await expect(menu).toBeVisible()
    // Shift+Tab back to the button keeps it open: the focus is still in the header.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(button).toBeFocused()
    await expect(menu).toBeVisible()

    // The theme choice comes last in the menu, after the links.
    await tabTo(page, menu.getByRole('link').last())
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('combobox', { name: 'Theme' })).toBeFocused()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab')
    expect((await readFocusedElement(page)).region).toBe('main')
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('filtering a list', () => {
  const lists = [
    { path: '/tutorials', box: 'Filter tutorials', query: 'deploy', count: /^Showing \d+ tutorials?/ },
    { path: '/projects', box: 'Filter projects', query: 'task', count: /^Showing \d+ projects?/ },
    { path: '/blog', box: 'Search articles', query: 'prompt', count: /^Showing \d+ articles?/ },
  ]
  for (const { path, box, query, count } of lists) {
    test(`${path}: typing filters, the count is announced politely and Tab reaches the first result`, async ({ page }) => {
      await open(page, path)
      const search = page.getByRole('searchbox', { name: box })
      await tabTo(page, search, { limit: 60 })
      const status = page.getByRole('status').filter({ hasText: count })
      await expect(status).toHaveCount(1)
      const before = (await status.textContent()) as string
      await page.keyboard.type(query)
      await expect(status).not.toHaveText(before)
      await expect(status).toContainText(query)
      // role=status is a polite live region; nothing overrides that.
      expect(await status.getAttribute('aria-live')).not.toBe('assertive')
      // The list shows as many cards as the message says.
      // The filtered list's own cards (/projects shows the learning projects in a list of their own above it).
      const cards = page.locator('main section').filter({ has: status }).locator('.list-grid > li')
      const shown = Number(/Showing (\d+)/.exec((await status.textContent()) ?? '')?.[1])
      expect(shown).toBeGreaterThan(0)
      await expect(cards).toHaveCount(shown)

      const firstResult = cards.first().getByRole('link').first()
      await expect(firstResult).toBeVisible()
      await tabTo(page, firstResult)
      // Enter follows it.
      const href = (await firstResult.getAttribute('href')) as string
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${href}$`))
    })
  }
})

test.describe('copying a prompt', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })

  for (const key of ['Enter', 'Space']) {
    test(`a lesson's prompt box copies with ${key} and says so in a live region`, async ({ page }) => {
      await open(page, '/project1')
      const box = page.getByRole('region', { name: 'Magic AI Prompt' })
      const copy = box.getByRole('button', { name: /^Copy / })
      await tabTo(page, copy, { limit: MAX_TAB_STOPS })
      await page.keyboard.press(key)
      await expect(box.getByRole('status')).toHaveText('Copied to clipboard')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await box.locator('pre').textContent())
    })
  }

  test("the prompt builder's result copies with the keyboard", async ({ page }) => {
    await open(page, '/section6')
    const builder = page.getByRole('region', { name: 'Build your own prompt' })
    const result = builder.getByRole('region', { name: 'Your CLEAR prompt' })
    const copy = result.getByRole('button', { name: 'Copy Your CLEAR prompt' })
    await tabTo(page, copy, { limit: MAX_TAB_STOPS })
    await page.keyboard.press('Space')
    await expect(result.getByRole('status')).toHaveText('Copied to clipboard')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await result.locator('pre').textContent())
  })
})

/** Types a message into the help page's form, field by field, with Tab between them; the category is chosen with an arrow key, or left empty. */
async function typeContactMessage(page: Page, { email, chooseCategory }: { email: string; chooseCategory: boolean }) {
  await tabTo(page, page.getByLabel('Full Name'), { limit: 60 })
  await page.keyboard.type('Ada Lovelace')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  if (chooseCategory) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Subject')).toBeFocused()
  await page.keyboard.type(`Keyboard journey ${Date.now()}`)
  await page.keyboard.press('Tab')
  await page.keyboard.type('I pressed Run and nothing happened.')
}

test.describe('the contact form', () => {
  test('an invalid field is marked, described by its error and focused; once fixed the sent message is announced', async ({ page }) => {
    await open(page, '/get-help')
    const name = page.getByLabel('Full Name')
    const email = page.getByLabel('Email Address')
    const category = page.getByLabel('Category')
    await typeContactMessage(page, { email: 'ada@example', chooseCategory: false })
    await tabTo(page, page.getByRole('button', { name: 'Send Message' }))
    await page.keyboard.press('Enter')

    for (const [field, error] of [
      [email, 'Email Address must be a valid email address, like name@example.com'],
      [category, 'Category is required'],
    ] as const) {
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(error)
    }
    await expect(email, 'the first invalid field has the focus').toBeFocused()
    await expect(name).not.toHaveAttribute('aria-invalid')
    await expect(page.getByRole('alert')).toContainText('Your message was not sent yet.')

    await page.keyboard.press('Control+A')
    await page.keyboard.type('ada@example.com')
    await expect(email).not.toHaveAttribute('aria-invalid')
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    await expect(category).not.toHaveValue('')
    const send = page.getByRole('button', { name: 'Send Message' })
    await tabTo(page, send)
    await page.keyboard.press('Enter')
    // Radix announces the toast through its own live region.
    await expect(
      page.locator('[aria-live="polite"], [aria-live="assertive"]').filter({ hasText: 'Message sent successfully!' }),
    ).toBeAttached()
    await expect(email).toHaveValue('')
    await expect(send, 'the focus stays where it was, not dropped to the top of the page').toBeFocused()
  })

  test('without JavaScript a refused post lands at the form; Tab reaches the error, whose link focuses its field', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/get-help')
    // Spaces pass the browser's required check; the server trims them and refuses the empty name.
    await page.getByLabel('Full Name').fill('   ')
    await page.getByLabel('Email Address').fill('ada@example.com')
    await page.getByLabel('Category').selectOption('technical')
    await page.getByLabel('Subject').fill(`No script ${Date.now()}`)
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Nothing happens.')
    await tabTo(page, page.getByRole('button', { name: 'Send Message' }))
    await page.keyboard.press('Enter')
    const name = page.getByLabel('Full Name')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Full Name must not be empty')
    // The post's address ends in #contact: Tab goes on from the form's section (its support address, then the error summary).
    // As a reader would, Tab once the page shows the form: a busy machine can scroll to #contact after the
    // fields above are parsed, and a Tab before that starts from the top of the page.
    await page.waitForFunction(() => document.readyState === 'complete' && window.scrollY > 0)
    const summaryLink = page.getByRole('alert').getByRole('link', { name: 'Full Name must not be empty' })
    await tabTo(page, summaryLink, { limit: 2 })
    await page.keyboard.press('Enter')
    await expect(name).toBeFocused()
    await context.close()
  })
})

test.describe('search', () => {
  // The header box's instant results by keyboard: search.spec.ts.
  test('on a phone: the menu, its search box, an arrow to the first instant result and Enter opens it @mobile', async ({ page }) => {
    await open(page, '/guide')
    await tabTo(page, page.locator('button.menu-button'))
    await page.keyboard.press('Enter')
    // As a person would: Tab once the menu shows (on a busy machine the held Enter may open it a moment later).
    await expect(page.locator('#mobile-menu')).toBeVisible()
    await page.keyboard.press('Tab')
    const box = page.locator('#search-mobile')
    await expect(box).toBeFocused()
    await page.keyboard.type('deplo')
    const options = page.locator('#search-mobile-results').getByRole('option')
    const first = options.first()
    // The list answers each letter as it is typed: wait for the one for the whole word, or the arrow may select an
    // option of "dep"'s list just before "deplo"'s replaces it.
    await expect(options.last()).toHaveText('All results for “deplo”')
    await expect(first).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    const title = (await first.locator('.instant-result-title').textContent()) as string
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('the results page: Tab reaches the first result and Enter opens it', async ({ page }) => {
    await open(page, '/search?q=prompt')
    const first = page.locator('.search-result').first().getByRole('link').first()
    await tabTo(page, first, { limit: 60 })
    const href = (await first.getAttribute('href')) as string
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#]/g, '\\$&')}$`))
  })
})

/**
 * Presses `key` (Tab or Shift+Tab) from the top of the page until the focus
 * leaves it (to the browser) or comes round to the first stop again, reading
 * every stop in the theme the page shows and in the dark theme. Fails if any
 * other element takes the focus twice (a trap) or the walk never ends.
 */
async function walkTabOrder(page: Page, key: 'Tab' | 'Shift+Tab', { dark }: { dark: boolean }): Promise<FocusedElement[]> {
  await page.evaluate(() => {
    Object.assign(window, { tabStops: [] })
  })
  const stops: FocusedElement[] = []
  for (let presses = 0; presses < MAX_TAB_STOPS; presses++) {
    await page.keyboard.press(key)
    const focused = await page.evaluate(readFocusInPage, { dark, track: true })
    if (focused.region === 'body' || focused.seenAt === 0) return stops
    if ((focused.seenAt ?? -1) > 0) throw new Error(`the focus came back to ${focused.description} after ${stops.length} stops: a trap`)
    stops.push(focused)
  }
  throw new Error(`the focus had not left the page after ${MAX_TAB_STOPS} presses of ${key}`)
}

/** Every stop shows a focus indicator 2 px wide at 3:1 in the themes read (light, and dark when walked so), in sight (not under the sticky header). */
function expectVisible(stops: FocusedElement[], where: string, { dark }: { dark: boolean }) {
  // The focus ring's colour differs between the themes (--color-focus): were the dark read not in the dark theme, it would not.
  if (dark)
    expect
      .soft(
        stops.some((stop) => stop.dark !== undefined && stop.dark.contrast !== stop.indicator.contrast),
        `${where}: a stop read in the dark theme differs from the light`,
      )
      .toBe(true)
  for (const theme of dark ? (['light', 'dark'] as const) : (['light'] as const)) {
    const faint = stops.filter((stop) => {
      const indicator = theme === 'dark' ? stop.dark : stop.indicator
      return !indicator || indicator.width < 2 || indicator.contrast < 3
    })
    expect
      .soft(
        faint.map((stop) => ({ description: stop.description, ...(theme === 'dark' ? stop.dark : stop.indicator) })),
        `${where}: focus indicators thinner than 2 px or under 3:1 in the ${theme} theme`,
      )
      .toEqual([])
  }
  expect
    .soft(
      stops.filter((stop) => stop.hiddenUnderHeader).map((stop) => stop.description),
      `${where}: focused elements hidden under the sticky header`,
    )
    .toEqual([])
}

/**
 * A route opened as a first visit would be, in the tab the test already has:
 * no cookies, empty storage (a new browser context for each route cost three
 * times the page load itself, docs/testing.md).
 */
async function openAfresh(page: Page, path: string) {
  await forgetEarlierRoutes(page)
  await open(page, path)
}

/** Walks the page's whole Tab order: from the skip link through the main content to the footer and out, every stop visibly focused in both themes. */
async function expectEveryFocusVisible(page: Page, path: string) {
  await openAfresh(page, path)
  const stops = await walkTabOrder(page, 'Tab', { dark: true })
  expect.soft(stops[0]?.region, `${path}: the first stop`).toBe('skip')
  expect.soft(stops.at(-1)?.region, `${path}: the last stop`).toBe('footer')
  expect
    .soft(
      stops.some((stop) => stop.region === 'main'),
      `${path}: a stop in the main content`,
    )
    .toBe(true)
  expectVisible(stops, path, { dark: true })
}

/** A focus walk's time on a busy machine: as much a route as when each route was a test of its own (test.slow()). */
const WALK_TIMEOUT = 90_000
const WALKED_ROUTES = ['/', '/section1', '/get-help', '/search?q=prompt', '/guide']

test.describe('every focus is visible and none is trapped', () => {
  // One tab walks every route in turn, each a step whose assertions are soft, so a failure names its route and the
  // other routes are still walked; each stop is read in the light and the dark theme from one walk.
  test('each Tab stop has a 2 px indicator at 3:1 in the light and dark themes, and Tab runs from the skip link to the footer and out', async ({
    page,
  }) => {
    test.setTimeout(WALK_TIMEOUT * WALKED_ROUTES.length)
    for (const path of WALKED_ROUTES) await test.step(path, () => expectEveryFocusVisible(page, path))
  })

  test('on a phone, with the menu button in the header @mobile', async ({ page }) => {
    test.slow()
    await expectEveryFocusVisible(page, '/')
  })

  for (const tag of ['', ' @mobile']) {
    test(`Shift+Tab walks back up a long lesson, from the footer to the skip link, nothing hidden under the sticky header${tag}`, async ({
      page,
    }) => {
      test.slow()
      await open(page, '/section1')
      // The light theme only, as before: the forward walks above read both on /section1.
      const stops = await walkTabOrder(page, 'Shift+Tab', { dark: false })
      expect(stops[0]?.region).toBe('footer')
      expect(stops.at(-1)?.region).toBe('skip')
      expectVisible(stops, '/section1, Shift+Tab', { dark: false })
    })
  }
})

test.describe('Escape closes what it opened', () => {
  test('the Reset progress dialog: Escape closes it and the focus goes back to its button; after a reset, to the start link', async ({
    page,
  }) => {
    await open(page, '/section1')
    const mark = page.getByRole('button', { name: /^(Mark as complete|Completed)$/ })
    await tabTo(page, mark, { limit: MAX_TAB_STOPS })
    await page.keyboard.press('Enter')
    await expect(mark).toHaveAttribute('aria-pressed', 'true')

    await open(page, '/guide')
    const reset = page.getByRole('button', { name: 'Reset progress' })
    await tabTo(page, reset, { limit: 60 })
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Reset your progress?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expectVisibleFocus(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(reset).toBeFocused()
    await expect(page.getByText(`1 of ${SECTION_COUNT} sections complete`)).toBeVisible()

    // Confirming hides Reset progress: the focus goes to the start link rather than being lost.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Yes, reset progress' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('link', { name: 'Start here: Section 1' })).toBeFocused()
  })

  test("a copy button's tooltip: Escape hides it and the focus stays on the button", async ({ page }) => {
    await open(page, '/project1')
    const copy = page.getByRole('region', { name: 'Magic AI Prompt' }).getByRole('button', { name: /^Copy / })
    await tabTo(page, copy, { limit: MAX_TAB_STOPS })
    const tooltip = page.getByRole('tooltip')
    await expect(tooltip).toBeVisible()
    await expectVisibleFocus(page)
    await expect(copy).toHaveAccessibleDescription(/^Copy /)
    await page.keyboard.press('Escape')
    await expect(tooltip).toBeHidden()
    await expect(copy).toBeFocused()
  })

  test('a toast: F8 reaches it, Escape dismisses it', async ({ page }) => {
    await open(page, '/get-help')
    await typeContactMessage(page, { email: 'ada@example.com', chooseCategory: true })
    const send = page.getByRole('button', { name: 'Send Message' })
    await tabTo(page, send)
    await page.keyboard.press('Enter')
    const toast = page.locator('.toast')
    await expect(toast).toContainText('Message sent successfully!')
    await page.keyboard.press('F8')
    await expect(page.locator('.toast-viewport')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(toast).toBeFocused()
    await expectVisibleFocus(page)
    await page.keyboard.press('Tab')
    await expect(toast.getByRole('button', { name: 'Close notification' })).toBeFocused()
    await expectVisibleFocus(page)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Escape')
    await expect(toast).toHaveCount(0)
    await expect(send, 'the focus goes back to where F8 took it from').toBeFocused()
  })
})

test('a wide table scrolls sideways from the keyboard on a phone @mobile', async ({ page }) => {
  await open(page, '/section1')
  const table = page.locator('main .table-wrap').first()
  expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth), 'the table is wider than the phone').toBe(true)
  await tabTo(page, table, { limit: MAX_TAB_STOPS })
  await expect(table).toHaveAccessibleName(/^Table: /)
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0)
})

test('the newsletter form: a refused address is announced and focused, and the focus stays put while sending', async ({ page }) => {
  await open(page, '/blog')
  const form = page.locator('#stay-updated')
  const email = form.getByRole('textbox', { name: 'Email address' })
  const subscribe = form.getByRole('button', { name: 'Subscribe' })
  const message = form.getByRole('status')
  await tabTo(page, email, { limit: MAX_TAB_STOPS })
  await page.keyboard.type('not-an-address')
  await page.keyboard.press('Tab')
  await expect(subscribe).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(message).toHaveText('Your email address must be a valid email address, like name@example.com')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(/must be a valid email address/)
  await expect(email, 'the refused field has the focus').toBeFocused()

  await page.keyboard.press('Control+A')
  await page.keyboard.type(`keyboard-${Date.now()}@example.com`)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(message).toHaveText(/You're subscribed!/)
  await expect(subscribe, 'the focus stays on the button, not dropped to the top of the page').toBeFocused()
})
