import type { Element, ElementContent, Root } from 'hast'
import { visit } from 'unist-util-visit'
import { PAGES } from '../../lib/paths.ts'
import { STUCK_BOX_ID } from '../../lib/stuck.ts'
import { textOf } from './hast-text.ts'

/** The marker that opens an "If you get stuck" blockquote. */
const STUCK_MARKER = '[!STUCK]'
const STUCK_TITLE = 'If you get stuck'

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
function unstuckLinks(links: readonly StuckLink[]): Element[] {
  const paste = element('p', { className: ['callout-unstuck'] }, [
    'Have an error message or a strange result? ',
    element('a', { href: `${PAGES.stuck}#${STUCK_BOX_ID}` }, ['Paste it into Unstuck']),
    ' for its likely cause and a prompt that fixes it.',
  ])
  if (links.length === 0) return [paste]
  return [
    paste,
    element('p', {}, ['Problems this lesson helps with:']),
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
export function rehypeStuckCallouts(links?: readonly StuckLink[]) {
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
      if (links) node.children.push(...unstuckLinks(links))
    })
  }
}
