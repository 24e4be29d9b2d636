// lib/paths.ts builds every public URL and lib/routes.ts matches them:
// the routes accept exactly what the paths build, and every page of the site map is one of
// them. (That no other source file spells a URL out is a convention:
// test/conventions/page-urls.test.ts.)
import t from 'tap'
import { buildSiteMap } from '../../course/site-map.ts'
import { featuredProjectPath, PAGES, postPath, projectPath, runsLearnerApps, sectionPath, tutorialPath } from '../../lib/paths.ts'
import { numberedRoute, parsePosition, routeKindOf, slugRoute } from '../../lib/routes.ts'
import { siteContent } from '../helpers/site-content.ts'

const content = await siteContent()
// The route functions read only the path.
const at = (urlPathname: string) => ({ urlPathname }) as Parameters<ReturnType<typeof numberedRoute>>[0]

t.test('each route accepts what its path builder builds, and gives back the number or slug', async (t) => {
  for (const section of content.sections)
    t.same(numberedRoute('section')(at(sectionPath(section.number))), { routeParams: { position: String(section.number) } })
  for (const project of content.learningProjects)
    t.same(numberedRoute('project')(at(projectPath(project.id))), { routeParams: { position: String(project.id) } })
  for (const project of content.featuredProjects)
    t.same(numberedRoute('featuredProject')(at(featuredProjectPath(project.id))), { routeParams: { position: String(project.id) } })
  for (const tutorial of content.tutorials)
    t.same(slugRoute('tutorial')(at(tutorialPath(tutorial.slug))), { routeParams: { slug: tutorial.slug } })
  for (const post of content.blogPosts) t.same(slugRoute('post')(at(postPath(post.slug))), { routeParams: { slug: post.slug } })
})

t.test('the routes leave other pages alone', async (t) => {
  t.equal(numberedRoute('project')(at(PAGES.projects)), false, '/projects is the featured projects list, not a project')
  t.equal(numberedRoute('section')(at('/sections1')), false)
  t.equal(numberedRoute('section')(at('/section1/x')), false)
  t.equal(slugRoute('post')(at(PAGES.blog)), false, 'the blog list is not an article')
  t.equal(slugRoute('post')(at('/blog/a/b')), false)
  t.same(routeKindOf('/section99'), { numbered: 'section' })
  t.same(routeKindOf('/featured-project0'), { numbered: 'featuredProject' })
  t.same(routeKindOf('/blog/x'), { slug: 'post' })
  t.equal(routeKindOf('/glossary'), undefined)
  t.equal(parsePosition('01', 12), undefined, "'/section01' is not '/section1'")
  t.equal(parsePosition('12', 12), 12)
  t.equal(parsePosition('13', 12), undefined)
})

t.test('the playground and every learning project page, however many, may frame the sandbox; no other page', async (t) => {
  for (const path of [PAGES.playground, `${PAGES.playground}/`, projectPath(1), projectPath(6), `${projectPath(12)}/`])
    t.ok(runsLearnerApps(path), path)
  for (const path of [
    PAGES.projects,
    projectPath(0),
    featuredProjectPath(1),
    sectionPath(1),
    '/project6x',
    '/playground/frame',
    PAGES.home,
  ])
    t.notOk(runsLearnerApps(path), path)
})

t.test('every page of the site map is a fixed page, a numbered page, a slugged page or a legal page', async (t) => {
  const fixed = new Set<string>(Object.values(PAGES))
  const legal = new Set(content.legalPages.map((page) => `/${page.slug}`))
  for (const path of buildSiteMap(content).paths)
    t.ok(fixed.has(path) || legal.has(path) || routeKindOf(path) !== undefined, `${path} is built by lib/paths.ts`)
})
