// No source file outside lib/paths.ts spells a numbered, slugged or fixed page's
// URL out, so renaming a route stays a change in lib/paths.ts
// (test/integration/rename-route.test.ts renames one in a built copy).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import t from 'tap'

const root = join(import.meta.dirname, '..', '..')

t.test('no source file outside lib/paths.ts spells a page URL out', async (t) => {
  const fixedPages =
    'guide|tutorials|blog|projects|success-stories|glossary|changes|review|playground|get-help|landing|search|privacy|terms|accessibility'
  const spelled = new RegExp(
    [
      // numbered and slugged pages: `/section${n}`, `/tutorials/${slug}`, '/project3'
      '`\\/(section|project|featured-project)\\$\\{',
      '`\\/(tutorials|blog)\\/\\$\\{',
      `['"\`]\\/(section|project|featured-project)\\d`,
      // the pages that exist once: '/guide', "/get-help#contact", `/search?q=...`
      `['"\`]\\/(${fixedPages})(['"\`?#/]|$)`,
    ].join('|'),
  )
  const offenders: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(ts|tsx)$/.test(name) && relative(root, path) !== join('lib', 'paths.ts')) {
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            // Comments may name an example URL.
            if (spelled.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line))
              offenders.push(`${relative(root, path)}:${index + 1}: ${line.trim()}`)
          })
      }
    }
  }
  for (const floor of ['lib', 'course', 'sandbox', 'renderer', 'pages', 'server']) walk(join(root, floor))
  t.same(offenders, [], 'build it with lib/paths.ts instead')
})
