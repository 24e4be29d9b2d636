// "Everyone and safety": the scan of a learner's pasted files and the words of
// both reports, as pure functions. Every key below is fake, made in the shape
// its provider documents (lib/secret-rules.ts names where; test/helpers/fake-keys.ts),
// so no real key is in this repository.
import axe from 'axe-core'
import t from 'tap'
import { safetyWords as en } from '../../lib/i18n/messages/en/safety-words.ts'
import { safetyWords as es } from '../../lib/i18n/messages/es/safety-words.ts'
import { SECRET_RULES, supabaseRole } from '../../lib/secret-rules.ts'
import {
  AXE_TAGS,
  accessibilityWords,
  keyboardWords,
  ruleWords,
  sortProblems,
  WORDED_RULES,
} from '../../renderer/features/safety-report/accessibility-words.ts'
import type { SafetyFinding } from '../../renderer/features/safety-report/safety-finding.ts'
import { SAFETY_LESSONS, safetyWords } from '../../renderer/features/safety-report/safety-words.ts'
import { scanFiles } from '../../renderer/features/safety-report/scan-files.ts'
import { FAKE_PUBLISHABLE_KEYS, FAKE_SECRETS } from '../helpers/fake-keys.ts'
import { siteContent } from '../helpers/site-content.ts'

const js = (code: string) => scanFiles({ html: '', css: '', js: code })
const kinds = (findings: SafetyFinding[]) => findings.map((finding) => `${finding.kind}:${finding.what}`)

t.test('every secret rule finds a key of its shape, anywhere in any file, and hides its middle', async (t) => {
  const secretRules = SECRET_RULES.filter((rule) => !rule.publishable)
  t.same(Object.keys(FAKE_SECRETS).sort(), secretRules.map((rule) => rule.id).sort(), 'a fake key for each rule')
  for (const rule of secretRules) {
    const key = FAKE_SECRETS[rule.id] as string
    const findings = scanFiles({ html: `<p>hi</p>\n<script>const k = ${JSON.stringify(key)}</script>`, css: '', js: `/* old: ${key} */\n` })
    t.same(kinds(findings), [`secret:${rule.name}`, `secret:${rule.name}`], `${rule.id}: in an inline script and in a comment`)
    t.same(
      findings.map((finding) => [finding.file, finding.line]),
      [
        ['index.html', 2],
        ['script.js', 1],
      ],
    )
    if (rule.id !== 'private-key') t.notOk(findings[0]?.excerpt.includes(key), `${rule.id}: the whole key is not shown again`)
  }
})

t.test('a publishable key is explained, not flagged as a leak', async (t) => {
  const anon = FAKE_PUBLISHABLE_KEYS['supabase-anon'] as string
  const findings = js(
    `const stripe = Stripe('${FAKE_PUBLISHABLE_KEYS['stripe-publishable']}')\nconst supabase = createClient(url, '${anon}')\nconst b = '${FAKE_PUBLISHABLE_KEYS['supabase-publishable']}'`,
  )
  t.same(kinds(findings), [
    'publishable-key:a Stripe publishable key',
    'publishable-key:a Supabase anon key',
    'publishable-key:a Supabase publishable key',
  ])
  const words = safetyWords(findings[0] as SafetyFinding, en)
  t.match(words.title, /that is fine/)
  t.equal(words.prompt, undefined, 'no fix asked for')
  t.equal(supabaseRole(anon), 'anon')
  t.equal(supabaseRole('eyJnot.eyJbase64.json'), undefined)
})

t.test('look-alikes are not keys', async (t) => {
  t.same(
    js(
      [
        'const sk = "sk-short"',
        'const url = "postgres://user:password@localhost/app"',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the learner's code under test holds a template literal
        'const env = `postgres://app:${process.env.DB_PASSWORD}@host/db`',
        'const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop"',
      ].join('\n'),
    ),
    [],
  )
})

t.test('text a visitor typed, written into the page as HTML, is found through variables, arrays and callbacks', async (t) => {
  const findings = js(
    [
      "const name = document.getElementById('name').value",
      'list.innerHTML = `<li>${name}</li>`',
      "const tasks = JSON.parse(localStorage.getItem('tasks') || '[]')",
      'tasks.push({ id: Date.now(), text: input.value })',
      "box.innerHTML = tasks.map((task) => '<li>' + task.text + '</li>').join('')",
      "card.outerHTML = '<div>' + prompt('Your name?') + '</div>'",
      'function show(message) { out.insertAdjacentHTML("beforeend", `<p>${message}</p>`) }',
      'show(name)',
      'document.write(location.hash)',
      "fetch('/api/posts').then((response) => response.json()).then((posts) => { feed.innerHTML = posts[0].body })",
    ].join('\n'),
  )
  t.same(
    findings.map((finding) => [finding.line, finding.what]),
    [
      [2, 'innerHTML'],
      [5, 'innerHTML'],
      [6, 'outerHTML'],
      [7, 'insertAdjacentHTML'],
      [9, 'document.write'],
      [10, 'innerHTML'],
    ],
  )
  t.ok(findings.every((finding) => finding.kind === 'html-from-values'))
})

