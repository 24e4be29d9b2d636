// "Explain your app": the runs a page has made, remembered (run-memory.ts).
// A question asked again on the same page reuses its runs and answers the
// same; a change of one character in the app's sources reuses nothing; a run
// that timed out (or met a loop guard) is made again.
import { runInNewContext } from 'node:vm'
import t from 'tap'
import { prepareLineQuestion, type Requirement } from '../../renderer/features/explain-app/find-the-line.ts'
import type { RequirementRun, RunRequirement } from '../../renderer/features/explain-app/lines-that-matter.ts'
import { ENDLESS_LOOP } from '../../renderer/features/explain-app/loop-guard.ts'
import { preparePredict } from '../../renderer/features/explain-app/predict.ts'
import { forgetRuns, REMEMBERED_RUNS, rememberedRuns, remembering } from '../../renderer/features/explain-app/run-memory.ts'
import type { LearnerFiles } from '../../sandbox/protocol.ts'

const js = (code: string): LearnerFiles => ({ html: '<body></body>', css: '', js: code })
const fails = { kind: 'failed', at: 1, expected: 'a saved list', found: 'nothing saved' } as const
const app = (title: string) =>
  js(
    [
      `const title = '${title}'`,
      'let list = []',
      'list.push(1)',
      'save(list)',
      'show(list)',
      'function save() {}',
      'function show() {}',
      '',
    ].join('\n'),
  )
const saved: Requirement = { text: 'Saved', steps: [{ press: 'Enter' }] }
const shown: Requirement = { text: 'Shown', steps: [{ press: 'Tab' }] }

/**
 * A requirement's run as the frame makes it, counted: the app's script runs (its marks heard on the console, as
 * coverage.ts's are), and the requirement passes when the lines it needs are there.
 */
function counted(needs: RegExp[]) {
  const made = { runs: 0 }
  const run: RunRequirement = async (files, _before, onConsole) => {
    made.runs++
    await new Promise((resolve) => setTimeout(resolve, 1))
    try {
      runInNewContext(files.js, { console: { info: (text: string) => onConsole?.({ level: 'info', text }) } })
    } catch {
      // The app without a line may throw: this requirement only looks at which lines are there.
    }
    return { outcome: needs.every((need) => need.test(files.js)) ? { kind: 'done' } : fails, errors: [] }
  }
  return { made, run }
}

t.beforeEach(() => forgetRuns())

t.test('a second search on the same app and requirement makes fewer runs, and answers the same', async (t) => {
  const fresh = counted([/save\(list\)/, /list\.push\(1\)/])
  const freshOther = counted([/list\.push\(1\)/])
  const ask = (run: RunRequirement, other: RunRequirement, files = app('a')) =>
    prepareLineQuestion(files, saved, run, { other: { requirement: shown, run: other }, parallel: 2 })
  const unremembered = await ask(fresh.run, freshOther.run)
  const withoutMemory = fresh.made.runs + freshOther.made.runs
  t.ok(withoutMemory > 2, `a search makes runs (${withoutMemory})`)

  const page = counted([/save\(list\)/, /list\.push\(1\)/])
  const pageOther = counted([/list\.push\(1\)/])
  const runFor = (files: LearnerFiles) => remembering(saved.steps, page.run, files, 'en')
  const otherFor = (files: LearnerFiles) => remembering(shown.steps, pageOther.run, files, 'en')
  const run = runFor(app('a'))
  const other = otherFor(app('a'))
  const first = await ask(run, other)
  const firstRuns = page.made.runs + pageOther.made.runs
  t.equal(firstRuns, withoutMemory, 'the first search makes every run it made without the memory')
  const second = await ask(run, other)
  const secondRuns = page.made.runs + pageOther.made.runs - firstRuns
  t.ok(secondRuns < firstRuns, `the second makes fewer (${secondRuns} of ${firstRuns})`)
  t.equal(secondRuns, 0, 'none at all: each of its runs was made by the first')
  for (const question of [first, second]) {
    t.same(
      question?.lines.map((removable) => removable.line),
      unremembered?.lines.map((removable) => removable.line),
      'the same lines',
    )
    t.same(question?.removals, unremembered?.removals, 'every line taken away judged the same')
    t.same([...(question?.notReached ?? [])], [...(unremembered?.notReached ?? [])], 'the marks heard again: the same lines never reached')
    t.same([...(question?.shared ?? [])], [...(unremembered?.shared ?? [])], 'the same lines the other requirement needs too')
  }

  // Predict after the search: the requirement without its line was run by the search already.
  const line = first?.lines[0]
  if (!line) return t.fail('a line found')
  const beforePredict = page.made.runs + pageOther.made.runs
  const predicted = await preparePredict(app('a'), line, [
    { requirement: saved, run, before: first?.before },
    { requirement: shown, run: other, before: first?.other?.before },
  ])
  t.same(predicted.truth, { kind: 'fail', requirements: [0] }, 'Predict answers as the runs show')
  t.equal(page.made.runs + pageOther.made.runs - beforePredict, 0, 'Predict makes no run the search made already')

  // One character of the app changed: nothing is reused.
  const changedFrom = page.made.runs + pageOther.made.runs
  const changed = await ask(runFor(app('b')), otherFor(app('b')), app('b'))
  t.same(
    changed?.lines.map((removable) => removable.line),
    first?.lines.map((removable) => removable.line),
  )
  t.equal(page.made.runs + pageOther.made.runs - changedFrom, firstRuns, 'one character changed: every run made again')
})

