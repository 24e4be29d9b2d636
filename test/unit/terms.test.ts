// The registry of platform terms (course/registries/terms.ts): a name Replit can change
// (a mode, a plan, a tool, a button, a publishing type) is written once, in
// content/terms/, and everywhere else as a {{term:id}} token. These tests
// show that a token becomes the name in every kind of content, and rename
// terms in a copy of the course and find only the new names on its pages.
// (That no name is written by hand is a convention:
// test/conventions/replit-names.test.ts.)
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { loadContent, readCourseFiles } from '../../course/load.ts'
import { checkedLongAgo, factSourcesHtml, readFacts } from '../../course/registries/facts.ts'
import { expandTerms, readTerms, TERMS_FOLDER, type Term, withoutTermTokens } from '../../course/registries/terms.ts'
import { wholeName } from '../helpers/names.ts'

/** A copy of the course with some terms renamed in its registry, compiled as the build compiles it. */
/** A copy of the course with some terms renamed, and some facts rewritten, in its registries, compiled as the build compiles it. */
function renamedCourse(t: { teardown: (fn: () => void) => void }, renames: Record<string, string>, facts: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-rename-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const root = join(dir, 'content')
  cpSync(contentRoot, root, { recursive: true })
  const terms = readTerms(contentRoot)
  const entries = [
    ...Object.entries(renames).map(([id, text]) => ({ id, text, file: terms.get(id)?.file })),
    ...Object.entries(facts).map(([id, text]) => ({ id, text: JSON.stringify(text), file: readFacts(contentRoot).get(id)?.file })),
  ]
  for (const { id, text, file } of entries) {
    if (!file) throw new Error(`no term or fact ${id}`)
    const path = join(root, file)
    const entry = new RegExp(`(- id: ${id}\\n  text: )[^\\n]*`)
    writeFileSync(path, readFileSync(path, 'utf8').replace(entry, `$1${text}`))
  }
  return { content: loadContent(root), terms }
}

t.test(
  'a rename is one edit: the renamed terms show their new names on every page that used them, and the old names nowhere',
  async (t) => {
    // A mode, a plan, a publishing type, and a product name used on nearly every page.
    const renames = { 'agent-mode-cheap': 'Thrifty Mode', 'plan-free': 'Seedling', 'deploy-autoscale': 'Elastic', snapshot: 'save point' }
    // Tools named in headings that other pages link to: renamed too, for the link check at the end.
    const headingRenames = { 'tool-secrets': 'Vault', 'tool-console': 'Logbook', 'tool-preview': 'Lookout' }
    // The free plan's published-app limit, which every learning project's publish step states.
    const limit = {
      'free-plan-published-app-limit': 'On {{term:plan-free}} you can have three published apps. Each stays online for 45 days.',
      // The live app's logs are also kept 30 days: that fact changes too, so any "30 days" left is written by hand.
      'published-app-logs':
        'Your live app writes its own logs, apart from the {{term:tool-console}} of your workspace. You read them in the **{{term:tool-monitoring}}** tool. Replit keeps them for 90 days.',
    }
    const { content, terms } = renamedCourse(t, { ...renames, ...headingRenames }, limit)
    const pages = [
      ...content.sections,
      ...content.learningProjects,
      ...content.featuredProjects,
      ...content.tutorials,
      ...content.blogPosts,
      ...content.legalPages,
    ]
    const usedBy = new Map(
      (['sections', 'learning-projects', 'featured-projects', 'tutorials', 'blog', 'legal'] as const).flatMap((folder) =>
        readCourseFiles(folder, contentRoot).map(({ meta, terms: used }) => [meta.title, new Set(used.map((term) => term.id))] as const),
      ),
    )
    const everything = JSON.stringify(content)
    for (const [id, name] of Object.entries(renames)) {
      const old = terms.get(id)?.text as string
      t.notMatch(everything, wholeName(old), `"${old}" appears nowhere in the compiled course`)
      const users = pages.filter((page) => usedBy.get(page.title)?.has(id))
      t.ok(users.length > 0, `{{term:${id}}} is used (${users.length} pages)`)
      for (const page of users) t.match(JSON.stringify(page), name, `${page.title}: names "${name}"`)
    }
    const lessons = [
      ...content.sections,
      ...content.learningProjects,
      ...content.featuredProjects,
      ...content.tutorials,
      ...content.blogPosts,
    ]
    t.same(
      lessons.filter((page) => /\b30[- ]days?\b/.test(page.html)).map((page) => page.title),
      [],
      'no lesson states the old limit of 30 days by hand',
    )
    for (const project of content.learningProjects) {
      const publishStep = project.html.slice(project.html.indexOf('id="deploy-and-share"')).replace(/<[^>]+>/g, '')
      t.match(
        publishStep,
        /three published apps\. Each stays online for 45 days\./,
        `${project.title}: its publish step gives the new limit`,
      )
    }
    const section11 = content.sections.find((section) => section.number === 11)
    t.match(section11?.html, /<svg(?:(?!<\/svg>)[\s\S])*Thrifty Mode/, "section 11's figure takes the new mode name from the registry")
    const freeProject = content.learningProjects.find((project) => project.plan === 'free')
    t.match(freeProject?.planLabel, 'Seedling', "a project's plan label takes the new plan name")
    // A heading that names a term changes its id with a rename, and the links to it break: headings name none.
    const sectionHtml = new Map(content.sections.map((section) => [`/section${section.number}`, section.html]))
    const broken = pages.flatMap((page) =>
      [...page.html.matchAll(/href="(\/section\d+)#([^"]+)"/g)]
        .filter(([, path, id]) => !sectionHtml.get(path as string)?.includes(`id="${id}"`))
        .map(([, path, id]) => `${page.title}: ${path}#${id}`),
    )
    t.same(broken, [], 'every link to a section heading still finds its heading')
  },
)

