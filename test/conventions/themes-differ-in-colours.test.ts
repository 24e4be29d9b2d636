// The light and dark themes differ in colours and nothing else: every rule
// that depends on the theme (an @media (prefers-color-scheme) block, a
// [data-theme] selector) sets colour properties only, and nothing reads the
// theme anywhere else (a script asking matchMedia for it, a <picture> source
// for it). Colours themselves are written as light-dark() (tokens.css).
// The browser tests rely on it: axe runs its colour rules alone in the dark
// theme (test/e2e/axe.ts, axeViolationsInBothThemes), since every other rule
// reads the same page in both.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'

const root = join(import.meta.dirname, '..', '..')

/** The site's own files: what the browser is sent or built from (tests, docs and scripts are not). */
const SITE_FOLDERS = ['content', 'course', 'lib', 'pages', 'public', 'renderer', 'sandbox', 'server']

/** Properties that paint and lay nothing out. */
const COLOUR_PROPERTY =
  /^(color|color-scheme|background|background-color|border(-(top|right|bottom|left|block|inline))?-color|outline-color|caret-color|accent-color|text-decoration-color|fill|stroke|--color-[\w-]+)$/

/** Where the theme is read: an @media (prefers-color-scheme) block or a [data-theme] selector, and the rest of the text. */
const THEME_READ = /prefers-color-scheme|data-theme|dataset\.theme/g

/**
 * Each theme-dependent block in `text` (from the selector or @media to its closing brace) with its problems: a
 * property that is not a colour, or a mention of the theme that is not such a block (a script reading it).
 */
function themeProblems(text: string): string[] {
  const problems: string[] = []
  for (const match of text.matchAll(THEME_READ)) {
    const at = match.index
    const lineStart = text.lastIndexOf('\n', at) + 1
    const lineEnd = text.indexOf('\n', at)
    const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd)
    const block = /^\s*(@media \(prefers-color-scheme: (light|dark)\)|:root\[data-theme="(light|dark)"\]) \{\s*$/.exec(line)
    if (!block) {
      // What sets the theme (the header's control, the script before first paint) names it without reading it.
      const from = text.slice(Math.max(lineStart, at - 12), at + 20)
      if (match[0] !== 'prefers-color-scheme' && /(dataset\.theme\s*=(?!=)|delete \w+\.dataset\.theme|sets data-theme)/.test(from)) continue
      problems.push(`reads the theme outside a colour block: ${line.trim()}`)
      continue
    }
    // The block's body, to its matching brace; its declarations, those of nested rules included.
    let depth = 0
    let end = text.indexOf('{', at)
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++
      else if (text[end] === '}' && --depth === 0) break
    }
    const body = text.slice(text.indexOf('{', at) + 1, end)
    for (const declaration of body.matchAll(/([\w-]+)\s*:\s*[^;{}]+(;|(?=\}))/g)) {
      const property = declaration[1] ?? ''
      if (!COLOUR_PROPERTY.test(property)) problems.push(`${block[1]} sets ${property}, which is not a colour`)
    }
  }
  return problems
}

/**
 * A Markdown file without its code (fenced blocks and `code` spans): the course shows learners code about themes (a
 * problem's fix may set `data-theme`), which the site neither runs nor styles itself with. Raw HTML in the Markdown
 * (a `<picture>` source for the dark theme) is still read.
 */
function shownAsCode(file: string, text: string): string {
  return file.endsWith('.md') ? text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '') : text
}

t.test('every rule that depends on the theme sets colours only, and nothing else reads it', async (t) => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...SITE_FOLDERS], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(css|tsx?|mjs|js|html|svg|md)$/.test(file) && existsSync(join(root, file)))
  t.ok(files.length > 100, `${files.length} files of the site`)
  let blocks = 0
  const problems: string[] = []
  for (const file of files) {
    const text = shownAsCode(file, readFileSync(join(root, file), 'utf8'))
    blocks += [...text.matchAll(/@media \(prefers-color-scheme|\[data-theme=/g)].length
    problems.push(...themeProblems(text).map((problem) => `${file}: ${problem}`))
  }
  t.same(problems, [], 'no theme-dependent rule sets more than colours, and no script reads the theme')
  // tokens.css's two [data-theme] rules at least: a check that found none would prove nothing.
  t.ok(blocks >= 2, `${blocks} theme-dependent blocks looked at`)
})

t.test('the check finds a theme that changes more than colours', async (t) => {
  t.same(themeProblems(':root[data-theme="dark"] {\n  color-scheme: dark;\n  --color-bg: #000;\n}'), [])
  t.same(themeProblems('@media (prefers-color-scheme: dark) {\n  .logo { display: none; color: red }\n}'), [
    '@media (prefers-color-scheme: dark) sets display, which is not a colour',
  ])
  t.same(themeProblems(':root[data-theme="dark"] {\n  --header-height: 5rem;\n}'), [
    ':root[data-theme="dark"] sets --header-height, which is not a colour',
  ])
  t.same(themeProblems("if (matchMedia('(prefers-color-scheme: dark)').matches) open()"), [
    "reads the theme outside a colour block: if (matchMedia('(prefers-color-scheme: dark)').matches) open()",
  ])
  t.same(themeProblems(shownAsCode('fix.md', 'Set `data-theme` on `<html>` before the first paint.')), [])
  t.same(themeProblems(shownAsCode('page.md', '<source media="(prefers-color-scheme: dark)" srcset="dark.png">')), [
    'reads the theme outside a colour block: <source media="(prefers-color-scheme: dark)" srcset="dark.png">',
  ])
  t.same(themeProblems('<source media="(prefers-color-scheme: dark)" srcset="dark.png">'), [
    'reads the theme outside a colour block: <source media="(prefers-color-scheme: dark)" srcset="dark.png">',
  ])
})
