// A name Replit can change (a mode, a plan, a tool, a button, a publishing
// type) is written once, in content/terms/, and everywhere else as a
// {{term:id}} token (course/registries/terms.ts). These checks find a
// registered name (or a former one) written by hand anywhere a learner reads
// it, lessons or the site's own code, naming the file and line.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { readTerms, TERMS_FOLDER, type Term, withoutTermTokens } from '../../course/registries/terms.ts'
import { projectRoot } from '../../server/config.ts'
import { escaped, wholeName } from '../helpers/names.ts'

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
