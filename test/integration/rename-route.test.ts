/**
 * Renaming a page's route is a one-file change: a copy of the
 * project with only lib/paths.ts edited (/review becomes /questions-to-review)
 * is built and started, and the page answers at its new URL, the old one is
 * a 404, and the site map and every link on the site's pages follow. It
 * proves what test/unit/paths.test.ts keeps true by reading the sources: no
 * other file spells a page's URL.
 */

import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { projectRoot } from '../../server/config.ts'
import { startServer } from '../helpers/server-process.ts'

/** What a build needs: the sources (with the generated Prisma clients under server/db/), not dist/ or node_modules/. */
const buildInputs = [
  'pages',
  'renderer',
  'content',
  'public',
  'server',
  'lib',
  'prisma',
  'scripts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'prisma.config.ts',
]
// A build and a server start: minutes on a busy 2-core machine.
t.setTimeout(300_000)

const OLD_PATH = '/review'
const NEW_PATH = '/questions-to-review'

t.test(`a copy with ${OLD_PATH} renamed in lib/paths.ts alone builds and serves the page at ${NEW_PATH}`, async (t) => {
  const copy = mkdtempSync(join(tmpdir(), 'fztv-rename-'))
  t.teardown(() => rmSync(copy, { recursive: true, force: true }))
  for (const input of buildInputs) cpSync(join(projectRoot, input), join(copy, input), { recursive: true })
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir')

  const pathsFile = join(copy, 'lib', 'paths.ts')
  const paths = readFileSync(pathsFile, 'utf8')
  const renamed = paths.replace(`review: '${OLD_PATH}'`, `review: '${NEW_PATH}'`)
  t.not(renamed, paths, 'lib/paths.ts names the route once')
  writeFileSync(pathsFile, renamed)

  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: copy, encoding: 'utf8', timeout: 240_000 })
  t.equal(build.status, 0, 'the copy builds')
  if (build.status !== 0) {
    t.comment(build.stdout.slice(-2000), build.stderr.slice(-2000))
    return
  }

  const server = await startServer(
    { DATABASE_URL: `file:${join(copy, 'app.db')}`, PUBLIC_URL: 'https://example.org' },
    { command: [process.execPath, join(copy, 'dist', 'node', 'index.js')], timeoutMs: 60_000 },
  )
  t.teardown(() => {
    server.child.kill('SIGKILL')
  })

  const page = await fetch(`${server.url}${NEW_PATH}`)
  t.equal(page.status, 200, `${NEW_PATH} answers`)
  t.match(await page.text(), /<h1[^>]*>[^<]*[Rr]eview/, 'with the review page')
  t.equal((await fetch(`${server.url}${OLD_PATH}`)).status, 404, `${OLD_PATH} is gone`)

  const siteMap = await (await fetch(`${server.url}/sitemap.xml`)).text()
  t.match(siteMap, `<loc>https://example.org${NEW_PATH}</loc>`, 'the site map lists the new URL')
  t.notMatch(siteMap, `<loc>https://example.org${OLD_PATH}</loc>`, 'and not the old one')

  for (const url of ['/', '/guide', '/section1', NEW_PATH]) {
    const html = await (await fetch(`${server.url}${url}`)).text()
    t.match(html, `href="${NEW_PATH}"`, `${url} links to ${NEW_PATH}`)
    t.notMatch(html, new RegExp(`(href|action)="${OLD_PATH}["#?]`), `${url} has no link or form to ${OLD_PATH}`)
  }
})
