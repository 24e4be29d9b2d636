// The sandbox frame's own policy, the site's frame-src, and the
// machine checks written next to the learning projects' requirements.
import t from 'tap'
import { CheckStep } from '../../course/checks/check-steps.ts'
import { LearningProjectFrontmatter } from '../../course/schema/learning-projects.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { siteContent } from '../helpers/site-content.ts'

const FRAME_CSP =
  "sandbox allow-scripts allow-forms allow-modals; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; connect-src 'none'; form-action 'none'; base-uri 'none'"

t.test('/playground/frame carries exactly the sandbox policy; only pages that run an app may frame it', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const frame = await app.inject({ method: 'GET', url: '/playground/frame', headers: BROWSER_HEADERS })
  t.equal(frame.statusCode, 200)
  t.equal(frame.headers['content-security-policy'], FRAME_CSP)
  t.notOk('origin-agent-cluster' in frame.headers, 'no Origin-Agent-Cluster, which an opaque origin cannot honour')
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

t.test(
  'projects 1, 2 and 3 have a machine check for every requirement; the schema refuses half-checked lists and bad patterns',
  async (t) => {
    for (const id of [1, 2, 3]) {
      const project = (await siteContent()).learningProjects.find((candidate) => candidate.id === id)
      t.ok(project, `project ${id}`)
      t.equal(project?.checks?.length, project?.requirements?.length, `project ${id}: one check per requirement`)
      t.same(
        project?.checks?.map((check) => check.text),
        project?.requirements,
        `project ${id}: the checks follow the requirements, in order`,
      )
    }
    t.ok(CheckStep.safeParse({ choose: 'thank', in: 'occasion' }).success, 'choose names an option, and may name its drop-down')
    t.notOk(CheckStep.safeParse({ choose: 'thank', in: '(' }).success, 'the drop-down pattern must be valid')
    t.notOk(CheckStep.safeParse({ expectYear: 2026 }).success, 'the year comes from the clock, never from the check')
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
    t.notOk(mixed.success, 'every requirement has its steps')
  },
)

t.test('project 4 (the calculator) has a machine check for every requirement; the display and button-size steps', async (t) => {
  const project = (await siteContent()).learningProjects.find((candidate) => candidate.id === 4)
  t.same(
    project?.checks?.map((check) => check.text),
    project?.requirements,
    'one check per requirement, in order',
  )
  t.ok(CheckStep.safeParse({ expectExactly: ['0\\.3', '.*by zero.*'] }).success, 'expectExactly takes patterns')
  t.notOk(CheckStep.safeParse({ expectExactly: '[' }).success, 'expectExactly patterns must be valid')
  t.ok(CheckStep.safeParse({ minButtonSize: 44 }).success, 'a fingertip-sized button')
  t.notOk(CheckStep.safeParse({ minButtonSize: 4 }).success, 'a button size a finger could hit')
  t.ok(CheckStep.safeParse({ press: 'Backspace' }).success, 'Backspace is a key a check can press')
  // Every result the calculator checks expect is more than one character, so no button label ("7", "=") could pass for it.
  const results = (project?.checks ?? []).flatMap((check) =>
    check.steps.flatMap((step) => ('expectExactly' in step ? [step.expectExactly].flat() : [])),
  )
  t.ok(results.length > 0)
  t.ok(
    results.every((result) => result.replace(/\\/g, '').length > 1),
    'no expected result is a single character',
  )
})

t.test('project 1 hands over its prompt: its requirements feed only the checker', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const page = (await app.inject({ method: 'GET', url: '/project1', headers: BROWSER_HEADERS })).body
  t.match(page, /<h2[^>]*>Check my project<\/h2>/, 'the panel is there')
  t.match(page, /Magic AI Prompt/, 'the prompt box to copy')
  t.notMatch(page, /Compare with our prompt/, 'our prompt is not hidden')
  // The builder still starts from our prompt (on the project and in section 6), not from the requirements.
  for (const url of ['/project1', '/section6']) {
    const builder = (await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })).body
    const actions = /<textarea[^>]*name="actions"[^>]*>([^<]*)/.exec(builder)?.[1]
    t.match(actions, /^Add a large heading that says/, `${url}: the builder starts from our prompt`)
  }
})

t.test('project 5 has a machine check for every requirement; the new step kinds take only sensible values', async (t) => {
  const project = (await siteContent()).learningProjects.find((candidate) => candidate.id === 5)
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
