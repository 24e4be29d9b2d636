/**
 * Turns the text of a knowledge-check question or option into inline parts
 * (lib/knowledge-check.ts) once, in the loader, so pages render it with plain
 * React elements and the browser never parses Markdown. Writers use only
 * `code` in backticks (CHECK-FORMAT rules); a `{{fact:id}}` token may bring
 * **bold** and [links](https://...) from the facts registry, so those are
 * read too. Anything else stays as written text.
 */
import type { InlinePart } from '../../lib/knowledge-check.ts'

/** `code`, **bold** or [text](https://... or /path). */
const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(((?:https:\/\/|\/)[^)\s]*)\)/g

export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) })
    const [, code, strong, label, href] = match
    if (code !== undefined) parts.push({ kind: 'code', text: code })
    else if (strong !== undefined) parts.push({ kind: 'strong', text: strong })
    else parts.push({ kind: 'link', text: label as string, href: href as string })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}
