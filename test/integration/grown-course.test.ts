/**
 * Two changes that must each be one file, made in one scratch copy of the
 * project and proven on one build of it (a build is the most expensive set-up
 * a tap test has: one to six minutes on this shared 2-core machine, so the
 * two proofs share it; neither change touches what the other checks):
 *
 * Adding a section or a learning project is one content file each: a copy of
 * the project with one more section and one more learning project added
 * (and nothing else edited) builds, lists the new pages where the others are
 * listed, links to them, lets the new project page frame the sandbox, and
 * counts them in its words. The two files are made from the last real ones
 * with a new number and title, so they meet every rule the real ones meet.
 *
 * And the tests follow the content: none fails because the course grew. The
 * proof is in two parts, since the whole tap suite run again on the copy
 * would cost about as much as the suite itself (about 2,000 CPU-seconds here)
 * and the browser suite far more:
 * - test/conventions/course-size.test.ts reads every test file (tap and
 *   Playwright) and fails on a literal size of the course (a count in a
 *   sentence, in words, or as the first address past the end) or a copied
 *   list of its numbers;
 * - the tap checks that read the course's size (its counts, lists,
 *   neighbours, first address past the end, and the spec's sections and
 *   projects at its start) are gathered in one file, SIZED_TEST, which runs
 *   here on the grown copy, against its build, and passes. One file, not the
 *   five that held those checks before, whole: about a tenth of their
 *   processor time on the copy (docs/testing.md).
 *
 * Renaming a page's route is a one-file change: with only lib/paths.ts
 * edited (/review becomes /questions-to-review), the page answers at its new
 * URL, the old one is a 404, and the site map and every link on the site's
 * pages follow. It proves what test/conventions/page-urls.test.ts keeps true
 * by reading the sources: no other file spells a page's URL.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { countWord, countWordCapitalised } from '../../lib/count-words.ts'
import { projectRoot } from '../../server/config.ts'
import { cspProblems, descriptionOf, find, findAll, h1Of, links, textOf } from '../helpers/html.ts'
import { buildAndStart, copyProject } from '../helpers/project-copy.ts'
import { runToExit } from '../helpers/run-to-exit.ts'
import { removeCompiledCourse } from '../helpers/site-content.ts'
import { withoutTapHooks } from '../helpers/tap-hooks.ts'

/** The tap file that holds every check comparing the pages or the content with the course's counts and lists (the rest check one page or one file at a time). */
const SIZED_TEST = 'test/integration/learning-path.test.ts'

// A build, a server start and a test file: minutes on a busy 2-core machine. Beside the browser
// tests (as `npm test` runs it) it took 579 s at load 20 before the Spanish pages and went past 900 s
// after them, with five test files on the copy; the limit is there to stop a hung run, not to time one.
t.setTimeout(1_500_000)

const OLD_PATH = '/review'
const NEW_PATH = '/questions-to-review'

/** Copies the folder's last N-slug.md as the next one, with a new number and title; returns the new number. */
function addNextFile(folder: string, field: 'number' | 'id', title: string): number {
  const last = readdirSync(folder)
    .filter((file) => /^\d+-.+\.md$/.test(file))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .at(-1) as string
  const next = Number.parseInt(last, 10) + 1
  const source = readFileSync(join(folder, last), 'utf8')
  const grown = source.replace(new RegExp(`^${field}: \\d+$`, 'm'), `${field}: ${next}`).replace(/^title: .+$/m, `title: ${title}`)
  writeFileSync(join(folder, `${next}-${title.toLowerCase().replace(/\W+/g, '-')}.md`), grown)
  return next
}

