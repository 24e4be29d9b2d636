/**
 * Markdown to HTML, on the server only (at build time, through the content
 * Vite plugin). The browser never downloads a Markdown parser or highlighter:
 * pages receive the finished HTML string.
 */
import { slug } from 'github-slugger'
import type { Element, ElementContent, Root } from 'hast'
import { renderToStaticMarkup } from 'react-dom/server'
import Markdown, { defaultUrlTransform } from 'react-markdown'
import rehypeHighlight from 'rehype-highlight'
import rehypeRaw from 'rehype-raw'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import remarkGfm from 'remark-gfm'
import { visit } from 'unist-util-visit'
import { FIGURES_FOLDER, FigureError, readFigure } from './figures.ts'
import { type GlossaryTerm, rehypeGlossaryLinks } from './glossary.ts'
import { rehypeHeadingLinks } from './rehype-heading-links.ts'

/** The URL scheme of a figure reference: `![alt](figure:<name> "caption")`. */
const FIGURE_SCHEME = 'figure:'

/**
 * Raw HTML in lessons is limited to what GitHub allows (it includes
 * <details>/<summary> for knowledge checks), plus the language class on code
 * blocks that the highlighter needs and `figure:` image sources, which
 * rehypeFigures (after the sanitizer) swaps for the checked SVG.
 */
const sanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-/]],
    // A project's fix and stretch prompts sit behind the same 'Compare with our prompt' disclosure as its build prompt (project-prompt.tsx).
    details: [...(defaultSchema.attributes?.details ?? []), ['className', 'own-prompt-compare']],
  },
  protocols: {
    ...defaultSchema.protocols,
    src: [...(defaultSchema.protocols?.src ?? []), FIGURE_SCHEME.slice(0, -1)],
  },
}

/** Where a lesson's figures come from, and the lesson's file for error messages. */
interface LessonSource {
  /** The lesson file, as errors should name it (e.g. content/sections/03-the-vibe-coders-toolkit.md). */
  file: string
  /** Folder holding the <name>.svg figures. */
  figures: string
  /** Glossary terms whose first use on the page links to /glossary (none by default). */
  glossary?: readonly GlossaryTerm[]
}

const DEFAULT_SOURCE: LessonSource = { file: '(Markdown)', figures: FIGURES_FOLDER }

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  return node.type === 'element' ? node.children.map(textOf).join('') : ''
}

function isBlank(node: ElementContent): boolean {
  return node.type === 'text' && node.value.trim() === ''
}

/**
 * Turns a paragraph holding only `![alt](figure:<name> "caption")` into
 * <figure class="diagram"> with the SVG inlined (role="img", named by the alt
 * text) and the caption as <figcaption>. Runs after the sanitizer: the SVG is
 * the project's own file and readFigure lets only allow-listed elements and
 * attributes through, failing the build on anything else.
 */
function rehypeFigures(source: LessonSource, figures: LessonFigure[]) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'img' || !String(node.properties?.src ?? '').startsWith(FIGURE_SCHEME)) return
      const name = String(node.properties.src).slice(FIGURE_SCHEME.length)
      const alt = String(node.properties.alt ?? '').trim()
      const caption = String(node.properties.title ?? '').trim()
      if (!alt)
        throw new FigureError(`${source.file}: figure:${name} needs a text alternative: ![what the figure shows](figure:${name} "Caption")`)
      if (!caption) throw new FigureError(`${source.file}: figure:${name} needs a caption: ![${alt}](figure:${name} "Caption")`)
      const svg = readFigure(source.figures, name, source.file)
      const paragraph = parent as Element | undefined
      if (paragraph?.tagName !== 'p' || paragraph.children.some((child) => child !== node && !isBlank(child))) {
        throw new FigureError(`${source.file}: figure:${name} must stand alone in its own paragraph`)
      }
      svg.properties = { ...svg.properties, role: 'img', ariaLabel: alt }
      figures.push({ name, alt, caption })
      const figure: Element = {
        type: 'element',
        tagName: 'figure',
        properties: { className: ['diagram'] },
        children: [svg, { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: caption }] }],
      }
      Object.assign(paragraph, figure)
      return 'skip'
    })
  }
}

/** The marker that opens an "If you get stuck" blockquote. */
const STUCK_MARKER = '[!STUCK]'
const STUCK_TITLE = 'If you get stuck'

/**
 * Turns a blockquote that starts with `[!STUCK]` into
 * <aside class="callout-stuck"> titled "If you get stuck". The title is a
 * paragraph (not a heading) so the box can sit anywhere without breaking the
 * page's heading order; the aside is named by it for screen readers.
 */
function rehypeStuckCallouts() {
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
    })
  }
}

/**
 * Wraps each code block so the page can add its copy button into the slot,
 * and lets keyboard users focus it to scroll long lines sideways.
 */
function rehypeCodeBlocks() {
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

/**
 * Puts each table in a scroll box that keyboard users can focus (to scroll a
 * wide table sideways on a phone) and screen readers announce by the table's
 * column headings.
 */
function rehypeScrollableTables() {
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
        properties: { className: ['table-wrap'], tabIndex: 0, role: 'region', ariaLabel: `Table: ${headings.join(', ')}` },
        children: [node],
      }
      return 'skip'
    })
  }
}

