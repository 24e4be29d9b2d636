import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'

const LINKED_HEADINGS = new Set(['h2', 'h3', 'h4'])

function containsLink(node: Element): boolean {
  return node.children.some((child) => child.type === 'element' && (child.tagName === 'a' || containsLink(child)))
}

/**
 * Makes each lesson heading a link to itself (#its-id), so a learner can copy
 * the address of any part of a lesson. Runs after rehypeHeadingIds (rehype-heading-ids.ts) gave the ids.
 * A heading that already holds a link is left alone (links cannot nest).
 */
export function rehypeHeadingLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const id = node.properties?.id
      if (!LINKED_HEADINGS.has(node.tagName) || typeof id !== 'string' || containsLink(node)) return
      node.children = [
        { type: 'element', tagName: 'a', properties: { href: `#${id}`, className: ['heading-link'] }, children: node.children },
      ]
    })
  }
}
