import type { Element, ElementContent, Root } from 'hast'
import { visit } from 'unist-util-visit'
import type { lessons as LessonWords } from '../../lib/i18n/messages/en/lessons.ts'
import { PAGES } from '../../lib/paths.ts'
import { STUCK_BOX_ID } from '../../lib/stuck.ts'
import { textOf } from './hast-text.ts'

/** The marker that opens an "If you get stuck" blockquote. */
const STUCK_MARKER = '[!STUCK]'

/** The words the box adds, in the lesson's language. */
type StuckWords = Pick<typeof LessonWords, 'stuckTitle' | 'stuckPasteBefore' | 'stuckPasteLink' | 'stuckPasteAfter' | 'stuckProblems'>

/** A link from a stuck box to an Unstuck problem. */
export interface StuckLink {
  title: string
  href: string
}

/** An element with text children, for the few elements the build adds. */
function element(tagName: string, properties: Element['properties'], children: (ElementContent | string)[]): Element {
  return {
    type: 'element',
    tagName,
    properties,
    children: children.map((child) => (typeof child === 'string' ? { type: 'text', value: child } : child)),
  }
}

/**
 * The end of a lesson's stuck box: a link to Unstuck, and the problems of
 * its catalogue that this lesson teaches the way out of.
 */
function unstuckLinks(links: readonly StuckLink[], words: StuckWords): Element[] {
  const paste = element('p', { className: ['callout-unstuck'] }, [
    words.stuckPasteBefore,
    element('a', { href: `${PAGES.stuck}#${STUCK_BOX_ID}` }, [words.stuckPasteLink]),
    words.stuckPasteAfter,
  ])
  if (links.length === 0) return [paste]
  return [
    paste,
    element('p', {}, [words.stuckProblems]),
    element(
      'ul',
      { className: ['callout-problems'] },
      links.map(({ title, href }) => element('li', {}, [element('a', { href }, [title])])),
    ),
  ]
}

/**
 * Turns a blockquote that starts with `[!STUCK]` into
 * <aside class="callout-stuck"> titled "If you get stuck". The title is a
 * paragraph (not a heading) so the box can sit anywhere without breaking the
 * page's heading order; the aside is named by it for screen readers. In a
 * lesson, the box ends with its links to Unstuck (`links`).
 */
export function rehypeStuckCallouts(links: readonly StuckLink[] | undefined, words: StuckWords) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'blockquote') return
      const first = node.children.find((child): child is Element => child.type === 'element')
      const opening = first?.children[0]
      if (first?.tagName !== 'p' || opening?.type !== 'text' || !opening.value.startsWith(STUCK_MARKER)) return
      opening.value = opening.value.slice(STUCK_MARKER.length).replace(/^\s+/, '')
      if (first.children.every((child) => textOf(child).trim() === '')) node.children.splice(node.children.indexOf(first), 1)
      node.tagName = 'aside'
      node.properties = { className: ['callout-stuck'], ariaLabel: words.stuckTitle }
      node.children.unshift({
        type: 'element',
        tagName: 'p',
        properties: { className: ['callout-title'] },
        children: [{ type: 'text', value: words.stuckTitle }],
      })
      if (links) node.children.push(...unstuckLinks(links, words))
    })
  }
}
