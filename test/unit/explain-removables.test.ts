// "Explain your app": which lines of a learner's app can be taken away (the
// outermost statement or body element that starts on each line), taking one
// away, and the search for the lines a requirement needs, with a stand-in
// for the sandbox's run.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { explainAppMessages } from '../../lib/i18n/catalogues/explain-app.ts'
import { gradeLine, prepareLineQuestion, simplestOther } from '../../renderer/features/explain-app/find-the-line.ts'
import {
  findRemovals,
  judgeRun,
  limiter,
  linesThatMatter,
  type Removal,
  type RunRequirement,
  type StopReason,
} from '../../renderer/features/explain-app/lines-that-matter.ts'
import { findRemovables, type Removable, withoutRemovable } from '../../renderer/features/explain-app/removable.ts'
import { stopWords } from '../../renderer/features/explain-app/words.ts'
import type { LearnerFiles } from '../../sandbox/protocol.ts'

const fixture = (project: number, name: string): LearnerFiles => {
  const read = (file: string) => {
    try {
      return readFileSync(join(import.meta.dirname, '..', 'fixtures', 'projects', String(project), name, file), 'utf8')
    } catch {
      return ''
    }
  }
  return { html: read('index.html'), css: read('style.css'), js: read('script.js') }
}
const at = (removables: Removable[], file: Removable['file'], line: number) =>
  removables.find((removable) => removable.file === file && removable.line === line)
const js = (code: string): LearnerFiles => ({ html: '<body></body>', css: '', js: code })

t.test('every statement that starts a line of script.js can be taken away, whole, and the lines that only close one cannot', async (t) => {
  const files = fixture(3, 'reference-form')
  const removables = findRemovables(files)
  const lines = removables.filter((removable) => removable.file === 'script.js').map((removable) => removable.line)
  t.ok(lines.includes(16) && lines.includes(24) && lines.includes(37), 'reading saved tasks, saving them, and saving after an add')
  for (const closing of [21, 25, 39, 46]) t.notOk(lines.includes(closing), `line ${closing} only closes a block`)
  t.notOk(lines.includes(1), 'a comment is not a statement')
  const listener = at(removables, 'script.js', 27)
  t.equal(listener?.endLine, 39, 'the submit listener is one statement, lines 27 to 39')
  const save = at(removables, 'script.js', 24) as Removable
  t.equal(removables[save.within as number]?.line, 23, 'setItem sits inside saveTasks, which is tried first')
  t.equal(at(removables, 'script.js', 55)?.endLine, 55, '`if (...) return ...` is one line: the if, not its return')
})

t.test('a for loop is one statement: its `const x of` head is not a line of its own', async (t) => {
  const removables = findRemovables(js('for (const item of [1, 2]) {\n  console.log(item)\n}\n'))
  t.same(
    removables.map((removable) => [removable.line, removable.endLine]),
    [
      [1, 3],
      [2, 2],
    ],
  )
})

t.test(
  'in index.html: the body elements and the statements of an inline script, never the head, the script element or the page itself',
  async (t) => {
    const files = fixture(3, 'reference-single-file')
    const removables = findRemovables(files)
    const html = files.html.split('\n')
    const kinds = new Map(removables.map((removable) => [removable.line, removable.kind]))
    t.equal(kinds.get(25), 'element', html[24] ?? '')
    t.equal(kinds.get(45), 'statement', `an inline script's statement keeps index.html's line number: ${html[44]}`)
    for (const [line, text] of html.entries()) {
      if (/<(html|head|body|meta|title|link|script|style)\b/.test(text)) t.notOk(kinds.has(line + 1), `not removable: ${text.trim()}`)
    }
    t.same(
      findRemovables(fixture(3, 'reference-form'))
        .filter((removable) => removable.file === 'index.html')
        .map((removable) => removable.line),
      [10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25, 27],
    )
  },
)

