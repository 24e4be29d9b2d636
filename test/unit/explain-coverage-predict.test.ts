// "Explain your app": the run with marks that shows which statements a
// requirement's run reaches (those it never reaches are not run while
// searching), the question asked before the search ends, and "Predict"'s
// options, made from what the runs without a line show.
import { runInNewContext } from 'node:vm'
import t from 'tap'
import type { CheckStep } from '../../course/checks/check-steps.ts'
import { markCollector, markedFiles, notReached } from '../../renderer/features/explain-app/coverage.ts'
import { gradeLine, prepareLineQuestion, probeFor } from '../../renderer/features/explain-app/find-the-line.ts'
import type { Removal, RunRequirement } from '../../renderer/features/explain-app/lines-that-matter.ts'
import { optionsFor, outcomeOf, predictLine, preparePredict, sameOutcome } from '../../renderer/features/explain-app/predict.ts'
import { findRemovables } from '../../renderer/features/explain-app/removable.ts'
import { findAsk } from '../../renderer/features/explain-app/review-ask.ts'
import type { CheckOutcome, LearnerFiles } from '../../sandbox/protocol.ts'

const js = (code: string): LearnerFiles => ({ html: '<body></body>', css: '', js: code })

/** Runs the marked script.js in a fresh context, its console.info going to the collector, as the frame's would. */
function reachedBy(code: string) {
  const files = js(code)
  const removables = findRemovables(files)
  const marks = markCollector()
  const marked = markedFiles(files, removables)
  t.equal(
    marked.js.split('\n').length,
    files.js.split('\n').length + 2,
    'every line where it was: the marker is on lines of its own at the end',
  )
  runInNewContext(marked.js, { console: { info: (text: string) => marks.onConsole({ level: 'info', text }) } })
  const reached = marks.reached()
  return { removables, reached, missed: reached ? notReached(removables, reached) : undefined }
}

t.test('a statement the run never reaches is found, and so is everything inside it; the rest counts as reached', async (t) => {
  const code = [
    "'use strict'",
    'let shown = 0',
    'function show() {',
    '  shown++',
    '}',
    'function never() {',
    '  shown = -1',
    '  if (shown) {',
    '    shown = -2',
    '  }',
    '}',
    'if (shown > 5) {',
    '  never()',
    '}',
    'show()',
    '',
  ].join('\n')
  const { removables, missed } = reachedBy(code)
  t.ok(missed)
  const missedLines = [...(missed ?? [])].map((index) => removables[index]?.line).sort((a, b) => (a ?? 0) - (b ?? 0))
  t.same(missedLines, [6, 7, 8, 9, 13], 'the function never called and its lines, and the call inside the if that never holds')
})

t.test('strict mode stays strict with the marks: the directive is not wrapped', async (t) => {
  const files = js("'use strict'\nundeclared = 1\n")
  const marked = markedFiles(files, findRemovables(files)).js
  t.match(marked, /^'use strict'\n/)
  t.throws(() => runInNewContext(marked, { console: { info: () => undefined } }), /undeclared/)
})

t.test('no mark at all, or more console entries than the frame passes on: nothing is known, and nothing is left out', async (t) => {
  const none = markCollector()
  t.equal(none.reached(), undefined)
  const many = markCollector()
  many.onConsole({ level: 'info', text: '\u0001fztv-reached 0' })
  for (let entry = 0; entry < 250; entry++) many.onConsole({ level: 'log', text: 'busy' })
  t.equal(many.reached(), undefined)
})

