import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'

/**
 * Wraps each code block so the page can add its copy button into the slot,
 * and lets keyboard users focus it to scroll long lines sideways.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return
      node.properties = { ...node.properties, tabIndex: 0 }
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block'] },
        children: [
          { type: 'element', tagName: 'div', properties: { className: ['code-block-actions'], dataCopySlot: '' }, children: [] },
          node,
        ],
      }
      parent.children[index] = wrapper
      return 'skip'
    })
  }
}