t.test('a term token becomes its name in frontmatter and facts, and the page counts it in its sources', async (t) => {
  // A small content root (one tutorial, the real registries and a test term), read without compiling the course.
  const root = mkdtempSync(join(tmpdir(), 'fztv-terms-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  for (const folder of ['facts', TERMS_FOLDER]) cpSync(join(contentRoot, folder), join(root, folder), { recursive: true })
  writeFileSync(
    join(root, TERMS_FOLDER, 'old.yaml'),
    '- id: test-old-tool\n  text: Gadget Box\n  source: https://docs.replit.com/old-page\n  checked: 2025-01-02\n',
  )
  writeFileSync(
    join(root, 'facts', 'test-old.yaml'),
    '- id: test-old-fact\n  text: The {{term:test-old-tool}} holds your tools.\n  source: https://docs.replit.com/billing\n  checked: 2026-11-20\n',
  )
  const [first] = readCourseFiles('tutorials', contentRoot)
  const path = join(root, first?.file as string)
  mkdirSync(join(root, 'tutorials'))
  const text = readFileSync(join(contentRoot, first?.file as string), 'utf8')
  writeFileSync(path, `${text.replace(/^title: .*$/m, 'title: Open the {{term:test-old-tool}}')}\n{{fact:test-old-fact}}\n`)
  const [tutorial] = readCourseFiles('tutorials', root)
  t.equal(tutorial?.meta.title, 'Open the Gadget Box', 'a frontmatter field')
  t.match(tutorial?.markdown, 'The Gadget Box holds your tools.', 'a fact that names a term')
  const note = factSourcesHtml([...(tutorial?.facts ?? []), ...(tutorial?.terms ?? [])])
  t.match(note, /Replit details checked on <time datetime="2025-01-02">/, 'the term counts in the oldest checked date')
  t.match(note, 'docs.replit.com/old-page', 'and its source is listed')
  writeFileSync(path, `${text}\n{{term:no-such-term}}\n`)
  t.throws(() => readCourseFiles('tutorials', root), {
    name: 'ContentError',
    message: /uses \{\{term:no-such-term\}\}, but no term has the id "no-such-term"/,
  })
})

t.test('a token gives the name, the name starting a sentence, or the first former name, and counts the term', async (t) => {
  const terms = new Map<string, Term>([
    [
      'save-point',
      {
        id: 'save-point',
        text: 'checkpoint',
        source: 'https://docs.replit.com/x',
        checked: '2026-11-28',
        formerly: ['snapshot', 'Snapshot'],
      },
    ],
    ['mode-x', { id: 'mode-x', text: 'Free Mode', source: 'https://docs.replit.com/y', checked: '2026-11-27' }],
  ])
  const used: Term[] = []
  t.equal(
    expandTerms(
      '{{Term:save-point}}s are made for you. Older pages say {{formerly:save-point}}; pick {{term:mode-x}}.',
      terms,
      'x.md',
      used,
    ),
    'Checkpoints are made for you. Older pages say snapshot; pick Free Mode.',
  )
  t.same(
    used.map((term) => term.id),
    ['save-point', 'mode-x'],
    'each term counts once, whichever token named it',
  )
  t.equal(
    withoutTermTokens('A {{Term:save-point}} and {{formerly:save-point}}.'),
    'A  and .',
    'the content checks skip every kind of token',
  )
  t.throws(
    () => expandTerms('{{formerly:mode-x}}', terms, 'x.md'),
    /uses \{\{formerly:mode-x\}\}, but term "mode-x" has no such former name/,
  )
  t.throws(() => expandTerms('{{formerly:save-point:3}}', terms, 'x.md'), /has no such former name/, 'nor a third one it does not have')
})

t.test('a term needs a plain one-line name, an https source and a date', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-terms-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, TERMS_FOLDER))
  const write = (entry: string) => writeFileSync(join(dir, TERMS_FOLDER, 'x.yaml'), entry)
  write('- id: a\n  text: "**Bold**"\n  source: https://docs.replit.com/x\n  checked: 2026-11-27\n')
  t.throws(() => readTerms(dir), /content\/terms\/x\.yaml: term "a" is invalid\n\s+text:/)
  write('- id: a\n  text: Name\n  source: http://docs.replit.com/x\n  checked: 2026-11-27\n')
  t.throws(() => readTerms(dir), /term "a" is invalid\n\s+source:/)
  write('- id: a\n  text: Name\n  source: https://docs.replit.com/x\n')
  t.throws(() => readTerms(dir), /term "a" is invalid\n\s+checked:/)
  write(
    '- id: a\n  text: Name\n  source: https://docs.replit.com/x\n  checked: 2026-11-27\n- id: a\n  text: Other\n  source: https://docs.replit.com/x\n  checked: 2026-11-27\n',
  )
  t.throws(() => readTerms(dir), /term "a" is already defined/)
})

t.test('the content report lists the facts and terms checked more than 90 days ago, oldest first', async (t) => {
  const entries = [
    { id: 'fresh', checked: '2026-11-20' },
    { id: 'b-old', checked: '2026-08-01' },
    { id: 'a-old', checked: '2026-08-01' },
    { id: 'edge', checked: '2026-08-29' },
    { id: 'oldest', checked: '2025-01-01' },
  ]
  t.same(
    checkedLongAgo(entries, '2026-11-27').map((entry) => entry.id),
    ['oldest', 'a-old', 'b-old'],
    '90 days before 27 November 2026 is 29 August: that day is still fresh',
  )
  t.same(checkedLongAgo(entries, '2026-11-27', 1000), [], 'a window of 1,000 days lists none')
})