t.test("the question is handed over as soon as one line of the requirement's own is found, before the search ends", async (t) => {
  const files = js(['let list = []', 'list.push(1)', 'save(list)', 'show(list)', 'function save() {}', 'function show() {}', ''].join('\n'))
  const fails = { kind: 'failed', at: 1, expected: 'x', found: 'y' } as const
  const saved: RunRequirement = async (changed) => ({
    outcome: /save\(list\)/.test(changed.js) && /list\.push\(1\)/.test(changed.js) ? { kind: 'done' } : fails,
    errors: [],
  })
  const shown: RunRequirement = async (changed) => ({ outcome: /list\.push\(1\)/.test(changed.js) ? { kind: 'done' } : fails, errors: [] })
  const early: boolean[] = []
  const question = await prepareLineQuestion(files, { text: 'Saved', steps: [] }, saved, {
    other: { requirement: { text: 'Shown', steps: [] }, run: shown },
    onReady: (asked) => early.push(asked.complete),
    parallel: 2,
  })
  t.same(early, [false], 'once, with the search still going on')
  t.same(
    question?.lines.map((removable) => removable.line),
    [3],
    'and the complete search answers with the same line',
  )
  if (!question) return
  // Missed: /review asks it again from the learner's own lines, the answer among the lines they tapped and lines the app works without.
  const tapped = question.removables.filter((removable) => removable.line === 2 || removable.line === 5)
  const ask = findAsk(files, question, tapped)
  t.same(
    ask,
    {
      kind: 'find',
      requirement: 'Saved',
      choices: [
        { file: 'script.js', line: 2, code: ['list.push(1)'] },
        { file: 'script.js', line: 3, code: ['save(list)'] },
        { file: 'script.js', line: 4, code: ['show(list)'] },
        { file: 'script.js', line: 5, code: ['function save() {}'] },
      ],
      answer: [1],
    },
    'the lines tapped (2 and 5), then a line the app works without (4), in the file’s order',
  )
})

t.test("the other requirement's first looks, taken in passing: its own run only where they pass, and the same answer", async (t) => {
  const type: CheckStep = { type: 'Buy milk', into: 'task' }
  const enter: CheckStep = { press: 'Enter' }
  const reloadSteps: CheckStep[] = [type, enter, { reload: true }, { expect: 'Buy milk' }]
  const addSteps: CheckStep[] = [type, enter, { expect: 'Buy milk' }, { expectNot: 'Oops' }, { click: 'add' }, { expect: 'Buy milk' }]
  t.same(probeFor({ text: 'r', steps: reloadSteps }, { text: 'a', steps: addSteps }), {
    at: 2,
    steps: [{ expect: 'Buy milk' }, { expectNot: 'Oops' }],
  })
  t.equal(
    probeFor({ text: 'r', steps: reloadSteps }, { text: 'a', steps: [type, { click: 'add' }] }),
    undefined,
    'no look after the same steps',
  )
  t.equal(
    probeFor({ text: 'r', steps: [{ reload: true }, { expect: 'x' }] }, { text: 'a', steps: [{ reload: true }, { expect: 'x' }] }),
    probeFor({ text: 'r', steps: [] }, { text: 'a', steps: [{ reload: true }, { expect: 'x' }] }),
    'a reload is never a step both take before the looks',
  )
  t.same(
    probeFor({ text: 'r', steps: [type] }, { text: 'a', steps: [type, { expect: 'x', new: true }] }),
    undefined,
    'a look that compares is not one',
  )

  // list.push(1) (line 2) and show() (line 4, inside which line 7 draws) are needed for the task to show; save(list) (line 3) only after the reload.
  const files = js(
    [
      'let list = []',
      'list.push(1)',
      'save(list)',
      'show(list)',
      'function save() {}',
      'function show() {',
      '  draw()',
      '}',
      'function draw() {}',
      '',
    ].join('\n'),
  )
  const fails: CheckOutcome = { kind: 'failed', at: 1, expected: 'x', found: 'y' }
  const isShown = (code: string) => /list\.push\(1\)/.test(code) && /show\(list\)/.test(code) && / {2}draw\(\)/.test(code)
  const ended: number[] = []
  const withProbe =
    (probing: boolean): RunRequirement =>
    async (changed, _before, _onConsole, probe) => {
      const probed: CheckOutcome | undefined = probing && probe ? (isShown(changed.js) ? { kind: 'done' } : fails) : undefined
      if (probe?.endIfFails && probed?.kind === 'failed') {
        ended.push(changed.js.length)
        return { outcome: probed, errors: [], probe: probed }
      }
      const saved = /save\(list\)/.test(changed.js) && /list\.push\(1\)/.test(changed.js)
      return { outcome: saved ? { kind: 'done' } : fails, errors: [], ...(probed && { probe: probed }) }
    }
  let otherRuns = 0
  const add: RunRequirement = async (changed) => {
    otherRuns++
    return { outcome: isShown(changed.js) ? { kind: 'done' } : fails, errors: [] }
  }
  const ask = (probing: boolean) =>
    prepareLineQuestion(files, { text: 'Saved', steps: reloadSteps }, withProbe(probing), {
      other: { requirement: { text: 'Shown', steps: addSteps }, run: add },
      parallel: 2,
    })
  const without = await ask(false)
  const runsWithout = otherRuns
  otherRuns = 0
  const probed = await ask(true)
  t.same(
    probed?.lines.map((removable) => removable.line),
    without?.lines.map((removable) => removable.line),
    'the same answer',
  )
  t.same(
    probed?.lines.map((removable) => removable.line),
    [3],
  )
  t.ok(otherRuns < runsWithout, `fewer runs of the other requirement (${otherRuns} against ${runsWithout})`)
  t.ok(ended.length > 0, 'a line holding none ends its run where the looks fail')
  if (!probed) return
  const line7 = probed.removables.find((removable) => removable.line === 7)
  t.ok(line7 && probed.otherFails?.has(probed.removables.indexOf(line7)), 'the other requirement is known to fail without line 7')
  t.equal(line7 && probed.removals[probed.removables.indexOf(line7)], undefined, 'and this one’s verdict is not known')
  if (!line7) return
  otherRuns = 0
  const graded = await gradeLine(files, probed, line7, withProbe(false), add)
  t.same(graded, { removal: { kind: 'works' }, right: false, alsoOther: false }, 'a tap runs it then')
})

