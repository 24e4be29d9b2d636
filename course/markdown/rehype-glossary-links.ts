/**
 * Links the first use of each glossary term on a lesson page to its entry on
 * /glossary (course/registries/glossary.ts makes the page), so a learner who meets a
 * word they do not know is one click from its meaning. The links are
 * ordinary anchors made at build time: no script reads or adds them.
 */
import { slug } from 'github-slugger'
import type { Element, ElementContent, Root, Text } from 'hast'
import { PAGES } from '../../lib/paths.ts'

/** One glossary entry, as content/site/glossary.yaml gives it (see `Glossary` in course/schema/glossary.ts). */
export interface GlossaryTerm {
  term: string
  forms?: string[] | undefined
  definition: string
  learnMore: string
}

/** The id of a term's entry on /glossary ('Front end' → 'front-end'). */
export function glossaryAnchor(term: string): string {
  return slug(term)
}

/** The address of a term's entry: /glossary#<anchor>. */
function glossaryHref(term: string): string {
  return `${PAGES.glossary}#${glossaryAnchor(term)}`
}

/**
 * Elements whose text is never linked: headings, code, links, bold words (a definition's own term, a button's
 * label), the question of a knowledge check, labels, figures, the stuck box's title.
 */
const SKIPPED = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'code',
  'pre',
  'kbd',
  'strong',
  'summary',
  'label',
  'figure',
  'svg',
  'button',
])

function isSkipped(node: Element): boolean {
  if (SKIPPED.has(node.tagName)) return true
  const classes = node.properties?.className
  return Array.isArray(classes) && classes.includes('callout-title')
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The words that count as a use of the term: the term and its other forms;
 * a word written in lower case also counts with a capital first letter (at the
 * start of a sentence). Acronyms and names (HTML, Agent) count only as written.
 */
function wordsOf({ term, forms = [] }: GlossaryTerm): string[] {
  const words = [term, ...forms].flatMap((word) => (/^[a-z]/.test(word) ? [word, word[0]?.toUpperCase() + word.slice(1)] : [word]))
  return [...new Set(words)].sort((a, b) => b.length - a.length)
}

/**
 * Links the first use of each glossary term in a lesson's prose to its entry
 * on /glossary. Text in headings, code, existing links, knowledge-check
 * questions, figures and labels is left alone (a link there would nest or
 * break the heading); so the first use counted is the first one in prose.
 */
export function rehypeGlossaryLinks(terms: readonly GlossaryTerm[]) {
  const matchers = terms.map((term) => ({
    href: glossaryHref(term.term),
    pattern: new RegExp(`(?<![\\w-])(?:${wordsOf(term).map(escapeRegExp).join('|')})(?![\\w-])`),
  }))
  return (tree: Root) => {
    if (matchers.length === 0) return
    const remaining = new Set(matchers)

    /** Splits one text node at the earliest term still unlinked; returns the nodes to put in its place. */
    const linkIn = (value: string): ElementContent[] => {
      let earliest: { index: number; word: string; matcher: (typeof matchers)[number] } | undefined
      for (const matcher of remaining) {
        const found = matcher.pattern.exec(value)
        if (found && (!earliest || found.index < earliest.index)) earliest = { index: found.index, word: found[0], matcher }
      }
      if (!earliest) return [{ type: 'text', value }]
      remaining.delete(earliest.matcher)
      const link: Element = {
        type: 'element',
        tagName: 'a',
        properties: { href: earliest.matcher.href, className: ['glossary-link'] },
        children: [{ type: 'text', value: earliest.word }],
      }
      const before: Text = { type: 'text', value: value.slice(0, earliest.index) }
      const after = linkIn(value.slice(earliest.index + earliest.word.length))
      return [...(before.value ? [before] : []), link, ...after.filter((node) => node.type !== 'text' || node.value !== '')]
    }

    const walk = (parent: Root | Element) => {
      const children: (typeof parent.children)[number][] = []
      for (const child of parent.children) {
        if (remaining.size > 0 && child.type === 'text') children.push(...linkIn(child.value))
        else {
          if (child.type === 'element' && !isSkipped(child)) walk(child)
          children.push(child)
        }
      }
      parent.children = children as typeof parent.children
    }
    walk(tree)
  }
}
