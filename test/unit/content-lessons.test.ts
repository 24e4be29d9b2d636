// Rules for what the lessons say and how much they hand over:
// support fades from learning project 3 on (fix and stretch prompts wait
// behind "Compare with our prompt", publishing is a checklist that links to
// Section 2), every "What you should see" names the other outcomes, and every
// project asks for an accessible app and, where it keeps people's data, says
// what it keeps, who sees it and how it is deleted. Reads content/ as written
// and as rendered; needs no build.
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { readCourseFiles } from '../../course/load.ts'
import { siteContent } from '../helpers/site-content.ts'

const content = await siteContent()

/** Projects in course order (learning 1-5, then featured 1-5), with their body as written and rendered. */
const projects = [
  ...readCourseFiles('learning-projects', contentRoot).map(({ file, meta, written: markdown }) => ({
    file,
    meta,
    markdown,
    html: content.learningProjects.find((project) => project.id === meta.id)?.html ?? '',
    fadesSupport: meta.ownPrompt === true,
  })),
  ...readCourseFiles('featured-projects', contentRoot).map(({ file, meta, written: markdown }) => ({
    file,
    meta,
    markdown,
    html: content.featuredProjects.find((project) => project.id === meta.id)?.html ?? '',
    fadesSupport: true,
  })),
]

/** Every lesson a learner reads, as written. */
const lessons = (['sections', 'learning-projects', 'featured-projects', 'tutorials', 'blog'] as const).flatMap((folder) =>
  readCourseFiles(folder, contentRoot).map(({ file, written }) => ({ file, markdown: written })),
)

