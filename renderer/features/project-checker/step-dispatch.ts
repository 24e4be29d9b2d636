/**
 * How the harness picks the code for a step: a table with one handler per
 * step kind. The table's type lists every kind of course/checks/check-steps.ts, so a
 * kind added there without a handler here fails tsc instead of being skipped
 * and reading "Passed". DOM-free, so the tap tests run it in Node.
 */
import type { CheckStep, StepKind, StepOf } from '../../../course/checks/check-steps.ts'
import type { CheckOutcome } from '../../../sandbox/protocol.ts'

/** One handler for each kind of step. */
export type StepHandlers<Result> = { [Kind in StepKind]: (step: StepOf<Kind>) => Result }

/** The words a learner reads when a check holds a step this harness cannot run (a check newer than the harness). */
export const UNKNOWN_STEP = 'this check has a step the checker does not know'

/**
 * Runs the step's handler. A step with no known kind fails its requirement,
 * since a check that skips a step would pass without checking.
 */
export async function runStep(
  step: CheckStep,
  at: number,
  handlers: StepHandlers<Promise<void>>,
): Promise<Extract<CheckOutcome, { kind: 'failed' }> | undefined> {
  const kind = Object.keys(step).find((field): field is StepKind => Object.hasOwn(handlers, field))
  if (!kind)
    return { kind: 'failed', at, expected: 'every step of the check to run', found: `${UNKNOWN_STEP} (${Object.keys(step).join(', ')})` }
  const handler = handlers[kind] as (step: CheckStep) => Promise<void>
  await handler(step)
  return undefined
}
