/**
 * Renaming a page's route is a one-file change: a copy of the
 * project with only lib/paths.ts edited (/review becomes /questions-to-review)
 * is built and started, and the page answers at its new URL, the old one is
 * a 404, and the site map and every link on the site's pages follow. It
 * proves what test/conventions/page-urls.test.ts keeps true by reading the sources: no
 * other file spells a page's URL.
 */

import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { buildAndStart, copyProject } from '../helpers/project-copy.ts'

// A build and a server start: minutes on a busy 2-core machine.
t.setTimeout(300_000)

const OLD_PATH = '/review'
const NEW_PATH = '/questions-to-review'

t.test(`a copy with ${OLD_PATH} renamed in lib/paths.ts alone builds and serves the page at ${NEW_PATH}`, async (t) => {
  const copy = copyProject(t, 'rename')
  const pathsFile = join(copy, 'lib', 'paths.ts')
  const paths = readFileSync(pathsFile, 'utf8')
  const renamed = paths.replace(`review: '${OLD_PATH}'`, `review: '${NEW_PATH}'`)
  t.not(renamed, paths, 'lib/paths.ts names the route once')
  writeFileSync(pathsFile, renamed)

  const url = await buildAndStart(t, copy)
  if (!url) return

  const page = await fetch(`${url}${NEW_PATH}`)
  t.equal(page.status, 200, `${NEW_PATH} answers`)
  t.match(await page.text(), /<h1[^>]*>[^<]*[Rr]eview/, 'with the review page')
  t.equal((await fetch(`${url}${OLD_PATH}`)).status, 404, `${OLD_PATH} is gone`)

  const siteMap = await (await fetch(`${url}/sitemap.xml`)).text()
  t.match(siteMap, `<loc>https://example.org${NEW_PATH}</loc>`, 'the site map lists the new URL')
  t.notMatch(siteMap, `<loc>https://example.org${OLD_PATH}</loc>`, 'and not the old one')

  for (const path of ['/', '/guide', '/section1', NEW_PATH]) {
    const html = await (await fetch(`${url}${path}`)).text()
    t.match(html, `href="${NEW_PATH}"`, `${path} links to ${NEW_PATH}`)
    t.notMatch(html, new RegExp(`(href|action)="${OLD_PATH}["#?]`), `${path} has no link or form to ${OLD_PATH}`)
  }
})
