/**
 * Markdown to HTML, on the server only (at build time, through the content
 * Vite plugin). The browser never downloads a Markdown parser or highlighter:
 * pages receive the finished HTML string.
 */
import type { Element, Root } from 'hast'
import type { ComponentPropsWithoutRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import Markdown, { defaultUrlTransform } from 'react-markdown'
import rehypeHighlight from 'rehype-highlight'
import rehypeRaw from 'rehype-raw'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import rehypeSlug from 'rehype-slug'
import remarkGfm from 'remark-gfm'
import { visit } from 'unist-util-visit'

/**
 * Raw HTML in lessons is limited to what GitHub allows (it includes
 * <details>/<summary> for knowledge checks), plus the language class on code
 * blocks that the highlighter needs.
 */
const sanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-/]],
  },
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

function isExternal(href: string | undefined): boolean {
  return !!href && /^[a-z][a-z+.-]*:/i.test(href) && !href.startsWith('mailto:')
}

/** External links open in a new tab, safely, and say so to screen readers. */
function MarkdownLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (!href) return <span>{children}</span>
  if (!isExternal(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} {...rest} target="_blank" rel="noopener noreferrer" className="external-link">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

/**
 * Renders lesson Markdown to an HTML string: GitHub-flavoured tables and task
 * lists, headings with stable ids, highlighted code, and links limited to
 * http, https, irc, ircs, mailto, xmpp and relative URLs (react-markdown's
 * default URL policy; anything else, such as javascript:, loses its href).
 */
export function markdownToHtml(markdown: string): string {
  return renderToStaticMarkup(
    <Markdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[
        rehypeRaw,
        [rehypeSanitize, sanitizeSchema],
        rehypeSlug,
        [rehypeHighlight, { detect: false }],
        rehypeCodeBlocks,
        rehypeTaskListLabels,
      ]}
      urlTransform={defaultUrlTransform}
      components={{ a: MarkdownLink }}
    >
      {markdown}
    </Markdown>,
  )
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
