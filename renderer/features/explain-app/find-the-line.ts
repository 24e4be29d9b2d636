/**
 * "Find the line", the engine the question loads when it opens (with acorn):
 * for one requirement, the lines it needs, found by running it without each;
 * and the grade of a line the learner taps, found the same way.
 */
import type { CheckStep } from '../../../course/checks/check-steps.ts'
import type { LearnerFiles } from '../../../sandbox/protocol.ts'
import { findRemovals, linesThatMatter, type Removal, type RunRequirement, runWithout } from './lines-that-matter.ts'
import { findRemovables, type Removable } from './removable.ts'

export interface Requirement {
  text: string
  steps: CheckStep[]
}

/** A "Find the line" question about one requirement, with its answer already found. */
export interface LineQuestion {
  requirement: Requirement
  removables: Removable[]
  /** What taking each removable away did (undefined: not run, the line around it could go). */
  removals: Array<Removal | undefined>
  /** The answer: the innermost lines the requirement fails without. */
  lines: Removable[]
  /** The errors the app throws with every line in place. */
  before: string[]
  /** How many runs finding the answer took (the first, with every line, included), and how long, in milliseconds. */
  runs: number
  searchMs: number
}

/**
 * The question about `requirement`, or undefined when it cannot be asked: the
 * requirement does not pass as the app is, or no single line's removal makes
 * it fail (its code cannot be found by removal).
 */
export async function prepareLineQuestion(
  files: LearnerFiles,
  requirement: Requirement,
  run: RunRequirement,
  onProgress?: (done: number, total: number) => void,
  /** Runs at once (findRemovals). */
  parallel = 1,
): Promise<LineQuestion | undefined> {
  const started = performance.now()
  const baseline = await run(files)
  if (baseline.outcome.kind !== 'done') return undefined
  const removables = findRemovables(files)
  const removals = await findRemovals(files, removables, run, baseline.errors, { parallel, ...(onProgress && { onProgress }) })
  const lines = linesThatMatter(removables, removals)
  if (lines.length === 0) return undefined
  return {
    requirement,
    removables,
    removals,
    lines,
    before: baseline.errors,
    runs: 1 + removals.filter((removal) => removal !== undefined).length,
    searchMs: performance.now() - started,
  }
}

/** The grade of one tapped line: the requirement run without it. */
export function gradeLine(files: LearnerFiles, question: LineQuestion, removable: Removable, run: RunRequirement): Promise<Removal> {
  const index = question.removables.indexOf(removable)
  const known = question.removals[index]
  return known ? Promise.resolve(known) : runWithout(files, removable, run, question.before)
}
