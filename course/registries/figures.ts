/**
 * Lesson figures: small SVG diagrams in content/figures/<name>.svg, inlined
 * into the page by the Markdown pipeline (course/markdown/markdown.tsx), so a figure
 * costs no extra request and follows the light/dark theme through CSS classes.
 *
 * The SVG is read with a strict parser for the small subset figures may use
 * and checked against the course's figure rules (docs/course-style.md rule
 * 8). A figure that breaks a rule fails the build with its file and the
 * problem. Because only allow-listed elements and attributes get through (no
 * scripts, links, styles or ids), the inlined SVG is safe without the
 * sanitizer that guards the rest of the lesson HTML.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Element, ElementContent, Text } from 'hast'
import { contentRoot } from '../content-root.ts'

/** Shapes and text a figure may use. */
const ELEMENTS = new Set(['svg', 'g', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path', 'text', 'tspan'])

/** Geometry and presentation attributes that carry no colour and no link. */
const ATTRIBUTES = new Set([
  'class',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'dx',
  'dy',
  'width',
  'height',
  'd',
  'points',
  'transform',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'textLength',
])

/** The only classes a figure may use: each maps to theme colours in renderer/styles/figures.css. */
const FIGURE_CLASSES = ['f-box', 'f-accent', 'f-warn', 'f-ok', 'f-line', 'f-head', 'f-text', 'f-muted', 'f-code'] as const

const CLASSES = new Set<string>(FIGURE_CLASSES)

/** Phone-first: a figure's drawing is 320 to 480 units wide, so its labels stay readable on a 320 px screen. */
const FIGURE_WIDTH = { min: 320, max: 480 } as const

/** Smallest font-size for any text in a figure. */
const MIN_FONT_SIZE = 14

/**
 * How wide a figure is drawn on a 320 px phone: the screen minus the page's
 * padding (1rem each side, renderer/styles/layout.css .container). The SVG is
 * scaled from its viewBox width to this, so its text shrinks by the same factor.
 */
const PHONE_FIGURE_PX = 320 - 2 * 16

/** Smallest text, in CSS pixels, a figure may show on a 320 px phone. */
const MIN_PHONE_TEXT_PX = 12

/** The smallest font-size a figure `width` units wide may use so its text is MIN_PHONE_TEXT_PX on a phone (15 for 360, 16 for 380). */
function minFontSizeFor(width: number): number {
  return Math.max(MIN_FONT_SIZE, Math.ceil((MIN_PHONE_TEXT_PX * width) / PHONE_FIGURE_PX))
}

/**
 * Advance widths of the printable ASCII characters (space to "~"), in
 * hundredths of an em, in DejaVu Sans regular and bold: what `system-ui`
 * falls back to on Linux and the widest of the fonts a figure's
 * var(--font-sans) stack resolves to (Segoe UI, San Francisco, Roboto and
 * Arial set the same text narrower), so an estimate from it is an upper bound.
 */
const SANS_WIDTHS = {
  normal: [
    32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84, 84, 84, 53, 100, 68,
    69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79, 60, 79, 69, 63, 61, 73, 68, 99, 69, 61, 69, 39, 34, 39, 84, 50, 50, 61, 63, 55,
    63, 62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63, 63, 41, 52, 39, 63, 59, 82, 59, 59, 52, 64, 34, 64, 84,
  ],
  bold: [
    35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84, 84, 84, 58, 100,
    77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72, 73, 46, 37, 46, 84, 50, 50, 67,
    72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65, 92, 65, 65, 58, 71, 37, 71, 84,
  ],
} as const

/** Every character of a monospace font (f-code) is this many ems wide; DejaVu Sans Mono and Menlo are 0.602, Consolas 0.55. */
const MONO_WIDTH = 0.61

/** A character outside printable ASCII (an arrow, a curly quote) counts as a full em. */
const OTHER_WIDTH = 1

/** How a figure's text is set, for estimateTextWidth. */
export interface TextStyle {
  bold?: boolean
  /** Set in the monospace font (the f-code class). */
  mono?: boolean
}

/**
 * An upper estimate, in the figure's units, of how wide `text` is drawn at
 * `fontSize`: use it to size what must span a label (a box around it, a line
 * striking it through, a textLength) so it fits in every reader's font.
 */
export function estimateTextWidth(text: string, fontSize: number, style: TextStyle = {}): number {
  let ems = 0
  for (const character of text) {
    const code = character.codePointAt(0) as number
    if (style.mono) ems += MONO_WIDTH
    else if (code >= 32 && code < 127) ems += (SANS_WIDTHS[style.bold ? 'bold' : 'normal'][code - 32] as number) / 100
    else ems += OTHER_WIDTH
  }
  return ems * fontSize
}

/** A figure is a few kilobytes; anything bigger is a sign of exported clutter. */
const MAX_FIGURE_BYTES = 10 * 1024

/** content/figures: where lessons' figures live. */
export const FIGURES_FOLDER = join(contentRoot, 'figures')

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'

export class FigureError extends Error {
  override name = 'FigureError'
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeEntities(value: string, fail: (problem: string) => never): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);|&/gi, (match, entity: string | undefined) => {
    if (!entity) fail('a bare "&" (write &amp;)')
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16))
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10))
    const named = ENTITIES[entity]
    if (named === undefined) fail(`the entity ${match} (only &amp; &lt; &gt; &quot; &apos; and numeric ones)`)
    return named
  })
}

