// The registry of platform terms (course/registries/terms.ts): a name Replit can change
// (a mode, a plan, a tool, a button, a publishing type) is written once, in
// content/terms/, and everywhere else as a {{term:id}} token. These tests
// find a registered name (or a former one) written by hand anywhere a learner
// reads it, naming the file and line; they show that a token becomes the name
// in every kind of content; and they rename terms in a copy of the course and
// find only the new names on its pages.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { loadContent, readCourseFiles } from '../../course/load.ts'
import { checkedLongAgo, factSourcesHtml } from '../../course/registries/facts.ts'
import { readTerms, TERMS_FOLDER, type Term, withoutTermTokens } from '../../course/registries/terms.ts'
import { projectRoot } from '../../server/config.ts'

/** Where a learner can read a platform name: every content file but the term registry, and the project plan labels. */
function readableFiles(): string[] {
  const content = readdirSync(contentRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(md|yaml|svg)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(contentRoot, file).startsWith(`${TERMS_FOLDER}/`))
  return [...content.sort(), join(projectRoot, 'lib', 'project-plans.ts')]
}

/**
 * Lines that use a registered word for something else, each with the reason.
 * Keep it short; prefer a token or another word.
 */
const EXEMPT: { pattern: RegExp; why: string }[] = [
  { pattern: /\bConsole tab\b/, why: "the browser developer tools' own Console tab, not Replit's Console tool" },
  { pattern: /\bCore Skill\b/, why: 'the comparison table: the skill at the core of each way of coding, not a plan' },
  { pattern: /^title: Keeping Secrets Out of a Public App$/, why: "a blog title in title case: people's secrets, not the tool" },
  { pattern: />2\. Build</, why: "the prompt loop's own step (section 3's figure), not Replit's publishing stage" },
]

/** A registered name or a former one, written by hand. */
interface HandWritten {
  /** Path from the project root and line number: 'content/sections/2-x.md:14'. */
  where: string
  name: string
  term: string
  former: boolean
}

/** A name as a whole word or phrase, case as written ('Pro', not 'pro' or 'Product'). */
const wholeName = (name: string) => new RegExp(`(?<![\\w-])${escaped(name)}(?![\\w-])`)

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** An everyday word where it reads as a label: **Run**, select Run, click Publish, says Run, the Publish dialog. */
const asLabel = (name: string) =>
  new RegExp(
    `\\*\\*${escaped(name)}\\*\\*|\\b(?:[Ss]elect|[Cc]lick|[Pp]ress|says?) ${escaped(name)}(?![\\w-])|(?<![\\w-])${escaped(name)} (?:button|dialog|flow|tool|tab|pane|panel|menu)\\b`,
  )

/** In a figure, a label is a text of its own: the whole of a <text>, after a step number or a <tspan> ('3. Publish'). */
const asFigureLabel = (name: string) => new RegExp(`(?:>|</tspan>)\\s*(?:\\d+\\.?\\s+)?${escaped(name)}\\s*<`)

/** The pattern the check looks for: the whole name, or for an everyday word, the word used as a label (in a figure, its own text). */
const namePattern = (term: Term, name: string, figure: boolean) =>
  term.everydayWord ? new RegExp(`${asLabel(name).source}${figure ? `|${asFigureLabel(name).source}` : ''}`) : wholeName(name)

/** Every registered term's name and former names written outside the registry in `files`. */
function handWrittenTerms(files: readonly string[], terms: Iterable<Term>, isComment = (_line: string) => false): HandWritten[] {
  const found: HandWritten[] = []
  for (const file of files) {
    const figure = file.endsWith('.svg')
    const names = [...terms].flatMap((term) => [
      { name: term.text, term: term.id, former: false, pattern: namePattern(term, term.text, figure) },
      ...(term.formerly ?? []).map((name) => ({ name, term: term.id, former: true, pattern: wholeName(name) })),
    ])
    const lines = readFileSync(file, 'utf8').split('\n')
    lines.forEach((line, index) => {
      // A YAML comment is for the people who edit the file; no learner reads it.
      if ((file.endsWith('.yaml') && /^\s*#/.test(line)) || isComment(line)) return
      let text = withoutTermTokens(line).replace(/\{\{fact:[^}]*\}\}/g, '')
      for (const { pattern } of EXEMPT) text = text.replace(new RegExp(pattern.source, 'g'), '')
      for (const { name, term, former, pattern } of names) {
        if (pattern.test(text)) found.push({ where: `${relative(projectRoot, file)}:${index + 1}`, name, term, former })
      }
    })
  }
  return found
}

t.test('no registered Replit name, and no former one, is written by hand outside content/terms/', async (t) => {
  const found = handWrittenTerms(readableFiles(), readTerms(contentRoot).values())
  for (const { where, name, term, former } of found) {
    t.fail(
      `${where}: "${name}" ${former ? `is a former name of {{term:${term}}}; write the token` : `written by hand; write {{term:${term}}}`}`,
    )
  }
  t.equal(found.length, 0, `${found.length} hand-written names`)
  // A heading's id is made from its words, and other pages link to it: a heading that named a term would break those links on a rename.
  const termHeadings = readableFiles()
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/^#{1,6} .*\{\{term:/.test(line) ? [`${relative(projectRoot, file)}:${index + 1}`] : [])),
    )
  t.same(termHeadings, [], 'no heading names a term')
  t.ok(readTerms(contentRoot).size >= 10, 'the registry holds the names that change')
})

