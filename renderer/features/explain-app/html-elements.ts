/**
 * Where the elements of a learner's index.html are in its text: just enough
 * of an HTML reader to remove one element and leave the rest of the file
 * byte for byte (the browser's own parser gives no positions). Elements
 * closed only implicitly (a <p> or <li> without its end tag) are left out:
 * where they end is the browser's guess, not the learner's text.
 */

/** An element with an explicit end (or a void element), as offsets into the HTML text. */
export interface HtmlElement {
  name: string
  start: number
  end: number
  /** Inside <body> (or, for a page without a body tag, outside <head>). */
  inBody: boolean
  /** Its id attribute, when it has one. */
  id?: string
}

/** The code inside a <script> without src, at its offset in the HTML text. */
export interface InlineScript {
  code: string
  start: number
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
/** Their text is not markup: read up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title'])
const TAG = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<(\/?)([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g

interface Open {
  name: string
  start: number
  inBody: boolean
  id?: string
}

const idIn = (attributes: string) =>
  /(?:^|\s)id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s'">]+))/i
    .exec(attributes)
    ?.slice(1)
    .find((id) => id !== undefined)

export function readHtml(html: string): { elements: HtmlElement[]; scripts: InlineScript[] } {
  const elements: HtmlElement[] = []
  const scripts: InlineScript[] = []
  const open: Open[] = []
  let inBody = !/<body\b/i.test(html)
  TAG.lastIndex = 0
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const [whole, closing, rawName, attributes = ''] = match
    if (!rawName) continue
    const name = rawName.toLowerCase()
    const start = match.index
    const afterTag = start + whole.length
    if (closing) {
      const at = open.findLastIndex((element) => element.name === name)
      if (at < 0) continue
      const [element] = open.splice(at) as [Open]
      elements.push({
        name,
        start: element.start,
        end: afterTag,
        inBody: element.inBody,
        ...(element.id !== undefined && { id: element.id }),
      })
      if (name === 'body') inBody = false
      continue
    }
    if (name === 'body') inBody = true
    if (name === 'head') inBody = false
    const id = idIn(attributes)
    if (VOID.has(name) || /\/\s*$/.test(attributes)) {
      elements.push({ name, start, end: afterTag, inBody, ...(id !== undefined && { id }) })
      continue
    }
    if (RAW_TEXT.has(name)) {
      const closeAt = html.slice(afterTag).search(new RegExp(`</${name}\\s*>`, 'i'))
      if (closeAt < 0) break
      const contentEnd = afterTag + closeAt
      const end = html.indexOf('>', contentEnd) + 1
      elements.push({ name, start, end, inBody })
      if (name === 'script' && !/\bsrc\s*=/i.test(attributes)) scripts.push({ code: html.slice(afterTag, contentEnd), start: afterTag })
      TAG.lastIndex = end
      continue
    }
    open.push({ name, start, inBody, ...(id !== undefined && { id }) })
  }
  return { elements: elements.sort((a, b) => a.start - b.start), scripts }
}