t.test(
  "runs without the first lines start while the app's own run goes on; one that ended at an error the app throws anyway is made again",
  async (t) => {
    // list.push(1) and save(list) are needed; show(list) is not. Lines 2 to 4 are outside any other line, the ones run ahead.
    const files = js(
      ['let list = []', 'list.push(1)', 'save(list)', 'show(list)', 'function save() {}', 'function show() {}', ''].join('\n'),
    )
    const fails: CheckOutcome = { kind: 'failed', at: 1, expected: 'x', found: 'y' }
    const without = (code: string) => ['list.push(1)', 'save(list)', 'show(list)'].find((line) => !code.includes(line)) ?? 'nothing'
    const ask = async (parallel: number, throws: boolean) => {
      const events: string[] = []
      const made = new Map<string, number>()
      let appRunEnds: () => void = () => undefined
      const appRun = new Promise<void>((resolve) => {
        appRunEnds = resolve
      })
      let appRuns = 0
      const saved: RunRequirement = async (changed, before) => {
        const gone = without(changed.js)
        made.set(gone, (made.get(gone) ?? 0) + 1)
        // The app throws Boom whatever is taken away; a run told the errors before ends at the first other one, as the page's runner does.
        const errors = throws ? ['Boom'] : []
        if (gone === 'nothing' && appRuns++ === 0) {
          await appRun
          events.push('app run ends')
        } else {
          events.push(`without ${gone}`)
          if (events.length === parallel - 1) appRunEnds()
        }
        if (before && errors.some((error) => !before.includes(error))) return { outcome: { kind: 'error', message: 'Boom' }, errors }
        return { outcome: gone === 'show(list)' || gone === 'nothing' ? { kind: 'done' } : fails, errors }
      }
      if (parallel === 1) setTimeout(appRunEnds, 10)
      const question = await prepareLineQuestion(files, { text: 'Saved', steps: [] }, saved, { parallel })
      return { lines: question?.lines.map((removable) => removable.line), events, made }
    }
    const alone = await ask(1, false)
    t.same(alone.lines, [2, 3])
    t.equal(alone.events[0], 'app run ends', 'one run at once: nothing before the app run ends')
    const atOnce = await ask(3, false)
    t.same(atOnce.lines, alone.lines, 'the same answer')
    t.same(atOnce.events.slice(0, 3), ['without list.push(1)', 'without save(list)', 'app run ends'], 'the first two lines run meanwhile')
    t.same(Object.fromEntries(atOnce.made), Object.fromEntries(alone.made), 'each run once, as with one at once')
    const throwing = await ask(3, true)
    t.same(throwing.lines, alone.lines, 'the same answer when the app throws anyway')
    t.equal(throwing.made.get('list.push(1)'), 2, 'a run made ahead ended at Boom, which the app throws anyway: made again')
    t.equal(throwing.made.get('save(list)'), 2)
    t.equal(throwing.made.get('show(list)'), 1)
  },
)