t.test('one scratch copy with a section and a project added and a route renamed, each in one file, built once', async (t) => {
  const copy = copyProject(t, 'grown')
  const section = addNextFile(join(copy, 'content', 'sections'), 'number', 'Working With Data Files')
  const project = addNextFile(join(copy, 'content', 'learning-projects'), 'id', 'Recipe Scaler')
  const pathsFile = join(copy, 'lib', 'paths.ts')
  const paths = readFileSync(pathsFile, 'utf8')
  const renamed = paths.replace(`review: '${OLD_PATH}'`, `review: '${NEW_PATH}'`)
  t.not(renamed, paths, 'lib/paths.ts names the /review route once')
  writeFileSync(pathsFile, renamed)
  const url = await buildAndStart(t, copy)
  if (!url) return

  await t.test('a copy with one more section and one more learning project, and no other edit, shows and counts them', async (t) => {
    const get = async (path: string) => {
      const response = await fetch(`${url}${path}`)
      return { status: response.status, csp: response.headers.get('content-security-policy') ?? '', html: await response.text() }
    }

    const home = await get('/')
    t.match(textOf(home.html), `The ${section} Sections of the Guide`, 'home counts the sections')
    t.ok(
      links(home.html, '[aria-labelledby="guide-sections"]').some((link) => link.href === `/section${section}`),
      'and has a card for the new one',
    )

    const guide = await get('/guide')
    t.match(textOf(guide.html), `${section} Comprehensive Sections`)
    t.match(descriptionOf(guide.html), new RegExp(`^${countWordCapitalised(section)} sections`), 'its description counts them in words')
    t.ok(
      links(guide.html).some((link) => link.href === `/section${section}`),
      'the guide lists the new section',
    )
    t.match(textOf(guide.html), 'Working With Data Files')

    const newSection = await get(`/section${section}`)
    t.equal(newSection.status, 200)
    t.match(textOf(newSection.html), `Section ${section} of ${section}`)
    t.ok(
      links((await get(`/section${section - 1}`)).html).some((link) => link.href === `/section${section}`),
      'the last real section leads on to the new one',
    )

    const projectsSection = await get('/section5')
    t.match(textOf(projectsSection.html), `The ${countWord(project)} learning projects`)
    t.ok(
      links(projectsSection.html).some((link) => link.href === `/project${project}`),
      'section 5 lists the new project',
    )

    const newProject = await get(`/project${project}`)
    t.equal(newProject.status, 200)
    t.match(newProject.csp, "frame-src 'self'", 'the new project page may frame the sandbox')
    t.ok(find(newProject.html, 'vibe-island[data-island="check-project"]'), "with its 'Check my project' panel")
    t.match((await get('/projects')).csp, "frame-src 'none'", 'the featured projects list frames nothing')

    const landing = await get('/landing')
    t.match(textOf(landing.html), `${section} guide sections`)
    t.match(textOf(landing.html), `${project} hands-on projects`)

    const siteMap = await (await fetch(`${url}/sitemap.xml`)).text()
    for (const path of [`/section${section}`, `/project${project}`])
      t.match(siteMap, `<loc>https://example.org${path}</loc>`, `the site map lists ${path}`)

    // The structure every page keeps: one h1, no inline script or style, and every link inside the site answers.
    for (const page of [newSection, newProject]) {
      t.notMatch(h1Of(page.html), /h1 elements$/, 'one h1')
      t.same(cspProblems(page.html), [], 'nothing the CSP would block')
      t.ok(findAll(page.html, 'h2').length > 0, 'headings under it')
    }
    const internal = new Set(
      [...links(newSection.html, 'body'), ...links(newProject.html, 'body')]
        .map((link) => link.href ?? '')
        .filter((href) => href.startsWith('/') && !href.startsWith('//'))
        .map((href) => href.split('#')[0] as string),
    )
    for (const href of internal) t.equal((await fetch(`${url}${href}`)).status, 200, `${href} answers`)

    // The checks that count the course, on the grown copy: tap as `npm test` runs it (npm run test:unit: tsx, no
    // coverage; the copy shares this checkout's node_modules, so tap's plugins must be the ones the outer run
    // was built with, or it would rebuild them under the running suite), in the copy, against its build.
    cpSync(join(projectRoot, 'test'), join(copy, 'test'), { recursive: true })
    t.teardown(() => removeCompiledCourse(copy))
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TAP|_TAPJS)/.test(name)))
    const [npm, ...npmArgs] = withoutTapHooks(['npm', 'run', '--silent', 'test:unit', '--', '--timeout=300', '--reporter=tap', SIZED_TEST])
    const sized = await runToExit(npm, npmArgs, {
      cwd: copy,
      env,
    })
    const failures = sized.output.split('\n').filter((line) => /^\s*not ok /.test(line))
    t.same(failures, [], `the tests that count the course pass on it: ${SIZED_TEST}`)
    t.equal(sized.code, 0, 'and tap ends without an error')
  })

  await t.test(`with ${OLD_PATH} renamed in lib/paths.ts alone, the copy serves the page at ${NEW_PATH}`, async (t) => {
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
})
