// The structure a screen reader user navigates by (the desktop visit of
// accessibility-beyond-axe.spec.ts runs it once the page has hydrated; the
// same rules read every page's server HTML in
// test/integration/page-structure.test.ts): one
// h1, headings that never skip a level going down, the landmarks, links whose
// names make sense out of context, images with a text alternative. Names and
// roles come from Chromium's accessibility tree, as a screen reader gets them.
import type { CDPSession, Page } from '@playwright/test'

/** Link texts that say nothing on their own (in a screen reader's list of links, say). */
export const VAGUE_LINK_TEXTS = new Set(['click here', 'here', 'read more', 'more', 'learn more', 'this', 'link'])

export const LANDMARKS = ['banner', 'navigation', 'main', 'contentinfo']
/** The ad landing page is shown without the shared header (docs/product-rules.md, 'Lists'), so it has no banner. */
export const LANDMARKS_OF: Record<string, string[]> = { '/landing': ['navigation', 'main', 'contentinfo'] }

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

export function normalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** What is wrong with the page's structure, one line per problem (none: an empty list). */
/** One h1, and no heading level skipped: what a page's headings, in order, get wrong. */
export function headingProblems(headings: readonly { level: number; text: string }[]): string[] {
  const problems: string[] = []
  const h1s = headings.filter((heading) => heading.level === 1).map((heading) => heading.text)
  if (h1s.length !== 1) problems.push(`exactly one h1, found ${h1s.length}: ${JSON.stringify(h1s)}`)
  for (const [index, heading] of headings.entries()) {
    const previous = headings[index - 1]
    if (previous && heading.level > previous.level + 1)
      problems.push(`heading level skipped: h${previous.level} "${previous.text}" is followed by h${heading.level} "${heading.text}"`)
  }
  return problems
}

export async function structureProblems(page: Page, cdp: CDPSession, route: string): Promise<string[]> {
  const problems: string[] = []
  const nodes = await accessibleNodes(cdp)

  const headings = await headingLevels(page)
  problems.push(...headingProblems(headings))

  const roles = nodes.map((node) => node.role?.value)
  for (const landmark of LANDMARKS_OF[route] ?? LANDMARKS) if (!roles.includes(landmark)) problems.push(`no ${landmark} landmark`)
  const mains = roles.filter((role) => role === 'main').length
  if (mains !== 1) problems.push(`one main landmark, found ${mains}`)

  for (const link of nodes.filter((node) => node.role?.value === 'link')) {
    const name = normalised(link.name?.value ?? '')
    if (name === '') problems.push(`link without a name: ${await markupOf(cdp, link)}`)
    else if (VAGUE_LINK_TEXTS.has(name) && !link.description?.value)
      problems.push(`link "${link.name?.value}" says nothing out of context: ${await markupOf(cdp, link)}`)
  }

  const unnamedImages = await page
    .locator('img:not([alt]), input[type="image"]:not([alt])')
    .evaluateAll((images) => images.map((image) => image.outerHTML))
  for (const image of nodes.filter((node) => node.role?.value === 'image' && !node.name?.value))
    unnamedImages.push(await markupOf(cdp, image))
  // An <img> without alt is also an unnamed image node: list it once.
  for (const image of new Set(unnamedImages)) problems.push(`image without a text alternative: ${image}`)
  return problems
}
