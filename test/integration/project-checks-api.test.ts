// /playground's learning projects: the page names them and carries none of
// their checks; GET /api/project-checks/<lesson>?v=<version> answers the chosen
// one's checks, in the page's language, the same the project's own page hands
// its checker. The version is the page's, made from the checks: a deploy that
// changes them changes the address, which is kept a year; without it (or with
// another build's) the answer is asked for again every time.
import t from 'tap'
import { projectChecks, projectChecksApiUrl, readProjectChecks } from '../../course/project-checks.ts'
import { projectChecksVersion } from '../../course/project-checks-version.ts'
import { readApiAnswer } from '../../lib/api.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { siteContent } from '../helpers/site-content.ts'

const { app, close } = await createTestApp()
/** `text` as it reads inside an attribute React wrote. */
const inAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char] ?? char)
t.teardown(close)

for (const locale of ['en', 'es'] as const) {
  const { learningProjects } = await siteContent(locale)
  const projects = learningProjects.filter((project) => project.checks.length > 0)
  const prefix = locale === 'en' ? '' : `/${locale}`

  const version = projectChecksVersion(projectChecks({ learningProjects }))

  t.test(
    `${prefix}/playground names the ${projects.length} learning projects, carries none of their requirements, and the version of their checks`,
    async (t) => {
      t.equal(projects.length, learningProjects.length, 'every learning project has checks')
      const page = await app.inject({ method: 'GET', url: `${prefix}/playground`, headers: BROWSER_HEADERS })
      t.equal(page.statusCode, 200)
      t.match(page.body, `&quot;checksVersion&quot;:&quot;${version}&quot;`, 'the version the checks load at')
      for (const project of projects) {
        t.match(page.body, `&quot;lesson&quot;:&quot;project${project.id}&quot;`, `project ${project.id} is named`)
        for (const check of [...project.checks, project.change])
          t.notOk(page.body.includes(inAttribute(check.text)), `project ${project.id}: not in the HTML: ${check.text}`)
      }
      t.notMatch(page.body, /&quot;steps&quot;/, 'no check step')
    },
  )

  t.test(
    `GET ${projectChecksApiUrl('projectN', 'VERSION', locale)}: each project's checks and its change, as its page's checker gets them, kept a year`,
    async (t) => {
      for (const project of projects) {
        const response = await app.inject({ method: 'GET', url: projectChecksApiUrl(`project${project.id}`, version, locale) })
        t.equal(response.statusCode, 200)
        t.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', 'this address never changes answer')
        const answer = await readApiAnswer(new Response(response.body, { status: response.statusCode }), readProjectChecks)
        t.ok(answer.ok, 'the browser reads it')
        t.same(answer.ok && answer.body, {
          lesson: `project${project.id}`,
          projectTitle: project.title,
          checks: project.checks,
          change: { ...project.change, ownPrompt: project.ownPrompt === true },
        })
      }
    },
  )

  t.test(
    `GET ${projectChecksApiUrl('projectN', 'OLD', locale)} or with no version: the same checks, asked for again every time`,
    async (t) => {
      const current = await app.inject({ method: 'GET', url: projectChecksApiUrl('project3', version, locale) })
      const other = version.replace(/^./, (digit) => (digit === '0' ? '1' : '0'))
      for (const url of [projectChecksApiUrl('project3', other, locale), `/api/project-checks/project3${prefix && `?lang=${locale}`}`]) {
        const response = await app.inject({ method: 'GET', url })
        t.equal(response.statusCode, 200, url)
        t.equal(response.headers['cache-control'], 'no-cache', `${url}: a page from before a deploy gets this build's checks, never kept`)
        t.equal(response.body, current.body, `${url}: this build's checks`)
      }
    },
  )
}

t.test('an unknown project is a 404 the browser reads as an error', async (t) => {
  for (const lesson of ['project99', 'featured-project1', '..%2Fplayground']) {
    const response = await app.inject({ method: 'GET', url: projectChecksApiUrl(lesson, 'any') })
    t.equal(response.statusCode, 404, lesson)
    const answer = await readApiAnswer(new Response(response.body, { status: response.statusCode }), readProjectChecks)
    t.notOk(answer.ok)
    t.match(!answer.ok && answer.error, { error: 'Not Found', message: /No learning project with checks/ })
  }
})
