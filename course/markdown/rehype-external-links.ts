import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'
import type { lessons as LessonWords } from '../../lib/i18n/messages/en/lessons.ts'

function isExternal(href: string | undefined): boolean {
  return !!href && /^[a-z][a-z+.-]*:/i.test(href) && !href.startsWith('mailto:')
}

/**
 * External links open in a new tab, safely, and say so to screen readers. A
 * syntax-tree step (not a React component) so the words it adds are in the
 * tree that the outline and the search text are read from.
 */
export function rehypeExternalLinks(words: Pick<typeof LessonWords, 'opensInNewTab'>) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a') return
      const href = node.properties?.href
      if (typeof href !== 'string' || !href) {
        node.tagName = 'span'
        node.properties = {}
        return
      }
      if (!isExternal(href)) return
      node.properties = { ...node.properties, target: '_blank', rel: ['noopener', 'noreferrer'], className: ['external-link'] }
      node.children.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['visually-hidden'] },
        children: [{ type: 'text', value: words.opensInNewTab }],
      })
    })
  }
}