t.test('HTML the page builds from its own values, escaped text, numbers and ids is not reported', async (t) => {
  t.same(
    js(
      [
        "const greetings = ['Hello', 'Hi there']",
        'out.innerHTML = `<strong>${greetings[Math.floor(Math.random() * 2)]}</strong>`',
        'foot.innerHTML = `&copy; ${new Date().getFullYear()}`',
        "list.innerHTML = ''",
        'const escapeHtml = (text) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)',
        "const items = JSON.parse(localStorage.getItem('items'))",
        "list.innerHTML = items.map((item) => `<li data-key=\"${item.key}\" class=\"${item.done ? 'done' : ''}\">${escapeHtml(item.label)}</li>`).join('')",
        'count.innerHTML = `<b>${items.length}</b> left, ${Number(input.value)} typed`',
      ].join('\n'),
    ),
    [],
  )
})

t.test('text run as code is found: eval, Function, timers given text', async (t) => {
  const findings = js(
    [
      'eval(code)',
      'window.eval(x)',
      "new Function('a', 'return a')",
      "Function('return 1')()",
      'setTimeout("tick()", 100)',
      "setInterval('n' + i, 5)",
      'setTimeout(tick, 100)',
      'setTimeout(() => tick(), 1)',
    ].join('\n'),
  )
  t.same(
    findings.map((finding) => [finding.line, finding.what]),
    [
      [1, 'eval'],
      [2, 'eval'],
      [3, 'new Function'],
      [4, 'Function'],
      [5, 'setTimeout'],
      [6, 'setInterval'],
    ],
  )
})

t.test('secrets kept in the browser’s storage are found; other stored values are not', async (t) => {
  const findings = js(
    [
      "localStorage.setItem('password', pw)",
      'sessionStorage.setItem(key, apiKey)',
      'window.localStorage.token = t',
      "localStorage.setItem('tasks', JSON.stringify(tasks))",
      "localStorage.theme = 'dark'",
    ].join('\n'),
  )
  t.same(
    findings.map((finding) => [finding.kind, finding.line]),
    [
      ['secret-in-storage', 1],
      ['secret-in-storage', 2],
      ['secret-in-storage', 3],
    ],
  )
})

t.test('comments and strings that only mention the words are not code', async (t) => {
  t.same(
    js(
      [
        '// never write el.innerHTML = userText',
        '/* eval(code) and new Function are banned */',
        'const help = "Use textContent, not innerHTML = value, and never eval(x)"',
        "const note = `localStorage.setItem('password', pw)`",
      ].join('\n'),
    ),
    [],
  )
  t.same(scanFiles({ html: '<!-- <script>el.innerHTML = x</script> -->\n<p>innerHTML</p>', css: '', js: '' }), [])
})

t.test('scripts and stylesheets over plain http:// are found in the page and the CSS; https and local addresses are fine', async (t) => {
  const findings = scanFiles({
    html: [
      '<script src="http://cdn.example.com/chart.js"></script>',
      "<link rel='stylesheet' href='http://fonts.example.com/a.css'>",
      '<script src="https://cdn.example.com/ok.js"></script>',
      '<link rel="icon" href="http://example.com/favicon.ico">',
      '<script src="http://localhost:3000/dev.js"></script>',
    ].join('\n'),
    css: '/* @import url(http://old.example.com/x.css); */\n@import url("http://fonts.example.com/b.css");',
    js: '',
  })
  t.same(
    findings.map((finding) => [finding.file, finding.line, finding.what]),
    [
      ['index.html', 1, 'a script'],
      ['index.html', 2, 'a stylesheet'],
      ['style.css', 2, 'a stylesheet'],
    ],
  )
})

t.test('inline scripts are read with their line in the page; a script that cannot be parsed says so', async (t) => {
  const findings = scanFiles({
    html: '<body>\n<p>x</p>\n<script>\n\nout.innerHTML = field.value\n</script>\n<script type="application/json">{"eval": 1}</script>',
    css: '',
    js: 'function (',
  })
  t.same(
    findings.map((finding) => [finding.kind, finding.file, finding.line]),
    [
      ['html-from-values', 'index.html', 5],
      ['unreadable-script', 'script.js', 1],
    ],
  )
  t.match(safetyWords(findings[1] as SafetyFinding, en).title, /syntax error at line 1/)
})

