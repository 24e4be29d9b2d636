/**
 * Adding a section or a learning project is one content file each: a copy of
 * the project with a thirteenth section and a sixth learning project added
 * (and nothing else edited) builds, lists the new pages where the others are
 * listed, links to them, lets the new project page frame the sandbox, and
 * counts them in its words. The two files are made from the last real ones
 * with a new number and title, so they meet every rule the real ones meet.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { cspProblems, descriptionOf, find, findAll, h1Of, links, textOf } from '../helpers/html.ts'
import { buildAndStart, copyProject } from '../helpers/project-copy.ts'

// A build and a server start: minutes on a busy 2-core machine.
t.setTimeout(300_000)

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

t.test('a copy with a thirteenth section and a sixth learning project, and no other edit, shows and counts them', async (t) => {
  const copy = copyProject(t, 'grown')
  const section = addNextFile(join(copy, 'content', 'sections'), 'number', 'Working With Data Files')
  const project = addNextFile(join(copy, 'content', 'learning-projects'), 'id', 'Recipe Scaler')
  t.equal(section, 13)
  t.equal(project, 6)

  const url = await buildAndStart(t, copy)
  if (!url) return
  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`)
    return { status: response.status, csp: response.headers.get('content-security-policy') ?? '', html: await response.text() }
  }

  const home = await get('/')
  t.match(textOf(home.html), 'The 13 Sections of the Guide', 'home counts the sections')
  t.ok(
    links(home.html, '[aria-labelledby="guide-sections"]').some((link) => link.href === '/section13'),
    'and has a card for the new one',
  )

  const guide = await get('/guide')
  t.match(textOf(guide.html), '13 Comprehensive Sections')
  t.match(descriptionOf(guide.html), /^Thirteen sections/, 'its description counts them in words')
  t.ok(
    links(guide.html).some((link) => link.href === '/section13'),
    'the guide lists the new section',
  )
  t.match(textOf(guide.html), 'Working With Data Files')

  const newSection = await get('/section13')
  t.equal(newSection.status, 200)
  t.match(textOf(newSection.html), 'Section 13 of 13')
  t.ok(
    links((await get('/section12')).html).some((link) => link.href === '/section13'),
    'section 12 leads on to section 13',
  )

  const projectsSection = await get('/section5')
  t.match(textOf(projectsSection.html), 'The six learning projects')
  t.ok(
    links(projectsSection.html).some((link) => link.href === '/project6'),
    'section 5 lists the new project',
  )

  const newProject = await get('/project6')
  t.equal(newProject.status, 200)
  t.match(newProject.csp, "frame-src 'self'", 'the new project page may frame the sandbox')
  t.ok(find(newProject.html, 'vibe-island[data-island="check-project"]'), "with its 'Check my project' panel")
  t.match((await get('/projects')).csp, "frame-src 'none'", 'the featured projects list frames nothing')

  const landing = await get('/landing')
  t.match(textOf(landing.html), '13 guide sections')
  t.match(textOf(landing.html), '6 hands-on projects')

  const siteMap = await (await fetch(`${url}/sitemap.xml`)).text()
  for (const path of ['/section13', '/project6']) t.match(siteMap, `<loc>https://example.org${path}</loc>`, `the site map lists ${path}`)

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
})
