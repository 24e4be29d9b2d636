import type { Element, ElementContent, Root } from 'hast'
import { textOf } from './hast-text.ts'

/** One h2 or h3 of a lesson: an entry of its outline and the heading of a search passage. */
export interface LessonHeading {
  /** Its id, from its words (rehypeHeadingIds): the page links to it as #id. */
  id: string
  /** Its words as plain text. */
  text: string
  /** 2 for a main heading, 3 for one under it. */
  level: 2 | 3
}

/** What a lesson's syntax tree tells the outline, search and reading time. */
export interface LessonText {
  /** The h2 and h3 headings, in order. */
  headings: LessonHeading[]
  /**
   * Plain text before the first heading, and under each heading (in the order
   * of `headings`): search's passages. Build-time only: the pages' copy of the
   * content leaves it out (course/vite-plugin.ts).
   */
  searchText: { intro: string; underHeadings: string[] }
  /** Words in the headings and text (what the reading time is made from). */
  wordCount: number
}

/** Elements whose end separates words ("<p>One</p><p>Two</p>" reads "One Two"); inline ones join ("<code>npm</code>'s"). */
const BLOCK_ELEMENTS = new Set([
  'br',
  'p',
  'li',
  'pre',
  'tr',
  'td',
  'th',
  'blockquote',
  'div',
  'figcaption',
  'aside',
  'summary',
  'dt',
  'dd',
])
const OUTLINE_HEADING = /^h([23])$/

const plain = (parts: string[]) => parts.join('').replace(/\s+/g, ' ').trim()

/**
 * Reads, from the finished syntax tree, what the outline, reading time and
 * search need: the h2 and h3 headings and the text before, between and after
 * them. Runs last, so it sees exactly what the page shows.
 */
export function rehypeLessonText(into: LessonText) {
  return (tree: Root) => {
    const chunks: string[][] = [[]]
    const walk = (node: Root | ElementContent) => {
      if (node.type === 'text') {
        chunks[chunks.length - 1]?.push(node.value)
        return
      }
      if (node.type !== 'element' && node.type !== 'root') return
      const level = node.type === 'element' ? OUTLINE_HEADING.exec(node.tagName)?.[1] : undefined
      const id = node.type === 'element' ? node.properties?.id : undefined
      if (level && typeof id === 'string') {
        into.headings.push({ id, text: plain([textOf(node as Element)]), level: level === '2' ? 2 : 3 })
        chunks.push([])
        return
      }
      for (const child of node.children) walk(child as ElementContent)
      if (node.type === 'element' && (BLOCK_ELEMENTS.has(node.tagName) || /^h\d$/.test(node.tagName))) chunks[chunks.length - 1]?.push(' ')
    }
    walk(tree)
    const [intro = [], ...underHeadings] = chunks
    into.searchText = { intro: plain(intro), underHeadings: underHeadings.map(plain) }
    const words = [into.searchText.intro, ...into.headings.map((heading) => heading.text), ...into.searchText.underHeadings].join(' ')
    into.wordCount = words.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  }
}