interface ParsedElement {
  name: string
  attributes: Map<string, string>
  children: (ParsedElement | string)[]
}

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g

/**
 * Parses the XML subset figures are written in: elements, double- or
 * single-quoted attributes, text, comments and an optional XML declaration.
 * Anything else (DOCTYPE, CDATA, processing instructions, unclosed tags) is an
 * error, so a figure cannot smuggle in what the rules forbid.
 */
function parseSvg(source: string, fail: (problem: string) => never): ParsedElement {
  const text = source.replace(/^\uFEFF?\s*<\?xml[^?]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '')
  const top: ParsedElement = { name: '#document', attributes: new Map(), children: [] }
  const stack = [top]
  let position = 0
  while (position < text.length) {
    const parent = stack[stack.length - 1] as ParsedElement
    if (text[position] !== '<') {
      const end = text.indexOf('<', position)
      const chunk = text.slice(position, end === -1 ? text.length : end)
      parent.children.push(decodeEntities(chunk, fail))
      position += chunk.length
      continue
    }
    TAG.lastIndex = position
    const match = TAG.exec(text)
    if (!match) fail(`cannot read the markup at "${text.slice(position, position + 30).replace(/\s+/g, ' ')}"`)
    const [whole, closing, name, attributeText, selfClosing] = match as unknown as [string, string, string, string, string]
    position += whole.length
    if (closing) {
      if (parent.name !== name) fail(`</${name}> closes <${parent.name}>`)
      stack.pop()
      continue
    }
    const attributes = new Map<string, string>()
    for (const [, key, double, single] of attributeText.matchAll(ATTRIBUTE)) {
      if (attributes.has(key as string)) fail(`<${name}> has the attribute ${key} twice`)
      attributes.set(key as string, decodeEntities(double ?? single ?? '', fail))
    }
    const element: ParsedElement = { name, attributes, children: [] }
    parent.children.push(element)
    if (!selfClosing) stack.push(element)
  }
  if (stack.length > 1) fail(`<${(stack[stack.length - 1] as ParsedElement).name}> is never closed`)
  const roots = top.children.filter((child): child is ParsedElement => typeof child !== 'string')
  if (roots.length !== 1 || top.children.some((child) => typeof child === 'string' && child.trim() !== '')) {
    fail('the file must hold exactly one <svg> element and nothing else')
  }
  return roots[0] as ParsedElement
}

/** All the words of an element and its tspans. */
function words(element: ParsedElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : words(child))).join('')
}

/** An element's words, shortened for an error message. */
function label(element: ParsedElement): string {
  const all = words(element).trim()
  return all.length > 30 ? `${all.slice(0, 30)}…` : all
}

function checkAttributes(element: ParsedElement, fail: (problem: string) => never): void {
  for (const [key, value] of element.attributes) {
    if (element.name === 'svg' && (key === 'xmlns' || key === 'viewBox')) continue
    if (key === 'style') fail(`<${element.name}> has a style attribute; colour and type come from the f-* classes`)
    if (key === 'id') fail(`<${element.name}> has an id; ids clash when two figures share a page, so figures use none`)
    if (key === 'fill' || key === 'stroke') {
      if (value === 'none') continue
      fail(`<${element.name}> sets ${key}="${value}"; colours come from the f-* classes so figures follow the theme`)
    }
    if (element.name === 'svg' && (key === 'width' || key === 'height')) {
      fail(`the root <svg> sets ${key}; leave it out so the figure scales to the screen (the viewBox gives its shape)`)
    }
    if (!ATTRIBUTES.has(key)) fail(`<${element.name}> has the attribute ${key}, which figures may not use`)
    if (key === 'class') {
      const unknown = value.split(/\s+/).filter((name) => name !== '' && !CLASSES.has(name))
      if (unknown.length > 0) fail(`<${element.name}> uses the class ${unknown.join(', ')}; allowed: ${FIGURE_CLASSES.join(', ')}`)
    }
  }
}

/** What a text inherits from its groups: its size and how it is set. */
interface Inherited extends TextStyle {
  fontSize?: number
}

