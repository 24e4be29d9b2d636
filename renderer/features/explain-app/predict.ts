/**
 * "Predict": one line of the learner's own app, and "What happens if this
 * line is gone?". Every requirement is run without the line; the options are
 * made from what those runs show (which requirements fail, the app stops, or
 * nothing a requirement checks changes) and one wrong option, also shown
 * wrong by the runs. Loaded with the engine when the question opens.
 */
import type { LearnerFiles } from '../../../sandbox/protocol.ts'
import type { Requirement } from './find-the-line.ts'
import { type Limit, limiter, type Removal, type RunRequirement, runWithout } from './lines-that-matter.ts'
import type { Removable } from './removable.ts'

/** What a run of every requirement without one line shows, in the words an option says. */
export type Outcome =
  /** These requirements (by index) fail, and the others pass. */
  | { kind: 'fail'; requirements: number[] }
  /** The app stops: it no longer parses, or throws an error it did not before, in any run. */
  | { kind: 'stops' }
  /** Every requirement still passes. */
  | { kind: 'nothing' }

export interface PredictQuestion {
  removable: Removable
  /** Each requirement's run without the line, in the requirements' order. */
  runs: Removal[]
  /** What really happens. */
  truth: Outcome
  /** The options, in the order shown: the truth among them, at a place that depends on the line (not always first). */
  options: Outcome[]
}

/** Two outcomes say the same. */
export function sameOutcome(a: Outcome, b: Outcome): boolean {
  if (a.kind !== b.kind) return false
  if (a.kind !== 'fail' || b.kind !== 'fail') return true
  return a.requirements.length === b.requirements.length && a.requirements.every((index) => b.requirements.includes(index))
}

/** What the runs show: a run where the app stops makes the whole answer "the app stops". */
export function outcomeOf(runs: ReadonlyArray<Removal | undefined>): Outcome {
  if (runs.some((run) => run?.kind === 'stops')) return { kind: 'stops' }
  const requirements = runs.flatMap((run, index) => (run?.kind === 'fails' ? [index] : []))
  return requirements.length > 0 ? { kind: 'fail', requirements } : { kind: 'nothing' }
}

/**
 * The options for `truth`, from the runs: the truth, and wrong ones the runs
 * show wrong: a requirement that still passes, failing on its own; nothing
 * changing (when something does); the app stopping (when it does not). Three
 * at most, the truth at place `line % count`.
 */
export function optionsFor(truth: Outcome, runs: ReadonlyArray<Removal | undefined>, line: number): Outcome[] {
  const wrong: Outcome[] = []
  const stillPasses = runs.flatMap((run, index) => (run?.kind === 'works' ? [index] : []))
  const failing = truth.kind === 'fail' ? truth.requirements : []
  // A requirement the run shows still passing, said to fail instead of (or, with none failing, as) the ones that do.
  const passing = stillPasses.find((index) => !failing.includes(index))
  if (passing !== undefined) wrong.push({ kind: 'fail', requirements: [passing] })
  if (truth.kind !== 'nothing') wrong.push({ kind: 'nothing' })
  if (truth.kind !== 'stops' && wrong.length < 2) wrong.push({ kind: 'stops' })
  const options = wrong.slice(0, 2)
  options.splice(line % (options.length + 1), 0, truth)
  return options
}

/** A requirement to run, with the errors the app throws in its run with every line in place, when known. */
interface PredictRequirement {
  requirement: Requirement
  run: RunRequirement
  before?: readonly string[] | undefined
}

/**
 * One requirement without `removable`. Its errors with every line in place
 * are looked up only when the run throws: an error the whole app throws
 * anyway is not one the line's absence made.
 */
async function withoutFor(files: LearnerFiles, removable: Removable, { run, before }: PredictRequirement, limit: Limit): Promise<Removal> {
  const removal = await limit(() => runWithout(files, removable, run, before ?? []))
  if (removal.kind !== 'stops' || before !== undefined) return removal
  const baseline = await limit(() => run(files))
  if (removal.why.kind !== 'error' || !baseline.errors.includes(removal.why.message)) return removal
  return limit(() => runWithout(files, removable, run, baseline.errors))
}

/** Runs every requirement without `removable` (`parallel` at once) and makes the question. */
export async function preparePredict(
  files: LearnerFiles,
  removable: Removable,
  requirements: readonly PredictRequirement[],
  { parallel = 1 }: { parallel?: number } = {},
): Promise<PredictQuestion> {
  const limit = limiter(parallel)
  const runs = await Promise.all(requirements.map((one) => withoutFor(files, removable, one, limit)))
  const truth = outcomeOf(runs)
  return { removable, runs, truth, options: optionsFor(truth, runs, removable.line) }
}

/**
 * The line to ask about, from a "Find the line" search: one whose removal
 * the runs showed does something (a requirement's own line first, then one
 * the whole app needs), never the one the learner was just asked to find
 * when there is another.
 */
export function predictLine(
  removables: readonly Removable[],
  removals: ReadonlyArray<Removal | undefined>,
  avoid: readonly Removable[],
): Removable | undefined {
  const failing = removables.filter((_, index) => removals[index]?.kind === 'fails')
  return failing.find((removable) => !avoid.includes(removable)) ?? failing[0]
}
