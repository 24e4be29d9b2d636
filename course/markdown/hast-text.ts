import type { ElementContent } from 'hast'

/** The text of a syntax-tree node and everything in it, as the page shows it. */
export function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  return node.type === 'element' ? node.children.map(textOf).join('') : ''
}
