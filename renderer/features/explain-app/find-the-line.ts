/**
 * "Find the line", the engine the question loads when it opens (with acorn):
 * for one requirement, the lines it needs, found by running it without each;
 * and the grade of a line the learner taps, found the same way.
 *
 * A line the requirement fails without is its own only when the app still
 * does something else without it: a line without which the simplest other
 * requirement fails too (the text box, the line that adds a task, the loop
 * that draws the list) is one the whole app leans on, so it is not the
 * answer to "which line makes this work".
 */
import type { CheckStep } from '../../../course/checks/check-steps.ts'
import type { LearnerFiles } from '../../../sandbox/protocol.ts'
import { findRemovals, linesThatMatter, type Removal, type RunRequirement, runWithout } from './lines-that-matter.ts'
import { findRemovables, type Removable } from './removable.ts'

export interface Requirement {
  text: string
  steps: CheckStep[]
}

/** Another requirement, run to tell the lines this one needs of its own from those the whole app needs. */
export interface OtherRequirement {
  requirement: Requirement
  run: RunRequirement
}

/** A "Find the line" question about one requirement, with its answer already found. */
export interface LineQuestion {
  requirement: Requirement
  removables: Removable[]
  /** What taking each removable away did (undefined: not run, the line around it could go). */
  removals: Array<Removal | undefined>
  /** The answer: the innermost lines this requirement, and not the simplest other one, fails without. */
  lines: Removable[]
  /** Lines this requirement fails without that the other requirement fails (or stops) without too, by index in `removables`. */
  shared: Set<number>
  /** The other requirement asked, when there was one, and the errors the app throws in its run with every line in place. */
  other?: { requirement: Requirement; before: string[] }
  /** The errors the app throws with every line in place. */
  before: string[]
  /** How many runs finding the answer took (the first, with every line, included), and how long, in milliseconds. */
  runs: number
  searchMs: number
}

/**
 * The requirement to tell a requirement's own lines from the whole app's:
 * of the others, the one with the fewest steps (the first of those), the
 * quickest to run and the least likely to need a line of its own.
 */
export function simplestOther<R extends Requirement>(requirements: readonly R[], index: number): R | undefined {
  let simplest: R | undefined
  for (const [at, requirement] of requirements.entries())
    if (at !== index && (!simplest || requirement.steps.length < simplest.steps.length)) simplest = requirement
  return simplest
}

/** Runs `run` without each of `removables` (indexes into `all`), `parallel` at once: the ones it does not pass without. */
async function failingWithout(
  files: LearnerFiles,
  all: readonly Removable[],
  indexes: readonly number[],
  run: RunRequirement,
  before: readonly string[],
  parallel: number,
): Promise<Set<number>> {
  const failing = new Set<number>()
  let next = 0
  const worker = async () => {
    while (next < indexes.length) {
      const index = indexes[next++] as number
      const removal = await runWithout(files, all[index] as Removable, run, before)
      if (removal.kind !== 'works') failing.add(index)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker))
  return failing
}

/**
 * The question about `requirement`, or undefined when it cannot be asked: the
 * requirement does not pass as the app is, or no line of its own makes it
 * fail (its code cannot be found by removal, or every line it needs is one
 * the `other` requirement needs too).
 */
export async function prepareLineQuestion(
  files: LearnerFiles,
  requirement: Requirement,
  run: RunRequirement,
  {
    other,
    onProgress,
    parallel = 1,
  }: {
    other?: OtherRequirement | undefined
    onProgress?: ((done: number, total: number) => void) | undefined
    /** Runs at once (findRemovals). */
    parallel?: number
  } = {},
): Promise<LineQuestion | undefined> {
  const started = performance.now()
  const baseline = await run(files)
  if (baseline.outcome.kind !== 'done') return undefined
  const removables = findRemovables(files)
  const removals = await findRemovals(files, removables, run, baseline.errors, { parallel, ...(onProgress && { onProgress }) })
  const needed = removables.flatMap((_, index) => (removals[index]?.kind === 'fails' ? [index] : []))
  let shared = new Set<number>()
  let otherRuns = 0
  let asked: LineQuestion['other']
  if (other && needed.length > 0) {
    const otherBaseline = await other.run(files)
    otherRuns = 1
    // An other requirement that does not pass as the app is tells nothing about these lines.
    if (otherBaseline.outcome.kind === 'done') {
      asked = { requirement: other.requirement, before: otherBaseline.errors }
      shared = await failingWithout(files, removables, needed, other.run, otherBaseline.errors, parallel)
      otherRuns += needed.length
    }
  }
  const own = removals.map((removal, index) => (shared.has(index) ? undefined : removal))
  const lines = linesThatMatter(removables, own)
  if (lines.length === 0) return undefined
  return {
    requirement,
    removables,
    removals,
    lines,
    shared,
    ...(asked && { other: asked }),
    before: baseline.errors,
    runs: 1 + removals.filter((removal) => removal !== undefined).length + otherRuns,
    searchMs: performance.now() - started,
  }
}

/**
 * The grade of one tapped line: the requirement run without it, and whether
 * it is one of this requirement's own lines (a line the other requirement
 * needs too is not, see above).
 */
export async function gradeLine(
  files: LearnerFiles,
  question: LineQuestion,
  removable: Removable,
  run: RunRequirement,
  other?: RunRequirement,
): Promise<{ removal: Removal; right: boolean; alsoOther: boolean }> {
  const index = question.removables.indexOf(removable)
  const removal = question.removals[index] ?? (await runWithout(files, removable, run, question.before))
  if (removal.kind !== 'fails') return { removal, right: false, alsoOther: false }
  let alsoOther = question.shared.has(index)
  // A line not run while searching (inside one the app works without): asked now, the same way.
  if (question.removals[index] === undefined && other && question.other)
    alsoOther = (await runWithout(files, removable, other, question.other.before)).kind !== 'works'
  return { removal, right: !alsoOther, alsoOther }
}