/**
 * Turns GitHub task lists ('- [ ] Check the page on a phone') into checklists
 * a learner can tick while testing: each box is labelled by its item's text.
 * The ticks are not saved; they are a reading aid.
 */
function rehypeTaskListLabels() {
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

/** Two headings of one page would get the same id, so links to the second one (search results, anchors) would land on the first. */
export class HeadingIdCollision extends Error {
  override name = 'HeadingIdCollision'
}

/**
 * Gives every heading a stable id made from its text, GitHub's way
 * ('Keep secrets out of your code' becomes #keep-secrets-out-of-your-code).
 * Unlike rehype-slug it does not number a repeated heading ('#setup-1'):
 * search results and copied links point at headings by id, so two headings
 * with the same id in one page fail the build instead.
 */
function rehypeHeadingIds() {
  return (tree: Root) => {
    const seen = new Set<string>()
    visit(tree, 'element', (node: Element) => {
      if (!/^h[1-6]$/.test(node.tagName)) return
      const id = slug(textOf(node))
      if (seen.has(id)) throw new HeadingIdCollision(`two headings have the id "${id}"; give one of them different words`)
      seen.add(id)
      node.properties = { ...node.properties, id }
    })
  }
}

function isExternal(href: string | undefined): boolean {
  return !!href && /^[a-z][a-z+.-]*:/i.test(href) && !href.startsWith('mailto:')
}

/**
 * External links open in a new tab, safely, and say so to screen readers. A
 * syntax-tree step (not a React component) so the words it adds are in the
 * tree that the outline and the search text are read from.
 */
function rehypeExternalLinks() {
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
        children: [{ type: 'text', value: ' (opens in a new tab)' }],
      })
    })
  }
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
function rehypeLessonText(into: Pick<CompiledLesson, 'headings' | 'searchText' | 'wordCount'>) {
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

/** One h2 or h3 of a lesson: an entry of its outline and the heading of a search passage. */
export interface LessonHeading {
  /** Its id, from its words (rehypeHeadingIds): the page links to it as #id. */
  id: string
  /** Its words as plain text. */
  text: string
  /** 2 for a main heading, 3 for one under it. */
  level: 2 | 3
}

/** A figure a lesson shows (rehypeFigures). */
interface LessonFigure {
  /** Its file, content/figures/<name>.svg. */
  name: string
  /** Its text alternative, read by screen readers. */
  alt: string
  caption: string
}

/** A lesson's Markdown compiled once, when content loads: the HTML and what is read from its syntax tree. */
export interface CompiledLesson {
  html: string
  /** The h2 and h3 headings, in order. */
  headings: LessonHeading[]
  /**
   * Plain text before the first heading, and under each heading (in the order
   * of `headings`): search's passages. Build-time only: the pages' copy of the
   * content leaves it out (content/vite-plugin.ts).
   */
  searchText: { intro: string; underHeadings: string[] }
  /** Words in the headings and text (what the reading time is made from). */
  wordCount: number
  figures: LessonFigure[]
}

/**
 * Compiles lesson Markdown: GitHub-flavoured tables and task lists, headings
 * with stable, unique ids, highlighted code, and links limited to http,
 * https, irc, ircs, mailto, xmpp and relative URLs (react-markdown's default
 * URL policy; anything else, such as javascript:, loses its href), inlined SVG
 * figures, "If you get stuck" boxes (see docs/course-style.md rules 7-8) and
 * links from the first use of each glossary term to /glossary. Returns the
 * HTML with its headings, text and figures, read from the same syntax tree,
 * so nothing reads the HTML back.
 */
export function markdownToHtml(markdown: string, source: LessonSource = DEFAULT_SOURCE): CompiledLesson {
  const compiled: Omit<CompiledLesson, 'html'> = { headings: [], searchText: { intro: '', underHeadings: [] }, wordCount: 0, figures: [] }
  const html = renderToStaticMarkup(
    <Markdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[
        rehypeRaw,
        [rehypeSanitize, sanitizeSchema],
        rehypeHeadingIds,
        rehypeHeadingLinks,
        [rehypeHighlight, { detect: false }],
        rehypeCodeBlocks,
        rehypeScrollableTables,
        rehypeTaskListLabels,
        [rehypeFigures, source, compiled.figures],
        rehypeStuckCallouts,
        [rehypeGlossaryLinks, source.glossary ?? []],
        rehypeExternalLinks,
        [rehypeLessonText, compiled],
      ]}
      urlTransform={defaultUrlTransform}
    >
      {markdown}
    </Markdown>,
  )
  return { html, ...compiled }
}

/**
 * The Markdown without the subsection headed `heading`: from that heading up
 * to the next heading of the same or a higher level. (Section 6 shows its
 * CLEAR Framework subsection as cards instead, so the loader removes it.)
 */
export function withoutSubsection(markdown: string, heading: string): string {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => /^#{1,6}\s/.test(line) && line.replace(/^#+\s+/, '').trim() === heading)
  if (start === -1) return markdown
  const level = (/^#+/.exec(lines[start] as string)?.[0].length ?? 2) as number
  let end = lines.findIndex((line, index) => index > start && /^#{1,6}\s/.test(line) && (/^#+/.exec(line)?.[0].length ?? 7) <= level)
  if (end === -1) end = lines.length
  return [...lines.slice(0, start), ...lines.slice(end)].join('\n')
}
