// Two markup mistakes made in a learning project's reference app, as a
// learner's Agent (or the learner) makes them. The checker's markup check
// finding them on every project is a tap test (test/unit/checker-markup-projects.test.ts);
// what the checker's report then shows is a browser test (test/e2e/project-checker.spec.ts).

/** A learning project's three files (test/e2e/checker-fixtures.ts reads them from a fixture). */
interface Files {
  html: string
  css: string
  js: string
}

/** The line (from 1) of `index` in `text`. */
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

/**
 * The first heading's end tag left out (the first button's in an app without a heading, the calculator), and the
 * closing quote of the first class="..." in the body left out. Each with the line the report must name: where the
 * tag or the quote opens.
 */
export function markupMistakes<App extends Files>(files: App): { name: string; files: App; line: number }[] {
  const { html } = files
  const tag = ['h1', 'h2', 'h3', 'button'].find((name) => html.includes(`</${name}>`))
  const opening = tag ? html.search(new RegExp(`<${tag}[\\s>]`)) : -1
  const body = html.search(/<body[\s>]/)
  const attribute = /class="[^"]*(")/g
  attribute.lastIndex = body
  const quote = attribute.exec(html)
  const mistakes = []
  if (tag && opening >= 0)
    mistakes.push({ name: `an unclosed <${tag}>`, files: { ...files, html: html.replace(`</${tag}>`, '') }, line: lineAt(html, opening) })
  if (quote) {
    const at = quote.index + quote[0].length - 1
    mistakes.push({
      name: 'a missing quote',
      files: { ...files, html: html.slice(0, at) + html.slice(at + 1) },
      line: lineAt(html, quote.index),
    })
  }
  return mistakes
}
