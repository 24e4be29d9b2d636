/**
 * The visible text of an HTML fragment made by content/markdown.tsx (machine-made
 * and well formed, so a few regular expressions suffice): block ends become a
 * space, other tags vanish without one (so `<code>npm</code>'s` stays "npm's"),
 * character references are decoded and runs of white space collapse.
 * Used by the search index (passages, headings) and the reading aids (outline, reading time).
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/pre|\/tr|\/td|\/th|\/blockquote|\/div)\b[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? reference
    })
    .replace(/\s+/g, ' ')
    .trim()
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
