import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'
import type { lessons as LessonWords } from '../../lib/i18n/messages/en/lessons.ts'
import { textOf } from './hast-text.ts'

/**
 * Puts each table in a scroll box that keyboard users can focus (to scroll a
 * wide table sideways on a phone) and screen readers announce by the table's
 * column headings.
 */
export function rehypeScrollableTables(words: Pick<typeof LessonWords, 'tableLabel'>) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return
      const headings: string[] = []
      visit(node, 'element', (cell: Element) => {
        if (cell.tagName === 'th') headings.push(textOf(cell).trim())
      })
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-wrap'], tabIndex: 0, role: 'region', ariaLabel: words.tableLabel(headings.join(', ')) },
        children: [node],
      }
      return 'skip'
    })
  }
}
