// The structure a screen reader user navigates by, on every page of the site
// map and its states (test/e2e/routes.ts EVERY_ROUTE), as the server sends it:
// one h1, headings that never skip a level going down, the landmarks (one
// main), links whose names make sense out of context, images with a text
// alternative. None of it needs layout, so it is read from the HTML here; the
// browser checks it again on one hydrated page of every template, from
// Chromium's accessibility tree (test/e2e/structure-checks.ts).
import type { HTMLElement } from 'node-html-parser'
import t from 'tap'
import { EVERY_ROUTE, NOT_FOUND_ROUTES } from '../e2e/routes.ts'
import { headingProblems, LANDMARKS, LANDMARKS_OF, normalised, VAGUE_LINK_TEXTS } from '../e2e/structure-checks.ts'
import { find, findAll, textOf } from '../helpers/html.ts'
import { renderedSite } from '../helpers/rendered-site.ts'

/** Where a <header> or <footer> is that element's own, not the page's banner or content information (HTML-AAM). */
const SECTIONING = new Set(['article', 'aside', 'main', 'nav', 'section'])

/** Hidden from everyone as sent: a screen reader gets none of it. */
function hidden(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentNode) {
    const tag = node.tagName?.toLowerCase()
    if (tag === 'template' || tag === 'noscript') return true
    if (node.hasAttribute?.('hidden') || node.getAttribute?.('aria-hidden') === 'true') return true
  }
  return false
}

function inSectioning(element: HTMLElement): boolean {
  for (let node = element.parentNode; node; node = node.parentNode) if (SECTIONING.has(node.tagName?.toLowerCase() ?? '')) return true
  return false
}

/** An element's text as a name: its words, and the text alternatives of the images and icons inside it. */
function nameFromContent(element: HTMLElement): string {
  const alternatives = findAll(element, 'img[alt], [role="img"][aria-label], svg[aria-label]')
    .filter((image) => !hidden(image))
    .map((image) => image.getAttribute('alt') ?? image.getAttribute('aria-label') ?? '')
  const titles = findAll(element, 'svg > title').map((title) => textOf(title))
  return [textOf(element), ...alternatives, ...titles].join(' ').trim()
}

/** The accessible name, as the accessible name computation takes it: aria-labelledby, aria-label, the content, the title. */
function accessibleName(element: HTMLElement, html: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => {
        const label = find(html, `[id="${id}"]`)
        return label ? nameFromContent(label) : ''
      })
      .join(' ')
      .trim()
  return element.getAttribute('aria-label')?.trim() || nameFromContent(element) || element.getAttribute('title')?.trim() || ''
}

/** What is wrong with the page's structure as sent, one line per problem (none: an empty list). */
function structureProblems(page: string, route: string): string[] {
  const problems: string[] = []
  // Parsed once: every look-up below reads this tree.
  const html = find(page, 'html')
  if (!html) return ['no <html> element']
  const headings = findAll(html, 'h1, h2, h3, h4, h5, h6, [role="heading"]')
    .filter((heading) => !hidden(heading))
    .map((heading) => ({
      level: Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)),
      text: textOf(heading).slice(0, 80),
    }))
  problems.push(...headingProblems(headings))

  const shown = (selector: string) => findAll(html, selector).filter((element) => !hidden(element))
  const landmarks: Record<string, HTMLElement[]> = {
    banner: [...shown('[role="banner"]'), ...shown('header:not([role])').filter((header) => !inSectioning(header))],
    navigation: shown('nav, [role="navigation"]'),
    main: shown('main, [role="main"]'),
    contentinfo: [...shown('[role="contentinfo"]'), ...shown('footer:not([role])').filter((footer) => !inSectioning(footer))],
  }
  for (const landmark of LANDMARKS_OF[route] ?? LANDMARKS) if (!landmarks[landmark]?.length) problems.push(`no ${landmark} landmark`)
  if (landmarks.main?.length !== 1) problems.push(`one main landmark, found ${landmarks.main?.length}`)

  for (const link of shown('a[href], [role="link"]')) {
    const name = accessibleName(link, html)
    const markup = link.outerHTML.slice(0, 200)
    if (normalised(name) === '') problems.push(`link without a name: ${markup}`)
    else if (VAGUE_LINK_TEXTS.has(normalised(name)) && !link.getAttribute('aria-describedby') && !link.getAttribute('title'))
      problems.push(`link "${name}" says nothing out of context: ${markup}`)
  }

  for (const image of findAll(html, 'img:not([alt]), input[type="image"]:not([alt])'))
    problems.push(`image without a text alternative: ${image.outerHTML.slice(0, 200)}`)
  for (const image of shown('[role="img"]').filter((element) => accessibleName(element, html) === ''))
    problems.push(`image without a text alternative: ${image.outerHTML.slice(0, 200)}`)
  return problems
}

t.test('every page as sent: one h1, headings in order, the landmarks, link names that make sense alone, image alternatives', async (t) => {
  const page = renderedSite(t)
  t.ok(EVERY_ROUTE.length > 40, `every page of the site map and its states (${EVERY_ROUTE.length})`)
  for (const route of EVERY_ROUTE) {
    const response = await page(route)
    t.equal(response.statusCode, NOT_FOUND_ROUTES.includes(route) ? 404 : 200, `${route}: answered`)
    t.same(structureProblems(response.body, route), [], `${route}: the structure a screen reader navigates by`)
  }
})

t.test('the checks find what they look for', async (t) => {
  const page = (body: string) => `<html><body><header>Site</header><nav>Menu</nav><main>${body}</main><footer>Foot</footer></body></html>`
  t.same(structureProblems(page('<h1>A</h1><h2>B</h2><a href="/x">The guide</a><img alt="A cat" src="c.png">'), '/'), [], 'a sound page')
  t.match(structureProblems(page('<h2>B</h2>'), '/'), [/exactly one h1, found 0/])
  t.match(structureProblems(page('<h1>A</h1><h3>C</h3>'), '/'), [/heading level skipped: h1 "A" is followed by h3 "C"/])
  t.match(structureProblems(page('<h1>A</h1><a href="/x"><svg></svg></a>'), '/'), [/link without a name/])
  t.same(structureProblems(page('<h1>A</h1><a href="/x" aria-label="Home"><svg></svg></a>'), '/'), [], 'an icon link named by its label')
  t.match(structureProblems(page('<h1>A</h1><a href="/x">Read more</a>'), '/'), [/link "Read more" says nothing out of context/])
  t.match(structureProblems(page('<h1>A</h1><img src="c.png">'), '/'), [/image without a text alternative/])
  t.match(structureProblems(page('<h1>A</h1><span role="img"></span>'), '/'), [/image without a text alternative/])
  t.match(
    structureProblems('<html><body><main><h1>A</h1><header>Card</header></main></body></html>', '/'),
    [/no banner landmark/, /no navigation landmark/, /no contentinfo landmark/],
    'a header inside main is not the banner',
  )
  t.match(structureProblems(page('<h1>A</h1></main><main>Again'), '/'), [/one main landmark, found 2/])
  t.same(structureProblems(page('<h1>A</h1><div hidden><h1>Hidden</h1></div>'), '/'), [], 'hidden headings are not listed')
})