/** The part of a Markdown body under one `## ` heading, up to the next one ('' when missing). */
function part(markdown: string, heading: string): string {
  return markdown.split(/\n(?=## )/).find((chunk) => chunk.startsWith(`## ${heading}\n`)) ?? ''
}

/** The part of rendered HTML under one <h2>, up to the next <h2> ('' when missing). */
function htmlPart(html: string, heading: string): string {
  return html.split(/(?=<h2[ >])/).find((chunk) => new RegExp(`^<h2[^>]*>(?:<a [^>]*>)?${heading}<`).test(chunk)) ?? ''
}

/** The `### ` subsections of a part. */
function subsections(chunk: string): string[] {
  return chunk.split(/\n(?=### )/).filter((sub) => sub.startsWith('### '))
}

const COMPARE =
  /<details class="own-prompt-compare">\n<summary>Compare with our prompt<\/summary>\n\n```text\n[\s\S]+?\n```\n\n<\/details>/g

t.test('from learning project 3 on, fix and stretch prompts wait behind "Compare with our prompt"', async (t) => {
  t.equal(projects.length, 10)
  for (const { file, markdown, html, fadesSupport } of projects) {
    if (!fadesSupport) continue
    for (const heading of ['When the vibe goes wrong', 'Stretch goals']) {
      const written = part(markdown, heading)
      const subs = subsections(written)
      t.ok(subs.length >= 2, `${file}: "${heading}" has at least two problems or goals (${subs.length})`)
      t.match(
        written.split('\n### ')[0],
        /write your own[\s\S]*Compare with our prompt/i,
        `${file}: "${heading}" asks for the learner's prompt first`,
      )
      for (const sub of subs) {
        const title = sub.split('\n')[0]
        const disclosures = sub.match(COMPARE) ?? []
        t.equal(disclosures.length, 1, `${file}: ${title} has one prompt behind "Compare with our prompt"`)
        const before = sub.slice(0, sub.indexOf('<details'))
        t.match(before, /\nHint: \S.{20,}/, `${file}: ${title} gives a hint before our prompt`)
        t.ok(before.split(/\s+/).length >= 25, `${file}: ${title} says what went wrong or what to add before the hint`)
        t.notMatch(sub.replace(COMPARE, ''), /```/, `${file}: ${title} shows no prompt outside the disclosure`)
      }
      // As rendered: every code block of the part is inside the disclosure, which stays closed.
      const rendered = htmlPart(html, heading)
      const pres = rendered.match(/<pre/g)?.length ?? 0
      const hidden = [
        ...rendered.matchAll(/<details class="own-prompt-compare">\n<summary>Compare with our prompt<\/summary>([\s\S]*?)<\/details>/g),
      ]
      t.ok(pres > 0, `${file}: "${heading}" renders its prompts`)
      t.equal(
        hidden.map((match) => match[1]?.match(/<pre/g)?.length ?? 0).reduce((a, b) => a + b, 0),
        pres,
        `${file}: "${heading}" renders every prompt inside a closed disclosure`,
      )
    }
  }
})

const PUBLISH_STEPS = '/section2#step-7-publish-your-project'

t.test('from learning project 3 on, "Deploy and share" is a short checklist linking to Section 2', async (t) => {
  for (const { file, markdown, fadesSupport } of projects) {
    const deploy = part(markdown, 'Deploy and share')
    t.ok(deploy, `${file}: has "Deploy and share"`)
    t.ok(deploy.includes(`](${PUBLISH_STEPS})`), `${file}: links to Section 2's publish steps`)
    if (!fadesSupport) continue
    const items = deploy.match(/^- \[ \] \S/gm) ?? []
    t.ok(items.length >= 3 && items.length <= 6, `${file}: a checklist of 3 to 6 points (${items.length})`)
    t.notMatch(deploy, /^\d+\. /m, `${file}: no numbered steps that repeat Section 2`)
    t.notMatch(deploy, /Click Publish|Select \*\*Publish\*\*/i, `${file}: does not walk through the Publish dialog again`)
    const words = deploy.replace(/\{\{fact:[^}]+\}\}/g, 'fact').split(/\s+/).length
    t.ok(words <= 260, `${file}: "Deploy and share" stays short (${words} words)`)
  }
})

t.test("every learning project's publish step gives the free plan's published-app limit and badge, from the registry", async (t) => {
  const learning = projects.filter(({ file }) => file.startsWith('learning-projects/'))
  t.equal(learning.length, content.learningProjects.length, 'every learning project')
  for (const { file, markdown } of learning) {
    const deploy = part(markdown, 'Deploy and share')
    t.ok(deploy.includes('{{fact:free-plan-published-app-limit}}'), `${file}: says what the free plan allows, through the fact`)
    t.ok(deploy.includes('{{fact:free-plan-badge}}'), `${file}: and that a free-plan app shows Replit's badge, through the fact`)
    t.notMatch(deploy.replace(/\{\{fact:[^}]+\}\}/g, ''), /\b\d+[- ]days?\b|\bone published app\b/i, `${file}: and writes no limit by hand`)
    t.match(deploy, /\{\{term:tool-preview\}\}/, `${file}: and says the Preview is enough to check it`)
  }
})

/** An accessibility requirement names labels, keyboard use, contrast or screen readers. */
const ACCESS = /\b(?:labels?|labell?ed|keyboard|contrast|screen readers?)\b/i

/**
 * A privacy requirement says what the app keeps, who can see it and how it is
 * deleted, in one item.
 */
const PRIVACY = [/\bkeeps only\b/i, /\bsee\b/i, /\bdelet/i]

/** Apps that keep people's data on a server: their build prompt asks for a PostgreSQL database or a sign-in. */
const COLLECTS_DATA = /\b(?:PostgreSQL|Replit Auth)\b/

t.test(
  "every project asks for an accessible app, and apps that keep people's data say what, who sees it and how it is deleted",
  async (t) => {
    const collecting: string[] = []
    for (const { file, meta } of projects) {
      const list = (meta.requirements ?? []).map((item) => (typeof item === 'string' ? item : item.text))
      t.ok(
        list.some((item) => ACCESS.test(item)),
        `${file}: one requirement is about access (labels, keyboard, contrast): ${list.find((item) => ACCESS.test(item)) ?? 'none'}`,
      )
      t.match(meta.aiPrompt, ACCESS, `${file}: our prompt asks for it too`)
      if (!COLLECTS_DATA.test(meta.aiPrompt)) continue
      collecting.push(file)
      const privacy = list.find((item) => PRIVACY.every((pattern) => pattern.test(item)))
      t.ok(privacy, `${file}: one requirement says what is kept ("keeps only"), who can see it and how it is deleted`)
    }
    t.same(
      collecting,
      ['featured-projects/1-simple-rsvp-page.md', 'featured-projects/3-task-manager.md', 'featured-projects/5-social-media-hub.md'],
      "the RSVP page, the task manager and the social hub keep people's data on a server",
    )
  },
)

t.test('Section 5 teaches why access and privacy belong in the plan', async (t) => {
  const plan = part(
    readCourseFiles('sections', contentRoot).find(({ file }) => file.startsWith('sections/05-'))?.written ?? '',
    'Step 2: Plan before you prompt',
  )
  for (const word of [/label/, /keyboard/, /contrast/, /screen reader/, /who can see/i, /delete/])
    t.match(plan, word, `Step 2 of Section 5 mentions ${word.source}`)
})

const SHOULD_SEE = '**What you should see:**'
const SOMETHING_ELSE = '**If you see something else:**'

t.test('every "What you should see" is followed by what to do if you see something else', async (t) => {
  let count = 0
  for (const { file, markdown } of lessons) {
    const paragraphs = markdown.split(/\n{2,}/)
    paragraphs.forEach((paragraph, index) => {
      if (!/What you should see/i.test(paragraph)) return
      count++
      const at = paragraph.slice(0, 60)
      t.ok(paragraph.startsWith(SHOULD_SEE), `${file}: "What you should see" opens its own paragraph ("${at}")`)
      const next = paragraphs[index + 1] ?? ''
      t.ok(next.startsWith(SOMETHING_ELSE), `${file}: "${at}" is followed by "If you see something else"`)
      // The other outcomes and what to do: at least two sentences or a list of cases.
      const rest = [next, ...paragraphs.slice(index + 2, index + 3).filter((item) => item.startsWith('- '))].join('\n')
      const cases = (rest.match(/[.?!](?=\s|$)/g) ?? []).length
      t.ok(cases >= 2, `${file}: "${at}" names other outcomes and what to do (${cases} sentences)`)
    })
    t.equal(
      markdown.split(SOMETHING_ELSE).length - 1,
      markdown.split(SHOULD_SEE).length - 1,
      `${file}: one "If you see something else" per "What you should see"`,
    )
  }
  t.ok(count >= 80, `the lessons say "What you should see" ${count} times`)
})
