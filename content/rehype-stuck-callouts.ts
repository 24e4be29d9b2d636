import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'
import { textOf } from './hast-text.ts'

/** The marker that opens an "If you get stuck" blockquote. */
const STUCK_MARKER = '[!STUCK]'
const STUCK_TITLE = 'If you get stuck'

/**
 * Turns a blockquote that starts with `[!STUCK]` into
 * <aside class="callout-stuck"> titled "If you get stuck". The title is a
 * paragraph (not a heading) so the box can sit anywhere without breaking the
 * page's heading order; the aside is named by it for screen readers.
 */
export function rehypeStuckCallouts() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'blockquote') return
      const first = node.children.find((child): child is Element => child.type === 'element')
      const opening = first?.children[0]
      if (first?.tagName !== 'p' || opening?.type !== 'text' || !opening.value.startsWith(STUCK_MARKER)) return
      opening.value = opening.value.slice(STUCK_MARKER.length).replace(/^\s+/, '')
      if (first.children.every((child) => textOf(child).trim() === '')) node.children.splice(node.children.indexOf(first), 1)
      node.tagName = 'aside'
      node.properties = { className: ['callout-stuck'], ariaLabel: STUCK_TITLE }
      node.children.unshift({
        type: 'element',
        tagName: 'p',
        properties: { className: ['callout-title'] },
        children: [{ type: 'text', value: STUCK_TITLE }],
      })
    })
  }
}
