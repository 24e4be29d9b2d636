import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'

/**
 * Turns GitHub task lists ('- [ ] Check the page on a phone') into checklists
 * a learner can tick while testing: each box is labelled by its item's text.
 * The ticks are not saved; they are a reading aid.
 */
export function rehypeTaskListLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const classes = node.properties?.className
      if (node.tagName !== 'li' || !Array.isArray(classes) || !classes.includes('task-list-item')) return
      const box = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'input')
      if (!box) return
      // Unticked and enabled: the learner ticks each item as they check it.
      const { checked: _checked, disabled: _disabled, ...properties } = box.properties ?? {}
      box.properties = properties
      node.children = [{ type: 'element', tagName: 'label', properties: {}, children: node.children }]
    })
  }
}
