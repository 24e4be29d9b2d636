// Issue 19: the sandbox frame's own policy, the site's frame-src, and the
// machine checks written next to the learning projects' requirements.
import t from 'tap'
import { loadContent } from '../../content/load.ts'
import { CheckStep, LearningProjectFrontmatter } from '../../content/schema.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'

const FRAME_CSP =
  "sandbox allow-scripts allow-forms allow-modals; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; connect-src 'none'; form-action 'none'; base-uri 'none'"

t.test('/playground/frame carries exactly the sandbox policy; only pages that run an app may frame it', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const frame = await app.inject({ method: 'GET', url: '/playground/frame', headers: BROWSER_HEADERS })
  t.equal(frame.statusCode, 200)
  t.equal(frame.headers['content-security-policy'], FRAME_CSP)
  t.match(frame.headers['cache-control'], /max-age=\d+/)
  t.match(frame.body, /<script>[\s\S]*fztv-run[\s\S]*<\/script><\/head>/, 'the bootstrap is inline and whole')
  t.equal(frame.body.match(/<\/script/g)?.length, 1, 'no closing script tag inside the bootstrap')
  for (const url of ['/playground', '/project3']) {
    const page = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
    t.equal(page.statusCode, 200, url)
    t.match(page.headers['content-security-policy'], /frame-src 'self'/, `${url} may frame the sandbox`)
  }
  for (const url of ['/guide', '/section5', '/featured-project1']) {
    const page = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
    t.match(page.headers['content-security-policy'], /frame-src 'none'/, `${url} frames nothing`)
  }
})

t.test('project 3 has a machine check for every requirement; the schema refuses half-checked lists and bad patterns', async (t) => {
  const project = loadContent().learningProjects.find((candidate) => candidate.id === 3)
  t.ok(project)
  t.equal(project?.checks?.length, project?.requirements?.length, 'one check per requirement')
  t.same(
    project?.checks?.map((check) => check.text),
    project?.requirements,
    'the checks follow the requirements, in order',
  )
  t.notOk(CheckStep.safeParse({ click: '(' }).success, 'a pattern must be a valid regular expression')
  t.notOk(CheckStep.safeParse({ width: 10 }).success, 'a width a phone could have')
  const base = {
    id: 3,
    title: 'T',
    description: 'D',
    difficulty: 'No Effort',
    duration: 5,
    skills: ['s'],
    features: ['f'],
    color: 'sky',
    aiPrompt: 'p',
    plan: 'free',
  }
  const mixed = LearningProjectFrontmatter.safeParse({ ...base, requirements: ['a', 'b', 'c', { text: 'd', steps: [{ expect: 'd' }] }] })
  t.notOk(mixed.success, 'either every requirement has steps or none has')
})

t.test('project 5 has a machine check for every requirement; the new step kinds take only sensible values', async (t) => {
  const project = loadContent().learningProjects.find((candidate) => candidate.id === 5)
  t.equal(project?.checks?.length, project?.requirements?.length, 'one check per requirement')
  t.same(
    project?.checks?.map((check) => check.text),
    project?.requirements,
    'the checks follow the requirements, in order',
  )
  t.ok(CheckStep.safeParse({ choose: ['spooky', 'scary'] }).success, 'choose takes patterns')
  t.ok(CheckStep.safeParse({ expectNew: 'Zorbo', tries: 3 }).success, 'expectNew may give a random app a few goes')
  t.notOk(CheckStep.safeParse({ expectNew: 'Zorbo', tries: 0 }).success, 'at least one go')
  t.notOk(CheckStep.safeParse({ expectNew: 'Zorbo', tries: 50 }).success, 'and not endless goes')
  t.notOk(CheckStep.safeParse({ expectChanged: false }).success, 'expectChanged is only ever true')
  t.notOk(CheckStep.safeParse({ buttons: 'delete' }).success, 'buttons needs its atMost')
  t.ok(CheckStep.safeParse({ buttons: 'delete', atMost: 10 }).success)
})
