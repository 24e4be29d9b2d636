// A name Replit can change (a mode, a plan, a tool, a button, a publishing
// type) is written once, in content/terms/, and everywhere else as a
// {{term:id}} token (course/registries/terms.ts); a concrete Replit detail
// (a bold label, a place on the screen, an address, a publishing limit) lives
// in a fact with its source. These checks find a registered name (or a former
// one) or such a detail written by hand anywhere a learner reads it, lessons
// or the site's own code, naming the file and line.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import t from 'tap'
import { contentRoot } from '../../course/content-root.ts'
import { readTerms, TERMS_FOLDER, type Term, withoutTermTokens } from '../../course/registries/terms.ts'
import { projectRoot } from '../../server/config.ts'
import { escaped } from '../helpers/names.ts'

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
  {
    pattern: /\b(?:Web|Working|Public|Small|Broken Replit) Apps?\b|\b[Yy]our (?:[Ff]irst )?(?:Apps?|Repl)\b/,
    why: "titles in title case (posts, tutorials, the landing page, a guide button) where App is the everyday word; Your First Repl is the spec's own tutorial title",
  },
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

/**
 * A name as a whole word or phrase. A capitalised name is matched as written ('Pro', not 'pro' or 'Product'); a
 * name Replit writes in lower case ('checkpoint') also starting a sentence and in the plural ('Checkpoints').
 */
const registeredName = (name: string) => {
  const first = name.charAt(0)
  const lower = first !== first.toUpperCase()
  const start = lower ? `[${first}${first.toUpperCase()}]${escaped(name.slice(1))}` : escaped(name)
  return new RegExp(`(?<![\\w-])${start}${lower ? '(?:s|es)?' : ''}(?![\\w-])`)
}

/** A former name as a whole word, also in the plural ('Apps', 'Repls'). */
const formerName = (name: string) => new RegExp(`(?<![\\w-])${escaped(name)}s?(?![\\w-])`)

/** An everyday word where it reads as a label: **Run**, select Run, click Publish, says Run, the Publish dialog. */
const asLabel = (name: string) =>
  new RegExp(
    `\\*\\*${escaped(name)}\\*\\*|\\b(?:[Ss]elect|[Cc]lick|[Pp]ress|says?) ${escaped(name)}(?![\\w-])|(?<![\\w-])${escaped(name)} (?:button|dialog|flow|tool|tab|pane|panel|menu)\\b`,
  )

/** In a figure, a label is a text of its own: the whole of a <text>, after a step number or a <tspan> ('3. Publish'). */
const asFigureLabel = (name: string) => new RegExp(`(?:>|</tspan>)\\s*(?:\\d+\\.?\\s+)?${escaped(name)}\\s*<`)

/** The pattern the check looks for: the whole name, or for an everyday word, the word used as a label (in a figure, its own text). */
const namePattern = (term: Term, name: string, figure: boolean) =>
  term.everydayWord ? new RegExp(`${asLabel(name).source}${figure ? `|${asFigureLabel(name).source}` : ''}`) : registeredName(name)

