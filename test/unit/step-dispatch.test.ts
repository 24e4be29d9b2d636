// The checker's step dispatch: one handler per step kind, chosen by the step's
// own field (not its qualifiers), and a step no handler knows fails its
// requirement instead of being skipped.
import t from 'tap'
import type { CheckStep } from '../../course/checks/check-steps.ts'
import { runStep, type StepHandlers, UNKNOWN_STEP } from '../../renderer/features/project-checker/step-dispatch.ts'

/** A table whose handlers only note which kind ran; `kinds` stands in for the harness's full list. */
function recordingTable(kinds: string[]) {
  const ran: string[] = []
  const handlers = Object.fromEntries(kinds.map((kind) => [kind, async () => void ran.push(kind)]))
  return { ran, handlers: handlers as unknown as StepHandlers<Promise<void>> }
}

t.test('a step runs the handler of its kind, never the one of a qualifier beside it', async (t) => {
  const { ran, handlers } = recordingTable(['type', 'click', 'buttons', 'expect'])
  const steps: CheckStep[] = [
    { type: 'milk', into: 'task' },
    { click: 'delete', near: 'milk' },
    { buttons: 'delete', atMost: 2 },
    { expect: 'done', new: true },
  ]
  for (const [at, step] of steps.entries()) t.equal(await runStep(step, at, handlers), undefined, `step ${at} passes`)
  t.same(ran, ['type', 'click', 'buttons', 'expect'])
})

t.test('a step the checker does not know fails its requirement, naming the step', async (t) => {
  const { ran, handlers } = recordingTable(['click'])
  const newer = { hover: 'menu' } as unknown as CheckStep
  t.same(await runStep(newer, 4, handlers), {
    kind: 'failed',
    at: 4,
    expected: 'every step of the check to run',
    found: `${UNKNOWN_STEP} (hover)`,
  })
  t.same(ran, [], 'no handler ran')
})

t.test('the table must have a handler for every kind of step, or tsc fails', async (t) => {
  // @ts-expect-error: only one kind has a handler (npm run check's tsc fails if this ever type-checks)
  const partial: StepHandlers<Promise<void>> = { click: async () => {} }
  t.ok(partial)
})
