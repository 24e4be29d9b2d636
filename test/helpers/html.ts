/**
 * Reading server-rendered HTML in tap tests, with a real parser
 * (node-html-parser) rather than a regex per test file. Every function
 * takes the HTML string, or an element found in it, and reads what a
 * reader or a screen reader would get: decoded text, links with their
 * accessible names, tags with their attributes.
 */
import { type HTMLElement, NodeType, type Node as ParsedNode, parse } from 'node-html-parser'
import { themeScript } from '../../lib/theme.ts'
import { START_SCRIPTS } from '../../server/page-delivery/start-scripts.ts'

type Html = string | HTMLElement

/** The parsed document (or the element itself). Only `<script>` and `<style>` contents stay raw text (`<pre>` is parsed). */
function parseHtml(html: Html): HTMLElement {
  return typeof html === 'string' ? parse(html, { comment: false, blockTextElements: { script: true, style: true } }) : html
}

/**
 * Text with its character references (&amp;, &#x27;, ...) turned back into characters.
 * @public for tests that read raw strings, such as JSON in a page (the contact tests).
 */
export function decode(text: string): string {
  return parse(`<p>${text}</p>`).text
}

/** Elements whose content is one name (a link's or a button's): no space is added between its parts. */
const NAMED = new Set(['a', 'button'])

function collectText(node: ParsedNode, out: string[], inName: boolean): void {
  if (node.nodeType === NodeType.TEXT_NODE) {
    out.push(node.text)
    return
  }
  if (node.nodeType !== NodeType.ELEMENT_NODE) return
  const element = node as HTMLElement
  const tag = element.tagName?.toLowerCase()
  if (tag === 'script' || tag === 'style' || tag === 'template') return
  const separate = !inName
  if (separate) out.push(' ')
  for (const child of element.childNodes) collectText(child, out, inName || (tag !== undefined && NAMED.has(tag)))
  if (separate) out.push(' ')
}

/**
 * Visible text, roughly: decoded, white space collapsed, a space at each
 * element boundary (cards and badges read as separate words), except inside
 * a link or button, whose parts make one name ('Previous<span>:</span>'
 * reads 'Previous:').
 */
export function textOf(html: Html): string {
  const root = parseHtml(html)
  const out: string[] = []
  collectText(root, out, root.tagName !== null && NAMED.has(root.tagName.toLowerCase()))
  return out.join('').replace(/\s+/g, ' ').trim()
}

/** The first element matching a CSS selector, or undefined. */
export function find(html: Html, selector: string): HTMLElement | undefined {
  return parseHtml(html).querySelector(selector) ?? undefined
}

/** Every element matching a CSS selector, in document order. */
export function findAll(html: Html, selector: string): HTMLElement[] {
  return parseHtml(html).querySelectorAll(selector)
}

export interface Link {
  href: string | undefined
  /** The accessible name: the aria-label, else the visible text. */
  text: string
  /** Every attribute, decoded. */
  attributes: Record<string, string>
}

/** The links inside `scope` (the main area by default: not the header or footer), in order. */
export function links(html: Html, scope = 'main'): Link[] {
  const root = parseHtml(html)
  const area = root.querySelector(scope) ?? (scope === 'main' ? root : undefined)
  return (area?.querySelectorAll('a') ?? []).map((a) => ({
    href: a.getAttribute('href'),
    text: a.getAttribute('aria-label') ?? textOf(a),
    attributes: a.attributes,
  }))
}

/** Whether there is a `<name>` element with (at least) these attributes and values. */
export function hasTag(html: Html, name: string, attributes: Record<string, string> = {}): boolean {
  return findAll(html, name).some((element) => Object.entries(attributes).every(([key, value]) => element.getAttribute(key) === value))
}

/**
 * The value a form field shows: an input's value attribute, a textarea's text, a select's selected option.
 * @public for the form tests (help, contact), which forms-security converts to this helper.
 */
export function inputValue(html: Html, id: string): string | undefined {
  const field = find(html, `#${id}`)
  if (!field) return undefined
  switch (field.tagName.toLowerCase()) {
    case 'textarea':
      return field.text
    case 'select':
      return field.querySelector('option[selected]')?.getAttribute('value') ?? field.querySelector('option')?.getAttribute('value')
    default:
      return field.getAttribute('value')
  }
}

/** The document's <title>, decoded. */
export function titleOf(html: Html): string {
  return find(html, 'title')?.text ?? ''
}

/** The meta description, decoded. */
export function descriptionOf(html: Html): string {
  return find(html, 'meta[name="description"]')?.getAttribute('content') ?? ''
}

/** The text of the page's one <h1>, or how many there are when that is not one. */
export function h1Of(html: Html): string {
  const h1s = findAll(html, 'h1')
  return h1s.length === 1 ? textOf(h1s[0] as HTMLElement) : `${h1s.length} h1 elements`
}

/**
 * What the Content-Security-Policy would block: executable inline scripts
 * (a <script> without src that is not JSON data) and style attributes.
 * Empty when the markup is clean.
 */
export function cspProblems(html: Html): string[] {
  // The two inline scripts the policy allows, by their hashes: the theme snippet (lib/theme.ts) and the start of
  // the page's scripts (server/page-delivery/start-scripts.ts).
  const allowed = new Set([themeScript, START_SCRIPTS])
  const scripts = findAll(html, 'script').filter(
    (script) => !script.hasAttribute('src') && script.getAttribute('type') !== 'application/json' && !allowed.has(script.rawText),
  )
  const styled = findAll(html, '[style]')
  return [
    ...scripts.map((script) => `inline script: ${script.outerHTML.slice(0, 80)}`),
    ...styled.map((element) => `style attribute on <${element.tagName.toLowerCase()}>`),
  ]
}

/** One island of a page (renderer/islands/): its name and the props the browser hydrates it with. */
interface IslandInPage {
  name: string
  /** The JSON the browser parses, as written in data-props. */
  propsJson: string
}

/** The page's islands, in document order. */
function islandsOf(html: Html): IslandInPage[] {
  return findAll(html, 'vibe-island').map((island) => ({
    name: island.getAttribute('data-island') ?? '',
    propsJson: island.getAttribute('data-props') ?? '',
  }))
}

/** Everything the page hands its scripts as data: each island's props, and any Vike hydration data. */
export function hydrationDataOf(html: Html): string {
  const vikeData = findAll(html, 'script#vike_pageContext').map((script) => script.rawText)
  return [...islandsOf(html).map((island) => island.propsJson), ...vikeData].join('\n')
}