function checkElement(element: ParsedElement, inherited: Inherited, minFontSize: number, fail: (problem: string) => never): void {
  if (!ELEMENTS.has(element.name)) fail(`<${element.name}> is not allowed; figures may use ${[...ELEMENTS].join(', ')}`)
  checkAttributes(element, fail)
  const ownSize = element.attributes.get('font-size')
  const fontSize = ownSize === undefined ? inherited.fontSize : Number.parseFloat(ownSize)
  const weight = element.attributes.get('font-weight')
  const style: Inherited = {
    fontSize,
    bold: weight === undefined ? inherited.bold : weight === 'bold' || Number(weight) >= 600,
    mono: inherited.mono || (element.attributes.get('class') ?? '').split(/\s+/).includes('f-code'),
  }
  const isText = element.name === 'text' || element.name === 'tspan'
  if (isText && (fontSize === undefined || Number.isNaN(fontSize))) {
    fail(`the text "${label(element)}" has no font-size (set one of at least ${minFontSize} on it or on its group)`)
  }
  if (isText && (fontSize as number) < minFontSize) {
    fail(
      `the text "${label(element)}" has font-size ${fontSize}; the minimum is ${minFontSize}` +
        (minFontSize > MIN_FONT_SIZE ? ` in a drawing this wide (${MIN_PHONE_TEXT_PX} px on a 320 px phone)` : ''),
    )
  }
  const textLength = element.attributes.get('textLength')
  if (textLength !== undefined) {
    const needed = Math.ceil(estimateTextWidth(words(element).trim(), fontSize as number, style))
    if (!isText || !(Number(textLength) >= needed)) {
      fail(
        `<${element.name}> "${label(element)}" has textLength="${textLength}"; ` +
          (isText ? `its letters need ${needed} (estimateTextWidth), or they overlap in wide fonts` : 'only a <text> may set one'),
      )
    }
  }
  for (const child of element.children) {
    if (typeof child === 'string') {
      if (!isText && child.trim() !== '') fail(`the text "${child.trim().slice(0, 30)}" sits outside a <text> element`)
      continue
    }
    if (child.name === 'svg') fail('an <svg> inside the figure is not allowed')
    if (child.name === 'tspan' && !isText) fail('a <tspan> must sit inside a <text>')
    checkElement(child, style, minFontSize, fail)
  }
}

/** Checks the root and returns the drawing's width (its viewBox width). */
function checkRoot(root: ParsedElement, fail: (problem: string) => never): number {
  if (root.name !== 'svg') fail(`the root element is <${root.name}>; it must be <svg>`)
  if (root.attributes.get('xmlns') !== SVG_NAMESPACE) fail(`the root <svg> needs xmlns="${SVG_NAMESPACE}"`)
  const viewBox = /^0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(root.attributes.get('viewBox') ?? '')
  if (!viewBox) fail('the root <svg> needs viewBox="0 0 W H"')
  const width = Number(viewBox[1])
  if (width < FIGURE_WIDTH.min || width > FIGURE_WIDTH.max) {
    fail(`the viewBox is ${width} wide; make it ${FIGURE_WIDTH.min} to ${FIGURE_WIDTH.max} (phone-first: stack things vertically)`)
  }
  return width
}

function toHast(element: ParsedElement): Element {
  const properties: Record<string, string | string[]> = {}
  for (const [key, value] of element.attributes) {
    if (key === 'xmlns') continue
    properties[key === 'class' ? 'className' : key] = key === 'class' ? value.split(/\s+/).filter(Boolean) : value
  }
  const isText = element.name === 'text' || element.name === 'tspan'
  const children: ElementContent[] = []
  for (const child of element.children) {
    if (typeof child !== 'string') children.push(toHast(child))
    else if (isText) children.push({ type: 'text', value: child } satisfies Text)
  }
  return { type: 'element', tagName: element.name, properties, children }
}

/**
 * Checks an SVG figure against the course's rules and returns it as a hast
 * tree ready to inline. Throws a FigureError naming `file` and the first problem.
 */
export function parseFigure(source: string, file: string): Element {
  const fail = (problem: string): never => {
    throw new FigureError(`${file}: ${problem}`)
  }
  const bytes = Buffer.byteLength(source)
  if (bytes > MAX_FIGURE_BYTES) fail(`${bytes} bytes; a figure must stay under ${MAX_FIGURE_BYTES} (simplify the paths)`)
  const root = parseSvg(source, fail)
  const width = checkRoot(root, fail)
  checkElement(root, {}, minFontSizeFor(width), fail)
  return toHast(root)
}

/**
 * Reads and checks `<folder>/<name>.svg` for the lesson `lessonFile` (named in
 * errors). `text` turns the file's source into the figure's (the loader swaps
 * its `{{term:id}}` platform names for the registry's, so a rename reaches
 * figures too); it runs before the checks, so they see what the page shows.
 */
export function readFigure(
  folder: string,
  name: string,
  lessonFile: string,
  text: (svg: string) => string = (svg) => svg,
  /** The figure in the lesson's language, when it has a current translation (its SVG and its path); else the English is read. */
  translated?: (name: string) => { svg: string; path: string } | undefined,
): Element {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) {
    throw new FigureError(`${lessonFile}: figure:${name} is not a valid figure name (lowercase words joined by dashes)`)
  }
  const path = join(folder, `${name}.svg`)
  const shownPath = relative(process.cwd(), path)
  let source: string
  try {
    source = readFileSync(path, 'utf8')
  } catch {
    throw new FigureError(`${lessonFile}: uses figure:${name}, but ${shownPath} does not exist`)
  }
  const translation = translated?.(name)
  return translation ? parseFigure(text(translation.svg), translation.path) : parseFigure(text(source), shownPath)
}

/** The names of every figure in a folder (content/figures by default), for checks that cover figures no lesson uses yet. */
export function figureNames(folder: string = FIGURES_FOLDER): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
}