t.test('each finding’s words name the place, say why, link a lesson that exists and ask for the fix in the CLEAR shape', async (t) => {
  const content = await siteContent()
  const pages = [
    ...content.sections.map((s) => [`/section${s.number}`, s.html]),
    ...content.learningProjects.map((p) => [`/project${p.id}`, p.html]),
  ]
  for (const lesson of Object.values(SAFETY_LESSONS)) {
    const [path, anchor] = lesson.href.split('#')
    const html = pages.find(([page]) => page === path)?.[1] ?? ''
    t.ok(html.includes(`id="${anchor}"`), `${lesson.href} exists`)
  }
  const findings = js(`const k = "${FAKE_SECRETS.openai}"\nel.innerHTML = input.value\neval(y)\nlocalStorage.setItem('token', t)`)
  for (const finding of findings) {
    const words = safetyWords(finding, en)
    t.match(words.title, `line ${finding.line}`)
    t.ok(words.why.length > 40)
    t.match(words.prompt ?? '', /^Context: .*\nLength: .*\nExamples: In script\.js, line \d+: .*\nActions:\n- /)
  }
  t.match(safetyWords(findings[0] as SafetyFinding, en).now ?? '', /Replace the key now/)
  // A database address leaks a password: the words say so, not "key".
  const [database] = js(`const db = "${FAKE_SECRETS['database-url']}"`)
  t.match(safetyWords(database as SafetyFinding, en).now ?? '', /^Change the database’s password now/)
  t.notMatch(safetyWords(database as SafetyFinding, en).why, /key/)
  t.match(safetyWords(database as SafetyFinding, en).prompt ?? '', /- Move every database query to a small server route/)
  t.notMatch(safetyWords(database as SafetyFinding, en).prompt ?? '', /key/)
})

t.test('accessibility problems in plain words, most serious first, with a fix prompt naming the element', async (t) => {
  const problems = sortProblems([
    { rule: 'heading-order', impact: 'moderate', help: 'Heading levels should only increase by one', elements: ['<h4>Tasks</h4>'] },
    {
      rule: 'color-contrast',
      impact: 'serious',
      help: 'Elements must meet minimum color contrast ratio thresholds',
      elements: ['"Done"', '"Clear"'],
    },
    { rule: 'button-name', impact: 'critical', help: 'Buttons must have discernible text', elements: ['<button class="x">'] },
    { rule: 'some-new-rule', impact: 'minor', help: 'Something axe checks that has no words here', elements: ['<div>'] },
  ])
  t.same(
    problems.map((problem) => problem.rule),
    ['button-name', 'color-contrast', 'heading-order', 'some-new-rule'],
  )
  const button = accessibilityWords(problems[0] as (typeof problems)[number], en)
  t.match(button.title, /no name a screen reader can say/)
  t.match(button.prompt, /Examples: .*on one element, for example <button class="x">/)
  t.match(accessibilityWords(problems[1] as (typeof problems)[number], en).prompt, /on 2 elements/)
  t.equal(accessibilityWords(problems[3] as (typeof problems)[number], en).title, 'Something axe checks that has no words here')
})

t.test('every problem with words of its own is one the audit runs, and none is worded in WCAG’s terms', async (t) => {
  const run = new Set(axe.getRules(AXE_TAGS).map((rule) => rule.ruleId))
  for (const rule of WORDED_RULES) {
    const words = ruleWords(rule, en)
    t.ok(run.has(rule), `${rule} is an axe rule of the audit's tags`)
    for (const text of [words.title, words.why]) t.notMatch(text, /WCAG|ARIA |discernible|landmark/, `${rule}: plain words`)
  }
  // The mistakes beginners' apps make most that the audit finds (test/fixtures/projects/5/broken-8-mood-divs: aria-pressed on a <div>).
  t.match(
    accessibilityWords({ rule: 'aria-allowed-attr', impact: 'critical', help: '', elements: ['“😂 Funny”'] }, en).title,
    /screen-reader setting/,
  )
  // What an automatic check misses is said: text that shows only after a click, text on a gradient.
  t.match(en.axeLimits, /only after a click.*colour gradient/)
})

t.test(
  'in Spanish: every kind of key and everything the scan names, the findings, the rules and the keyboard, with the CLEAR labels kept',
  async (t) => {
    for (const rule of SECRET_RULES) t.not(es.what(rule.name), rule.name, `${rule.id}: named in Spanish`)
    t.equal(es.what('eval'), 'eval', 'code keeps its name')
    const findings = js(`const k = "${FAKE_SECRETS.openai}"\nel.innerHTML = input.value\neval(y)\nlocalStorage.setItem('token', t)`)
    for (const finding of findings) {
      const words = safetyWords(finding, es)
      t.match(words.title, `línea ${finding.line}`)
      t.match(words.prompt ?? '', /^Context: Mi app .*\nLength: .*\nExamples: En script\.js, línea \d+: .*\nActions:\n- /)
      t.notMatch(`${words.title} ${words.why} ${words.lesson.label}`, /\b(the|and|your|is)\b/, `${finding.kind}: no English words`)
    }
    t.match(safetyWords(findings[0] as SafetyFinding, es).title, /^Hay una clave de API de OpenAI en script\.js/)
    for (const rule of WORDED_RULES) {
      const words = ruleWords(rule, es)
      t.notMatch(`${words.title} ${words.why}`, /\b(the|and|your|is)\b/, `${rule}: in Spanish`)
    }
    const keyboard = keyboardWords({ kind: 'unreachable', element: '<div>Borrar</div>' }, es)
    t.match(keyboard.title, /El teclado no llega a <div>Borrar<\/div>/)
    t.match(keyboard.prompt, /^Context: Mi app .*\nLength: .*\nExamples: Una revisión de teclado dice/)
  },
)
