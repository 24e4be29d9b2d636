// The structure a screen reader user navigates by, on every route once the
// page has hydrated: one h1, headings that never skip a level going down, the
// landmarks, links whose names make sense out of context, images with a text
// alternative. Names and roles come from Chromium's accessibility tree, as a
// screen reader gets them.
import { type CDPSession, expect, type Page, test } from '@playwright/test'
import { waitForHydration } from './hydration.ts'
import { EVERY_ROUTE } from './routes.ts'

/** Link texts that say nothing on their own (in a screen reader's list of links, say). */
const VAGUE_LINK_TEXTS = new Set(['click here', 'here', 'read more', 'more', 'learn more', 'this', 'link'])

const LANDMARKS = ['banner', 'navigation', 'main', 'contentinfo']
/** The ad landing page is shown without the shared header (SPEC.md: /landing), so it has no banner. */
const LANDMARKS_OF: Record<string, string[]> = { '/landing': ['navigation', 'main', 'contentinfo'] }

interface AXNode {
  nodeId: string
  ignored: boolean
  role?: { value: string }
  name?: { value: string }
  description?: { value: string }
  backendDOMNodeId?: number
}

/** The accessibility tree's nodes that assistive technology gets (hidden ones left out). */
async function accessibleNodes(cdp: CDPSession): Promise<AXNode[]> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] }
  return nodes.filter((node) => !node.ignored)
}

/** A node's markup, shortened, to say which element failed. */
async function markupOf(cdp: CDPSession, node: AXNode): Promise<string> {
  if (node.backendDOMNodeId === undefined) return `(accessibility node ${node.nodeId})`
  const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId })
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    functionDeclaration: 'function () { return this.outerHTML.slice(0, 200) }',
    returnByValue: true,
  })
  return String(result.value)
}

/** The levels of the headings a screen reader lists, in document order. */
function headingLevels(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((heading) => heading.checkVisibility({ visibilityProperty: true }) && !heading.closest('[aria-hidden="true"]'))
      .map((heading) => ({
        level: Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)),
        text: heading.textContent?.trim().slice(0, 80) ?? '',
      })),
  )
}

function normalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

for (const route of EVERY_ROUTE) {
  test(`${route} has one h1, headings in order, landmarks, meaningful link names and image alternatives`, async ({ page }) => {
    await page.goto(route)
    await waitForHydration(page)
    const cdp = await page.context().newCDPSession(page)
    const nodes = await accessibleNodes(cdp)

    const headings = await headingLevels(page)
    expect
      .soft(
        headings.filter((heading) => heading.level === 1).map((heading) => heading.text),
        'exactly one h1',
      )
      .toHaveLength(1)
    const skips = headings.flatMap((heading, index) => {
      const previous = headings[index - 1]
      return previous && heading.level > previous.level + 1
        ? [`h${previous.level} "${previous.text}" is followed by h${heading.level} "${heading.text}"`]
        : []
    })
    expect.soft(skips, 'heading levels skipped going down').toEqual([])

    const roles = nodes.map((node) => node.role?.value)
    for (const landmark of LANDMARKS_OF[route] ?? LANDMARKS)
      expect.soft(roles.filter((role) => role === landmark).length, `${landmark} landmark`).toBeGreaterThan(0)
    expect
      .soft(
        roles.filter((role) => role === 'main'),
        'one main landmark',
      )
      .toHaveLength(1)

    const badLinks: string[] = []
    for (const link of nodes.filter((node) => node.role?.value === 'link')) {
      const name = normalised(link.name?.value ?? '')
      if (name === '') badLinks.push(`no name: ${await markupOf(cdp, link)}`)
      else if (VAGUE_LINK_TEXTS.has(name) && !link.description?.value)
        badLinks.push(`"${link.name?.value}" says nothing out of context: ${await markupOf(cdp, link)}`)
    }
    expect.soft(badLinks, 'links without a meaningful name').toEqual([])

    const unnamedImages = [
      ...(await page
        .locator('img:not([alt]), input[type="image"]:not([alt])')
        .evaluateAll((images) => images.map((image) => image.outerHTML))),
    ]
    for (const image of nodes.filter((node) => node.role?.value === 'image' && !node.name?.value))
      unnamedImages.push(await markupOf(cdp, image))
    // An <img> without alt is also an unnamed image node: list it once.
    expect.soft([...new Set(unnamedImages)], 'images without a text alternative').toEqual([])
  })
}
