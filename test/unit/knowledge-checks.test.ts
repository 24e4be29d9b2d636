// Knowledge checks as data: every section and project has one in
// its frontmatter, the schema refuses a broken question naming the file and
// the question, and the no-JavaScript grading reads answers from the query.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { diffFigureHtml } from '../../course/checks/check-diff.ts'
import { inlineParts } from '../../course/checks/check-text.ts'
import { contentRoot } from '../../course/content-root.ts'
import { readCourseFiles } from '../../course/load.ts'
import {
  type CheckQuestion,
  correctOption,
  grade,
  OPTION_COUNT,
  PROJECT_CHECK_SIZE,
  plainText,
  readAnswers,
  SECTION_CHECK_SIZE,
} from '../../lib/knowledge-check.ts'
import { siteContent } from '../helpers/site-content.ts'

// Every page ends with a check: it is how a learner knows the page taught them.
t.test('every section has 3-6 questions and every learning and featured project 2-3', async (t) => {
  for (const { file, meta } of readCourseFiles('sections', contentRoot)) {
    const count = meta.check?.length ?? 0
    t.ok(count >= SECTION_CHECK_SIZE.min && count <= SECTION_CHECK_SIZE.max, `${file}: ${count} questions (3-6)`)
  }
  for (const folder of ['learning-projects', 'featured-projects'] as const) {
    for (const { file, meta } of readCourseFiles(folder, contentRoot)) {
      const count = meta.check?.length ?? 0
      t.ok(count >= PROJECT_CHECK_SIZE.min && count <= PROJECT_CHECK_SIZE.max, `${file}: ${count} questions (2-3)`)
    }
  }
})