t.test('taking a line away leaves every other line where it was, and a statement leaves a `;` so an if keeps its meaning', async (t) => {
  const files = fixture(3, 'reference-form')
  const removables = findRemovables(files)
  const without = withoutRemovable(files, at(removables, 'script.js', 24) as Removable)
  t.equal(without.broken, undefined)
  const before = files.js.split('\n')
  const after = without.files.js.split('\n')
  t.equal(after.length, before.length)
  t.same(
    after.flatMap((text, index) => (text === before[index] ? [] : [index + 1])),
    [24],
    'only line 24 changed',
  )
  t.equal(after[23]?.trim(), ';')
  const block = withoutRemovable(files, at(removables, 'script.js', 27) as Removable).files.js.split('\n')
  t.equal(block.length, before.length, 'a statement of 13 lines leaves 13 lines')
  t.equal(block[45], before[45])

  const guarded = js('if (done)\n  hide()\nshow()\n')
  const inner = findRemovables(guarded)
  t.same(
    inner.map((removable) => removable.line),
    [1, 2, 3],
  )
  t.equal(withoutRemovable(guarded, inner[1] as Removable).files.js, 'if (done)\n  ;\nshow()\n', 'show() is not pulled into the if')

  const page = fixture(3, 'reference-form')
  const input = at(findRemovables(page), 'index.html', 14) as Removable
  const html = withoutRemovable(page, input).files.html
  t.notMatch(html, /new-task" placeholder/)
  t.equal(html.split('\n').length, page.html.split('\n').length)
})

t.test('a cut that leaves code the parser cannot read says so with the parser words, before anything runs', async (t) => {
  const files = js('const a = 1\nif (a) {\n  show(a)\n}\n')
  const half: Removable = { file: 'script.js', line: 2, endLine: 2, start: 12, end: 21, kind: 'statement' }
  t.match(withoutRemovable(files, half).broken, /Unexpected token/)
})

t.test('a run without a line: a new error or a freeze is an app that stops, never a pass', async (t) => {
  t.same(judgeRun({ outcome: { kind: 'done' }, errors: [] }, []), { kind: 'works' })
  t.same(judgeRun({ outcome: { kind: 'done' }, errors: ['TypeError: x is null'] }, []), {
    kind: 'stops',
    why: { kind: 'error', message: 'TypeError: x is null' },
  })
  t.same(judgeRun({ outcome: { kind: 'done' }, errors: ['Old'] }, ['Old']), { kind: 'works' }, 'an error the app always throws is not new')
  t.same(judgeRun({ outcome: { kind: 'failed', at: 2, expected: 'a', found: 'b' }, errors: [] }, []), {
    kind: 'fails',
    expected: 'a',
    found: 'b',
  })
  t.equal(judgeRun({ outcome: { kind: 'failed', at: 2, expected: 'a', found: 'b' }, errors: ['ReferenceError: saved'] }, []).kind, 'stops')
  t.equal(judgeRun({ outcome: { kind: 'timeout', whileLoading: false }, errors: [] }, []).kind, 'stops')
  t.equal(judgeRun({ outcome: { kind: 'error', message: 'boom' }, errors: [] }, []).kind, 'stops')
})

t.test("why an app stops is worded in the page's language, and the app's own error is shown as it threw it", async (t) => {
  const froze = judgeRun({ outcome: { kind: 'timeout', whileLoading: false }, errors: [] }, [])
  const unavailable = judgeRun({ outcome: { kind: 'unavailable' }, errors: [] }, [])
  const thrown = judgeRun({ outcome: { kind: 'error', message: 'ReferenceError: tasks is not defined' }, errors: [] }, [])
  const whyOf = (removal: Removal): StopReason => {
    if (removal.kind !== 'stops') throw new Error(`expected an app that stops, got ${removal.kind}`)
    return removal.why
  }
  const [frozeWhy, unavailableWhy, thrownWhy] = [whyOf(froze), whyOf(unavailable), whyOf(thrown)]
  t.same(
    [frozeWhy, unavailableWhy, thrownWhy],
    [{ kind: 'froze' }, { kind: 'unavailable' }, { kind: 'error', message: 'ReferenceError: tasks is not defined' }],
  )
  t.equal(stopWords(explainAppMessages.en, frozeWhy), 'it stopped answering (a loop that never ends?)')
  t.equal(stopWords(explainAppMessages.es, frozeWhy), 'dejó de responder (¿un bucle que nunca termina?)')
  t.equal(stopWords(explainAppMessages.es, unavailableWhy), 'el sandbox no pudo iniciarla')
  t.equal(stopWords(explainAppMessages.es, thrownWhy), 'ReferenceError: tasks is not defined', "the error is the app's own, not translated")
  t.equal(
    stopWords(explainAppMessages.es, { kind: 'unparsable', detail: 'Unexpected token (2:0)' }),
    'el código ya no se puede leer: Unexpected token (2:0)',
  )
})

t.test(
  'the search runs each line outermost first, skips what sits inside a line the app works without, and answers with the innermost lines',
  async (t) => {
    const files = js(['function save() {', '  store()', '}', 'function noise() {', '  a()', '  b()', '}', 'save()', ''].join('\n'))
    const ran: string[] = []
    // The requirement passes while save() still calls store().
    const run: RunRequirement = async (changed) => {
      ran.push(changed.js)
      const works = /function save\(\) \{\n {2}store\(\)/.test(changed.js) && /\nsave\(\)/.test(changed.js)
      return { outcome: works ? { kind: 'done' } : { kind: 'failed', at: 0, expected: 'saved', found: 'nothing' }, errors: [] }
    }
    const removables = findRemovables(files)
    t.same(
      removables.map((removable) => removable.line),
      [1, 2, 4, 5, 6, 8],
    )
    const removals = await findRemovals(files, removables, run, [])
    t.ok(removables[0]?.likelyStops, 'save() is called on line 8: without its declaration the app stops')
    t.same(
      removals.map((removal) => removal?.kind),
      [undefined, 'fails', 'works', undefined, undefined, 'fails'],
    )
    t.equal(ran.length, 3, 'lines 5 and 6 are not run: the app works without the function around them; nor is line 1, but what it holds is')
    t.same(
      linesThatMatter(removables, removals).map((removable) => removable.line),
      [2, 8],
      'store() and the call, not the function around store()',
    )
    ran.length = 0
    const together = await findRemovals(files, removables, run, [], { limit: limiter(3) })
    t.same(together, removals, 'three at a time: the same verdicts')
    t.equal(ran.length, 3, 'and a line inside another still waits for that one')
  },
)

t.test(
  'a line the simplest other requirement fails without too is one the whole app needs, not the answer; a tap on it is not right',
  async (t) => {
    const files = js(['const list = []', 'function add(x) {', '  list.push(x)', '}', 'add(1)', 'save(list)', ''].join('\n'))
    const fails = { kind: 'failed', at: 1, expected: 'x', found: 'y' } as const
    // "Saved": needs the push, the call and save(); "Shown": needs the push and the call, never save().
    const saved: RunRequirement = async (changed) => ({
      outcome:
        /list\.push\(x\)/.test(changed.js) && /add\(1\)/.test(changed.js) && /save\(list\)/.test(changed.js) ? { kind: 'done' } : fails,
      errors: [],
    })
    const shown: RunRequirement = async (changed) => ({
      outcome: /list\.push\(x\)/.test(changed.js) && /add\(1\)/.test(changed.js) ? { kind: 'done' } : fails,
      errors: [],
    })
    const other = { requirement: { text: 'Shown', steps: [] }, run: shown }
    const question = await prepareLineQuestion(files, { text: 'Saved', steps: [] }, saved, { other, parallel: 2 })
    t.ok(question)
    if (!question) return
    t.same(
      question.lines.map((removable) => removable.line),
      [6],
      'save(list), not the push or the call that "Shown" needs too',
    )
    t.same(
      [...question.shared].map((index) => question.removables[index]?.line).sort(),
      [3, 5],
      'the push and the call (not the function around the push: the app stops without it, so it is not run)',
    )
    t.equal(question.other?.requirement.text, 'Shown')
    const push = at(question.removables, 'script.js', 3) as Removable
    const save = at(question.removables, 'script.js', 6) as Removable
    t.same(await gradeLine(files, question, push, saved, shown), {
      removal: { kind: 'fails', expected: 'x', found: 'y' },
      right: false,
      alsoOther: true,
    })
    t.match(await gradeLine(files, question, save, saved, shown), { right: true, alsoOther: false })

    t.equal(
      await prepareLineQuestion(files, { text: 'Shown', steps: [] }, shown, {
        other: { requirement: { text: 'Saved', steps: [] }, run: saved },
      }),
      undefined,
      'a requirement every line of which another needs too is not asked',
    )
  },
)

t.test('the other requirement asked is the one that loads the fewest frames, then has the fewest steps', async (t) => {
  const step = { expect: 'x' }
  const requirements = [
    { text: 'a', steps: [step, step, step] },
    { text: 'b', steps: [step] },
    { text: 'c', steps: [step] },
  ]
  t.equal(simplestOther(requirements, 0)?.text, 'b')
  t.equal(simplestOther(requirements, 1)?.text, 'c')
  t.equal(simplestOther([requirements[0] as (typeof requirements)[number]], 0), undefined, 'an app with one requirement has none')
  const phone = { text: 'phone', steps: [{ width: 360 }, step] }
  const typed = { text: 'typed', steps: [step, step, step, step] }
  const saved = { text: 'saved', steps: [step, { reload: true as const }, step] }
  t.equal(simplestOther([saved, phone, typed], 0)?.text, 'typed', 'a requirement run in one frame goes before a shorter one that loads two')
})

t.test('a line the app is sure to stop without is known from the code, and not run while searching', async (t) => {
  const files = fixture(3, 'reference-form')
  const removables = findRemovables(files)
  const stops = (file: Removable['file'], line: number) => at(removables, file, line)?.likelyStops === true
  t.ok(stops('script.js', 6), '`const form`, used by the submit listener')
  t.ok(stops('script.js', 60), '`function render`, called on line 95')
  t.ok(stops('index.html', 18), 'the list, looked up by its id')
  t.ok(stops('index.html', 10), 'the card, which holds the list')
  t.notOk(stops('script.js', 16), '`const saved` sits inside a try: its error is caught, and loading goes on without it')
  t.notOk(stops('script.js', 24), 'a call declares nothing')
  t.notOk(stops('index.html', 11), 'the heading has no id the code looks up')
  t.notOk(stops('index.html', 22), 'the filter buttons are found by a data attribute')
  const guarded = findRemovables({
    html: '<body>\n<p id="a"></p>\n<p id="b"></p>\n</body>',
    css: '',
    js: "document.getElementById('a')?.remove()\nconst b = document.getElementById('b')\nif (typeof later === 'undefined') b.remove()\nconst later = 1\n",
  })
  const guardedStops = guarded.filter((removable) => removable.likelyStops).map((removable) => `${removable.file} ${removable.line}`)
  t.same(guardedStops, ['index.html 3', 'script.js 2'], 'not the element looked up with ?., nor a name only read by typeof')
})