t.test('a run that timed out, could not start, or met a loop guard is made again; one that answered is not', async (t) => {
  const files = app('a')
  let made = 0
  const endings: RequirementRun[] = [
    { outcome: { kind: 'timeout', whileLoading: false }, errors: [] },
    { outcome: { kind: 'unavailable' }, errors: [] },
    { outcome: { kind: 'done' }, errors: [`Error: ${ENDLESS_LOOP}`] },
    { outcome: { kind: 'done' }, errors: [] },
  ]
  const run = remembering(saved.steps, async () => endings[made++] as RequirementRun, files, 'en')
  t.same((await run(files)).outcome, { kind: 'timeout', whileLoading: false })
  t.same((await run(files)).outcome, { kind: 'unavailable' }, 'the timeout not remembered: run again')
  t.same((await run(files)).errors, [`Error: ${ENDLESS_LOOP}`], 'nor the sandbox that could not start')
  t.same(await run(files), { outcome: { kind: 'done' }, errors: [] }, 'nor the loop guard, which goes by the clock')
  t.same(await run(files), { outcome: { kind: 'done' }, errors: [] }, 'an answer is remembered')
  t.equal(made, 4, 'four runs made for five asked')
  t.equal(rememberedRuns(), 1)
})

t.test(
  'what else changes a run is in its key: the errors it ends at, its looks, its console heard, its language, its check, the app it comes from',
  async (t) => {
    const files = app('a')
    let made = 0
    const fresh: RunRequirement = async () => {
      made++
      return { outcome: { kind: 'done' }, errors: [] }
    }
    const run = remembering(saved.steps, fresh, files, 'en')
    await run(files)
    await run(files, ['TypeError: x'])
    await run(files, undefined, undefined, { at: 1, steps: [] })
    await run(files, undefined, () => undefined)
    await remembering(saved.steps, fresh, files, 'es')(files)
    await remembering(shown.steps, fresh, files, 'en')(files)
    await remembering(saved.steps, fresh, app('b'), 'en')(files)
    t.equal(made, 7, 'each a run of its own')
    await Promise.all([run(files), run(files, ['TypeError: x'])])
    t.equal(made, 7, 'and each remembered')
  },
)

t.test('runs asked at once with the same inputs make one run; the memory keeps the newest runs up to its bound', async (t) => {
  let made = 0
  const run = remembering(
    saved.steps,
    async () => {
      made++
      if (made === 1) await new Promise((resolve) => setTimeout(resolve, 5))
      return { outcome: { kind: 'done' }, errors: [] }
    },
    app('a'),
    'en',
  )
  await Promise.all([run(app('a')), run(app('a')), run(app('a'))])
  t.equal(made, 1)
  for (let app = 0; app <= REMEMBERED_RUNS; app++) await run(js(`// ${app}`))
  t.equal(rememberedRuns(), REMEMBERED_RUNS, 'no more than the bound')
  made = 0
  await run(js(`// ${REMEMBERED_RUNS}`))
  await run(app('a'))
  t.equal(made, 1, 'the newest kept, the oldest gone')
})
