/**
 * "The lines that matter" for one requirement: take one line's statement (or
 * element) away, run the requirement's check again, and see what happens.
 * The requirement is run by whoever asks (the checker hands its own run), so
 * this knows no feature and no frame; the runs reuse one sandbox process.
 */
import type { CheckOutcome, LearnerFiles } from '../../../sandbox/protocol.ts'
import type { Stopped } from '../../../sandbox/sandbox.ts'
import { type Removable, withoutRemovable } from './removable.ts'

/** One run of a requirement: how its check ended, and the errors the app did not catch meanwhile. */
export interface RequirementRun {
  outcome: CheckOutcome | Stopped
  errors: string[]
}

/**
 * Runs the requirement on `files`. With `before` (the errors the whole app
 * throws), a run may end at the first other error: the verdict is then
 * already "the app stops", and the rest of the check would only wait.
 */
export type RunRequirement = (files: LearnerFiles, before?: readonly string[]) => Promise<RequirementRun>

/** What taking a line away did to the requirement. */
export type Removal =
  /** The requirement still passes, and nothing new went wrong. */
  | { kind: 'works' }
  /** The app runs, and the requirement fails: this line is one it needs. */
  | { kind: 'fails'; expected: string; found: string }
  /** The app stops: it no longer parses, throws an error it did not before, freezes or cannot run. Never a pass. */
  | { kind: 'stops'; why: string }

/**
 * The verdict of one run without a line. `before`: the errors the app threw
 * with every line in place (a new error means the app stops, even when the
 * check still passes).
 */
export function judgeRun({ outcome, errors }: RequirementRun, before: readonly string[]): Removal {
  const newError = errors.find((error) => !before.includes(error))
  if (newError) return { kind: 'stops', why: newError }
  switch (outcome.kind) {
    case 'done':
      return { kind: 'works' }
    case 'failed':
      return { kind: 'fails', expected: outcome.expected, found: outcome.found }
    case 'timeout':
      return { kind: 'stops', why: 'it stopped answering (a loop that never ends?)' }
    case 'unavailable':
      return { kind: 'stops', why: 'the sandbox could not start it' }
    case 'error':
      return { kind: 'stops', why: outcome.message }
    default:
      return { kind: 'stops', why: 'it stopped unexpectedly' }
  }
}

/** Runs the requirement without `removable`; code that no longer parses is an app that stops, without a run. */
export async function runWithout(
  files: LearnerFiles,
  removable: Removable,
  run: RunRequirement,
  before: readonly string[],
): Promise<Removal> {
  const changed = withoutRemovable(files, removable)
  if (changed.broken) return { kind: 'stops', why: `it no longer parses: ${changed.broken}` }
  return judgeRun(await run(changed.files, before), before)
}

/**
 * Each line taken away in turn, outermost first. When the app works without
 * a statement or element, it works without what is inside it too, so those
 * are not run (undefined in the answer): that keeps a search to the parts
 * the requirement leans on. Nor is a line the app is sure to stop without
 * (Removable.likelyStops): it is never a requirement's own, and what is
 * inside it is still run. `parallel` runs at once: a run mostly waits (for
 * the frame, for the app to settle), so a few overlap well; a line inside
 * another waits for that one's verdict.
 */
export async function findRemovals(
  files: LearnerFiles,
  removables: readonly Removable[],
  run: RunRequirement,
  before: readonly string[],
  { parallel = 1, onProgress }: { parallel?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<Array<Removal | undefined>> {
  const verdicts: Array<Promise<Removal | undefined>> = []
  // Lines left out because the app works without the line around them, and so without them.
  const worksWithout = new Set<number>()
  let done = 0
  const verdictOf = async (removable: Removable, index: number): Promise<Removal | undefined> => {
    if (removable.within !== undefined) {
      const holder = await verdicts[removable.within]
      if (worksWithout.has(removable.within) || holder?.kind === 'works') {
        worksWithout.add(index)
        return undefined
      }
    }
    if (removable.likelyStops) return undefined
    return runWithout(files, removable, run, before)
  }
  let next = 0
  const worker = async () => {
    while (next < removables.length) {
      const index = next++
      const verdict = verdictOf(removables[index] as Removable, index)
      verdicts[index] = verdict
      await verdict
      onProgress?.(++done, removables.length)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker))
  return Promise.all(verdicts)
}

/**
 * The lines to show as the answer: those the requirement fails without,
 * leaving out a statement that holds one of them (the function around a
 * line says less than the line).
 */
export function linesThatMatter(removables: readonly Removable[], removals: ReadonlyArray<Removal | undefined>): Removable[] {
  const failing = removables.map((_, index) => index).filter((index) => removals[index]?.kind === 'fails')
  const holdersOfFailing = new Set<number>()
  for (const index of failing) {
    for (let holder = removables[index]?.within; holder !== undefined; holder = removables[holder]?.within) holdersOfFailing.add(holder)
  }
  return failing.filter((index) => !holdersOfFailing.has(index)).map((index) => removables[index] as Removable)
}
