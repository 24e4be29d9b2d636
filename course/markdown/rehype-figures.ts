import type { Element, ElementContent, Root } from 'hast'
import { visit } from 'unist-util-visit'
import { FigureError, readFigure } from '../registries/figures.ts'

/** The URL scheme of a figure reference: `![alt](figure:<name> "caption")`. */
export const FIGURE_SCHEME = 'figure:'

/** A figure a lesson shows (rehypeFigures). */
export interface LessonFigure {
  /** Its file, content/figures/<name>.svg. */
  name: string
  /** Its text alternative, read by screen readers. */
  alt: string
  caption: string
}

/** Where a lesson's figures come from, and the lesson's file for error messages. */
interface FigureSource {
  /** The lesson file, as errors name it. */
  file: string
  /** Folder holding the <name>.svg figures. */
  figures: string
  /** Turns a figure's SVG source into what the page shows (its `{{term:id}}` platform names swapped; see readFigure). */
  figureText?: ((svg: string) => string) | undefined
  /** A figure's current translation in the lesson's language (course/translations.ts), if it has one. */
  translatedFigure?: ((name: string) => { svg: string; path: string } | undefined) | undefined
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
export function rehypeFigures(source: FigureSource, figures: LessonFigure[]) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'img' || !String(node.properties?.src ?? '').startsWith(FIGURE_SCHEME)) return
      const name = String(node.properties.src).slice(FIGURE_SCHEME.length)
      const alt = String(node.properties.alt ?? '').trim()
      const caption = String(node.properties.title ?? '').trim()
      if (!alt)
        throw new FigureError(`${source.file}: figure:${name} needs a text alternative: ![what the figure shows](figure:${name} "Caption")`)
      if (!caption) throw new FigureError(`${source.file}: figure:${name} needs a caption: ![${alt}](figure:${name} "Caption")`)
      const svg = readFigure(source.figures, name, source.file, source.figureText, source.translatedFigure)
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