t.test('no section body keeps the old Markdown knowledge check once it has the list', async (t) => {
  for (const { file, meta, markdown } of readCourseFiles('sections', contentRoot)) {
    if (!meta.check) continue
    t.notMatch(markdown, /^## Knowledge check$/m, `${file}: the check lives in the frontmatter only`)
    t.notMatch(markdown, /<details>/, `${file}: no answers behind disclosures`)
  }
})

t.test('every question has one correct option and an explanation for each option', async (t) => {
  const { sections, learningProjects, featuredProjects } = await siteContent()
  for (const page of [...sections, ...learningProjects, ...featuredProjects]) {
    for (const question of page.check) {
      t.ok(question.options.length >= OPTION_COUNT.min && question.options.length <= OPTION_COUNT.max, `${question.id}: 3-4 options`)
      t.equal(question.options.filter((option) => option.correct).length, 1, `${question.id}: one correct option`)
      for (const option of question.options) t.ok(plainText(option.why).trim().length > 0, `${question.id}: every option says why`)
      t.notMatch(plainText(question.question), /\{\{/, `${question.id}: fact tokens are expanded`)
    }
  }
})

/** A copy of content/ whose section 1 check is edited by `edit`, for the refusals below. */
function withSection1(edit: (frontmatter: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'fztv-check-'))
  cpSync(contentRoot, root, { recursive: true, filter: (source) => !source.endsWith('.ts') && !source.endsWith('.tsx') })
  const file = join(root, 'sections', '01-demystifying-vibe-coding.md')
  writeFileSync(file, edit(readFileSync(file, 'utf8')))
  return root
}

t.test('a broken check fails the build, naming the file and the question', async (t) => {
  const cases: [string, (text: string) => string, RegExp][] = [
    [
      'two correct options',
      (text) =>
        text.replace(
          '      - text: HTML, because the title is written in HTML.\n',
          '      - text: HTML, because the title is written in HTML.\n        correct: true\n',
        ),
      /sections\/01-demystifying-vibe-coding\.md[\s\S]*question "which-language-for-the-title": exactly one option must have correct: true \(found 2\)/,
    ],
    [
      'no correct option',
      (text) => text.replace(/(- text: CSS, because size and color are about how the page looks\.\n)\s+correct: true\n/, '$1'),
      /question "which-language-for-the-title": exactly one option must have correct: true \(found 0\)/,
    ],
    [
      'an id used twice',
      (text) => text.replace('id: guest-book-forgets-messages', 'id: which-language-for-the-title'),
      /question "which-language-for-the-title": the id is used twice/,
    ],
    ['an option without why', (text) => text.replace(/why: The title's words stay the same[^\n]*/, "why: ''"), /check\.0\.options\.0\.why/],
    ['a fact that does not exist', (text) => text.replace('Make a cool app for my stuff.', '"{{fact:no-such-fact}}"'), /no-such-fact/],
  ]
  for (const [name, edit, message] of cases) {
    const root = withSection1(edit)
    t.teardown(() => rmSync(root, { recursive: true, force: true }))
    t.throws(() => readCourseFiles('sections', root), { message }, name)
  }
  const root = withSection1((text) =>
    text.replace(/check:\n[\s\S]*?\n---\n/, 'check:\n  - id: only-one\n    question: Q?\n    options: []\n---\n'),
  )
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  t.throws(() => readCourseFiles('sections', root), { message: /check: .*(>=3|at least 3|too small)/i }, 'fewer than 3 questions')
})

/** Section 1's first question with `diff` (YAML lines, indented to sit under the question) added after its text. */
function withDiff(diffYaml: string): string {
  return withSection1((text) =>
    text.replace(
      /( {2}- id: which-language-for-the-title\n {4}question: [^\n]*\n)/,
      `$1    diff:\n      file: style.css\n      lines:\n${diffYaml}`,
    ),
  )
}

t.test('a question may show a diff: each line keeps its text, leading spaces included, and says what happened to it', async (t) => {
  const root = withDiff(
    [
      '        - same: "h1 {"',
      '        - removed: "  color: green;"',
      '        - added: "  color: darkgreen;"',
      '        - added: ""',
      '        - same: "}"',
      '',
    ].join('\n'),
  )
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  const [section1] = readCourseFiles('sections', root)
  t.same(section1?.check?.[0]?.diff, {
    file: 'style.css',
    lines: [{ same: 'h1 {' }, { removed: '  color: green;' }, { added: '  color: darkgreen;' }, { added: '' }, { same: '}' }],
  })
})

t.test('a diff with nothing added or removed, or a line that says nothing of its change, fails naming the file', async (t) => {
  const cases: [string, string, RegExp][] = [
    [
      'only unchanged lines',
      '        - same: a\n        - same: b\n',
      /01-demystifying-vibe-coding\.md[\s\S]*at least one line must be added or removed/,
    ],
    [
      'a line with an unknown key',
      '        - changed: a\n        - added: b\n',
      /01-demystifying-vibe-coding\.md[\s\S]*check\.0\.diff\.lines\.0/,
    ],
    ['one line only', '        - added: a\n', /01-demystifying-vibe-coding\.md[\s\S]*check\.0\.diff\.lines/],
  ]
  for (const [name, lines, message] of cases) {
    const root = withDiff(lines)
    t.teardown(() => rmSync(root, { recursive: true, force: true }))
    t.throws(() => readCourseFiles('sections', root), { message }, name)
  }
})

t.test(
  'a diff becomes HTML once, in the loader: <ins> and <del> rows with a visible sign and hidden words, never colour alone',
  async (t) => {
    const html = diffFigureHtml({
      file: 'script.js',
      lines: [{ same: 'list.append(item)' }, { removed: 'save(list)' }, { added: 'localStorage.clear()' }, { added: '<b>"&"</b>' }],
    })
    t.match(
      html,
      /<figcaption>What changed in <code>script\.js<\/code>: lines marked \+ were added, lines marked − were removed\.<\/figcaption>/,
    )
    t.match(
      html,
      '<del class="check-diff-line check-diff-removed"><span class="check-diff-sign" aria-hidden="true">−</span><span class="visually-hidden">Removed line: </span>save(list)</del>',
    )
    t.match(
      html,
      '<ins class="check-diff-line check-diff-added"><span class="check-diff-sign" aria-hidden="true">+</span><span class="visually-hidden">Added line: </span>localStorage.clear()</ins>',
    )
    t.match(html, '<span class="visually-hidden">Unchanged line: </span>list.append(item)</span>')
    t.match(html, 'Added line: </span>&lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;</ins>', 'code is shown as text, never as markup')
  },
)

t.test('the course: every diff question shows a change in a lesson of sections 4 to 7, at least five of them', async (t) => {
  const { sections } = await siteContent()
  const withDiffs = sections.flatMap((section) =>
    section.check.filter((question) => question.diffHtml).map((question) => ({ section, question })),
  )
  t.ok(withDiffs.length >= 5, `${withDiffs.length} diff questions`)
  for (const { section, question } of withDiffs) {
    t.ok(section.number >= 4 && section.number <= 7, `${question.id} is in section ${section.number}`)
    t.match(question.diffHtml, /<(ins|del) class="check-diff-line/, `${question.id}: something was added or removed`)
  }
})

t.test('fact tokens in a check are expanded and counted among the page’s facts', async (t) => {
  const facts = readFileSync(join(contentRoot, 'facts', 'replit-plans.yaml'), 'utf8')
  const id = /id: (\S+)/.exec(facts)?.[1] as string
  const edited = withSection1((text) => text.replace('Make a cool app for my stuff.', `"{{fact:${id}}}"`))
  t.teardown(() => rmSync(edited, { recursive: true, force: true }))
  const [section1] = readCourseFiles('sections', edited)
  const snippet = section1?.check?.find((question) => question.id === 'vague-app-prompt')?.snippet
  t.notMatch(snippet, /\{\{fact/, 'the token is replaced')
  t.ok(
    section1?.facts.some((fact) => fact.id === id),
    'the fact is listed for the sources note',
  )
})

t.test('check text becomes inline parts: code, and the bold and links a fact brings', async (t) => {
  t.same(inlineParts('Run `npm start` now'), [
    { kind: 'text', text: 'Run ' },
    { kind: 'code', text: 'npm start' },
    { kind: 'text', text: ' now' },
  ])
  t.same(inlineParts('Pick **Core** at [replit.com/pricing](https://replit.com/pricing).'), [
    { kind: 'text', text: 'Pick ' },
    { kind: 'strong', text: 'Core' },
    { kind: 'text', text: ' at ' },
    { kind: 'link', text: 'replit.com/pricing', href: 'https://replit.com/pricing' },
    { kind: 'text', text: '.' },
  ])
  t.same(inlineParts('[bad](javascript:alert(1))'), [{ kind: 'text', text: '[bad](javascript:alert(1))' }], 'only https and site links')
})

const question: CheckQuestion = {
  id: 'pick-one',
  question: [{ kind: 'text', text: 'Which?' }],
  options: [
    { text: [{ kind: 'text', text: 'A' }], correct: false, why: [{ kind: 'text', text: 'Not A.' }] },
    { text: [{ kind: 'text', text: 'B' }], correct: true, why: [{ kind: 'text', text: 'B it is.' }] },
    { text: [{ kind: 'text', text: 'C' }], correct: false, why: [{ kind: 'text', text: 'Not C.' }] },
  ],
}

t.test('grading answers sent without JavaScript: right, wrong, missing and forged', async (t) => {
  const other: CheckQuestion = { ...question, id: 'other' }
  t.equal(readAnswers([question], {}), undefined, 'no check param: the check was not sent')
  t.equal(readAnswers([question], { 'a.pick-one': '2' }), undefined, 'an answer without check=1 is not read')
  const answers = readAnswers([question, other], { check: '1', 'a.pick-one': '2', 'a.unknown-id': '1', 'a.other': '9' })
  t.same(answers, { 'pick-one': { kind: 'chosen', option: 1 }, other: { kind: 'unknown-option' } }, 'unknown ids are ignored')
  t.same(grade(question, answers?.['pick-one']), { kind: 'right', option: 1 }, 'right')
  t.same(grade(question, { kind: 'chosen', option: 2 }), { kind: 'wrong', option: 2 }, 'wrong')
  t.same(grade(question, undefined), { kind: 'unanswered' }, 'missing')
  t.same(grade(other, answers?.other), { kind: 'unknown-option' }, 'forged: an option that does not exist')
  for (const forged of ['0', '-1', '1.5', 'x', '', '99', '1e1', ' 2 ']) {
    const read = readAnswers([question], { check: '1', 'a.pick-one': forged })?.['pick-one']
    t.same(read, forged === ' 2 ' ? { kind: 'chosen', option: 1 } : { kind: 'unknown-option' }, `value ${JSON.stringify(forged)}`)
  }
  t.equal(correctOption(question), 1)
})