t.test('Predict: the runs make the truth, and the wrong options are ones the runs show wrong', async (t) => {
  const works: Removal = { kind: 'works' }
  const fails: Removal = { kind: 'fails', expected: 'a', found: 'b' }
  const stops: Removal = { kind: 'stops', why: { kind: 'error', message: 'TypeError' } }
  t.same(outcomeOf([works, fails, works]), { kind: 'fail', requirements: [1] })
  t.same(outcomeOf([works, fails, stops]), { kind: 'stops' }, 'an app that stops in any run stops')
  t.same(outcomeOf([works, works]), { kind: 'nothing' })

  const runs = [works, fails, works]
  const truth = outcomeOf(runs)
  for (const line of [1, 2, 3]) {
    const options = optionsFor(truth, runs, line)
    t.equal(options.filter((option) => sameOutcome(option, truth)).length, 1, `line ${line}: the truth once`)
    t.equal(options.length, 3)
    for (const option of options.filter((one) => !sameOutcome(one, truth)))
      if (option.kind === 'fail')
        t.ok(
          option.requirements.every((index) => runs[index]?.kind === 'works'),
          'a requirement said to fail passes in its run',
        )
  }
  t.not(optionsFor(truth, runs, 1).indexOf(truth), optionsFor(truth, runs, 2).indexOf(truth), 'the truth is not always in one place')
  const nothing = optionsFor({ kind: 'nothing' }, [works, works], 4)
  t.ok(
    nothing.some((option) => option.kind === 'nothing') &&
      nothing.every((option) => option.kind !== 'fail' || option.requirements.length === 1),
  )
})

t.test("Predict: every requirement is run without the line, and an error the app throws anyway is not the line's", async (t) => {
  const files = js(['let list = []', 'list.push(1)', 'save(list)', ''].join('\n'))
  const removables = findRemovables(files)
  const save = removables.find((removable) => removable.line === 3)
  t.ok(save)
  if (!save) return
  const fails = { kind: 'failed', at: 1, expected: 'saved', found: 'nothing' } as const
  const saved: RunRequirement = async (changed) => ({ outcome: /save\(list\)/.test(changed.js) ? { kind: 'done' } : fails, errors: [] })
  // Throws the same error with every line in place: not one the line's absence made.
  const noisy: RunRequirement = async () => ({ outcome: { kind: 'done' }, errors: ['TypeError: always'] })
  const question = await preparePredict(files, save, [
    { requirement: { text: 'Saved', steps: [] }, run: saved, before: [] },
    { requirement: { text: 'Noisy', steps: [] }, run: noisy },
  ])
  t.same(question.runs, [{ kind: 'fails', expected: 'saved', found: 'nothing' }, { kind: 'works' }])
  t.same(question.truth, { kind: 'fail', requirements: [0] })
  t.ok(question.options.some((option) => option === question.truth))
  t.equal(predictLine(removables, [undefined, { kind: 'works' }, { kind: 'fails', expected: '', found: '' }], []), save)
})