/** The site's own code, whose strings a learner reads (buttons, messages, the checker's prompts); comments are for the people who edit it. */
function codeFiles(): string[] {
  return ['renderer', 'sandbox', 'pages', 'lib'].flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !file.endsWith(join('lib', 'project-plans.ts')))
      .sort(),
  )
}

/** Code that uses a registered word for something of its own, each with the reason. */
const CODE_EXEMPT: { file: string; pattern: RegExp; why: string }[] = [
  {
    file: 'renderer/features/project-checker/app-console.tsx',
    pattern: /Console/,
    why: "the checker's own panel of the app's errors, named for the browser's developer tools Console, not Replit's",
  },
  { file: 'pages/playground/+Page.tsx', pattern: /^Run$/, why: "the playground's own Run button, not Replit's" },
]

t.test("the site's code writes no registered Replit name: the registry cannot reach it", async (t) => {
  const terms = [...readTerms(contentRoot).values()]
  const found = handWrittenTerms(codeFiles(), terms, (line) => /^\s*(\/\/|\/?\*)/.test(line)).filter(
    ({ where, name }) => !CODE_EXEMPT.some(({ file, pattern }) => where.startsWith(`${file}:`) && pattern.test(name)),
  )
  for (const { where, name, term } of found) t.fail(`${where}: "${name}" names {{term:${term}}} in code; say it without the name`)
  t.equal(found.length, 0, `${found.length} names in code`)
  t.ok(codeFiles().length > 100, 'the check reads the renderer, the pages and lib')
})

t.test('the check catches a name in a lesson, a figure and a plan label, and reports its line', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-terms-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const term: Term = { id: 'mode-x', text: 'Free Mode', source: 'https://docs.replit.com/x', checked: '2026-11-27', formerly: ['Lite'] }
  const lesson = join(dir, 'lesson.md')
  writeFileSync(lesson, 'Pick {{term:mode-x}}.\nPick Free Mode.\nLite is gone.\nA Free Modem is not a mode.\n')
  const figure = join(dir, 'figure.svg')
  writeFileSync(figure, '<svg><text>Free Mode</text></svg>\n')
  const found = handWrittenTerms([lesson, figure], [term])
  t.same(
    found.map(({ where, name, former }) => `${where.replace(/^.*\//, '')} ${name} ${former}`),
    ['lesson.md:2 Free Mode false', 'lesson.md:3 Lite true', 'figure.svg:1 Free Mode false'],
    'each hand-written name with its file and line; the token and a longer word are not',
  )
})

/** A copy of the course with some terms renamed in its registry, compiled as the build compiles it. */
function renamedCourse(t: { teardown: (fn: () => void) => void }, renames: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-rename-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const root = join(dir, 'content')
  cpSync(contentRoot, root, { recursive: true })
  const terms = readTerms(contentRoot)
  for (const [id, name] of Object.entries(renames)) {
    const term = terms.get(id)
    if (!term) throw new Error(`no term ${id}`)
    const path = join(root, term.file)
    const text = readFileSync(path, 'utf8')
    const entry = new RegExp(`(- id: ${id}\\n  text: )[^\\n]*`)
    writeFileSync(path, text.replace(entry, `$1${name}`))
  }
  return { content: loadContent(root), terms }
}

t.test(
  'a rename is one edit: the renamed terms show their new names on every page that used them, and the old names nowhere',
  async (t) => {
    const renames = { 'agent-mode-cheap': 'Thrifty Mode', 'plan-free': 'Seedling', 'deploy-autoscale': 'Elastic' }
    // Tools named in headings that other pages link to: renamed too, for the link check at the end.
    const headingRenames = { 'tool-secrets': 'Vault', 'tool-console': 'Logbook', 'tool-preview': 'Lookout' }
    const { content, terms } = renamedCourse(t, { ...renames, ...headingRenames })
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