/** Every registered term's name and former names written outside the registry in `files`. */
function handWrittenTerms(files: readonly string[], terms: Iterable<Term>, isComment = (_line: string) => false): HandWritten[] {
  const found: HandWritten[] = []
  for (const file of files) {
    const figure = file.endsWith('.svg')
    const names = [...terms].flatMap((term) => [
      { name: term.text, term: term.id, former: false, pattern: namePattern(term, term.text, figure) },
      ...(term.formerly ?? []).map((name) => ({ name, term: term.id, former: true, pattern: formerName(name) })),
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

/**
 * Replit's product and feature names that the registry must own, as a term's name or a former name, so that the
 * check above finds each one written by hand. A name that changes and is not on this list rots without a test failing.
 */
const PRODUCT_NAMES = [
  'checkpoint',
  'rollback',
  'App Storage',
  'Replit Auth',
  'development database',
  'production database',
  'Connectors',
  'AI Integrations',
  'Project Editor',
  'Visual Editor',
  'Design Canvas',
  'Memories',
  'Custom Instructions',
  'Steer',
  'Queue',
  'Security checks',
  'Security Scan',
  'Security Center',
  'Mobile App',
  'Webview',
  'Deployments',
  'App',
  'Repl',
  'Lite',
  'Economy',
]

/** Every name the registry owns: each term's name and its former names. */
const ownedNames = (terms: Iterable<Term>) => new Set([...terms].flatMap((term) => [term.text, ...(term.formerly ?? [])]))

t.test("the registry owns every Replit product name on the list, and each plan's name", async (t) => {
  const owned = ownedNames(readTerms(contentRoot).values())
  const unowned = PRODUCT_NAMES.filter((name) => !owned.has(name))
  t.same(unowned, [], 'each product name is a term or a former name')
  const plans = [...readTerms(contentRoot).values()].filter((term) => term.id.startsWith('plan-'))
  t.ok(plans.length >= 4, 'the plans are terms')
})

/** A concrete Replit detail written by hand: the kind, the file and line, and what was found. */
interface Unregistered {
  kind: 'label' | 'place' | 'domain' | 'limit'
  where: string
  found: string
}

/** A place on Replit's screen: 'top right', 'bottom-left', 'left-hand side'. */
const PLACE = /\b(?:top|bottom|upper|lower)[ -](?:right|left)\b|\b(?:left|right)[ -]hand\b/i

/** An address on Replit's own domains: a published app's `.replit.app`, a preview's `.replit.dev`. */
const DOMAIN = /\.replit\.(?:app|dev)\b|\brepl\.co\b/

/** A plan's limit on published apps: a number of days on a line about publishing. */
const DAYS = /\b(?:\d+|thirty)[- ]days?\b/i
const ABOUT_PUBLISHING = /\b(?:publish(?:ed|ing)?|goes down|go down|expires?)\b/i

/** Bold words read as a label when they follow a verb of using a screen, or come before the kind of control they name. */
const LABEL_BEFORE =
  /\b(?:select|click|choose|tap|press|open|pick|hit|under|type|named|called|labell?ed|says?)\s+(?:the\s+|a\s+|your\s+)?$/i
const LABEL_AFTER =
  /^\s*(?:button|tab|pane|panel|menu|tool|dialog|option|field|link|icon|section|page|toggle|box|bar|settings?|view|window)\b/i

/**
 * Bold labels that are not Replit's, each with the reason: the browser's own developer tools (section 3 and 8 teach
 * them; Chrome, not Replit, names them), the labels of the learner's own example app, and this site's own buttons
 * (SITE_LABELS, which a test finds in the site's code).
 */
const LABEL_EXEMPT: { label: RegExp; why: string }[] = [
  {
    label:
      /^(?:Inspect|Inspect Element|Elements|Network|Application|Local Storage|View Page Source|Lighthouse|Performance|Mobile|Analyze page load|Size|Console|Not secure)$/,
    why: "the browser's own menus, panels and warnings, not Replit's",
  },
  { label: /^(?:Settings|Advanced)$/, why: "Safari's own settings, in section 3's note for Safari users" },
]

/** This site's own buttons and boxes, which lessons name in bold; each must still be in the site's code. */
const SITE_LABELS = ['Magic AI Prompt', 'Compare with our prompt', 'Build your own prompt']

/** The lessons, projects, tutorials, posts, problems, figures and site texts, without the registries themselves. */
function lessonFiles(): string[] {
  return readableFiles().filter((file) => {
    const path = relative(contentRoot, file)
    // The facts registry, and its translations, are where these details belong.
    return !path.startsWith('..') && !/^(?:translations\/[^/]+\/)?facts\//.test(path)
  })
}

/**
 * Concrete Replit details written outside the registries: a bold label, a place on the screen, a Replit address or a
 * number of days. Prompts in code blocks describe the learner's own app, so places there are the app's, not Replit's.
 */
function unregisteredDetails(files: readonly string[]): Unregistered[] {
  const found: Unregistered[] = []
  for (const file of files) {
    let inCode = false
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((raw, index) => {
        if (/^\s*```/.test(raw)) inCode = !inCode
        if (file.endsWith('.yaml') && /^\s*#/.test(raw)) return
        const where = `${relative(projectRoot, file)}:${index + 1}`
        const line = withoutTermTokens(raw).replace(/\{\{fact:[^}]*\}\}/g, '')
        const add = (kind: Unregistered['kind'], match: RegExpMatchArray | null) => {
          if (match) found.push({ kind, where, found: match[0] })
        }
        if (!inCode) add('place', line.match(PLACE))
        add('domain', line.match(DOMAIN))
        if (!relative(contentRoot, file).startsWith('legal/') && !relative(contentRoot, file).startsWith('site/'))
          add('limit', ABOUT_PUBLISHING.test(line) ? line.match(DAYS) : null)
        for (const bold of line.matchAll(/\*\*([^*\n]+?)\*\*/g)) {
          const label = bold[1]?.trim() ?? ''
          if (!label || /[.:?!,;]$/.test(label) || label.split(/\s+/).length > 5 || !/^[A-Z+−-]/.test(label)) continue
          const before = line.slice(0, bold.index)
          const after = line.slice((bold.index ?? 0) + bold[0].length)
          if (!LABEL_BEFORE.test(before) && !LABEL_AFTER.test(after)) continue
          if (SITE_LABELS.includes(label) || LABEL_EXEMPT.some((exempt) => exempt.label.test(label))) continue
          found.push({ kind: 'label', where, found: `**${label}**` })
        }
      })
  }
  return found
}

t.test('no concrete Replit detail is written outside the registries: labels, places, addresses, limits', async (t) => {
  const found = unregisteredDetails(lessonFiles())
  for (const { kind, where, found: text } of found)
    t.fail(`${where}: ${kind} "${text}" written by hand; put it in content/facts/ or content/terms/`)
  const byKind = new Map<string, number>()
  for (const { kind } of found) byKind.set(kind, (byKind.get(kind) ?? 0) + 1)
  t.equal(
    found.length,
    0,
    `${found.length} hand-written details (${[...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ') || 'none'})`,
  )
  // The site's words are in its components and, for those a page's islands show, in the message catalogues (lib/i18n/).
  const code = ['renderer', 'pages', 'lib'].flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8')),
  )
  for (const label of SITE_LABELS)
    t.ok(
      code.some((source) => source.includes(label)),
      `"${label}" is still this site's own label`,
    )
})

t.test('the check finds a hand-written detail of each kind, with its file and line', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fztv-details-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const lesson = join(dir, 'lesson.md')
  writeFileSync(
    lesson,
    [
      'Select **{{term:button-publish}}**, then open your link.',
      'Select **New Secret** and fill in the form.',
      'The button sits in the top right corner.',
      'Your link ends in `.replit.app`.',
      'A free app goes down after 30 days.',
      '```text',
      'Add a toggle in the top right corner of my page.',
      '```',
      'Click **Magic AI Prompt** above, then open the **Network** tab.',
    ].join('\n'),
  )
  t.same(
    unregisteredDetails([lesson]).map(({ kind, where, found }) => `${where.replace(/^.*\//, '')} ${kind} ${found}`),
    ['lesson.md:2 label **New Secret**', 'lesson.md:3 place top right', 'lesson.md:4 domain .replit.app', 'lesson.md:5 limit 30 days'],
    "each kind with its line; a token, a prompt's own layout, this site's label and the browser's are not",
  )
  const terms: Term[] = [
    { id: 'save-point', text: 'checkpoint', source: 'https://docs.replit.com/x', checked: '2026-11-28', formerly: ['Repl'] },
  ]
  writeFileSync(
    lesson,
    'Roll back to the last {{term:save-point}}.\nCheckpoints are saved for you.\nOpen your Repls.\nA checkpointed file.\n',
  )
  t.same(
    handWrittenTerms([lesson], terms).map(({ where, name }) => `${where.replace(/^.*\//, '')} ${name}`),
    ['lesson.md:2 checkpoint', 'lesson.md:3 Repl'],
    'a product name starting a sentence or in the plural, and a former name in the plural',
  )
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
    file: 'lib/i18n/messages/en/checker-run.ts',
    pattern: /Console/,
    why: "the checker's own panel of the app's errors (app-console.tsx), named for the browser's developer tools Console, not Replit's",
  },
  { file: 'pages/playground/+Page.tsx', pattern: /^Run$/, why: "the playground's own Run button, not Replit's" },
  { file: 'lib/i18n/messages/en/tool-pages.ts', pattern: /^Run$/, why: "the playground's own Run button (its words), not Replit's" },
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
