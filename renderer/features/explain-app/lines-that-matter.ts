/**
 * "The lines that matter" for one requirement: take one line's statement (or
 * element) away, run the requirement's check again, and see what happens.
 * The requirement is run by whoever asks (the checker hands its own run), so
 * this knows no feature and no frame; the runs reuse one sandbox process.
 */
import type { CheckOutcome, ConsoleEntry, LearnerFiles, Probe } from '../../../sandbox/protocol.ts'
import type { Stopped } from '../../../sandbox/sandbox.ts'
import { ENDLESS_LOOP, guardLoops } from './loop-guard.ts'
import { type Removable, withoutRemovable } from './removable.ts'

/** One run of a requirement: how its check ended, and the errors the app did not catch meanwhile. */
export interface RequirementRun {
  outcome: CheckOutcome | Stopped
  errors: string[]
  /** How the looks asked for in passing ended (protocol.ts's Probe), when the run got that far. */
  probe?: CheckOutcome | undefined
}

/**
 * Runs the requirement on `files`. With `before` (the errors the whole app
 * throws), a run may end at the first other error: the verdict is then
 * already "the app stops", and the rest of the check would only wait.
 */
export type RunRequirement = (
  files: LearnerFiles,
  before?: readonly string[],
  /** Hears everything the app writes to its console in this run (coverage.ts's marks). */
  onConsole?: (entry: ConsoleEntry) => void,
  /** Looks to take in passing (protocol.ts's Probe): their outcome comes back as the run's `probe`. */
  probe?: Probe,
) => Promise<RequirementRun>

/** What taking a line away did to the requirement. */
export type Removal =
  /** The requirement still passes, and nothing new went wrong. */
  | { kind: 'works' }
  /** The app runs, and the requirement fails: this line is one it needs. */
  | { kind: 'fails'; expected: string; found: string }
  /** The app stops: it no longer parses, throws an error it did not before, freezes or cannot run. Never a pass. */
  | { kind: 'stops'; why: StopReason }

/** Why an app stops: a kind the view words in the page's language (words.ts), or the app's own error as it threw it. */
export type StopReason =
  /** The app threw this error, which it did not throw with every line in place. */
  | { kind: 'error'; message: string }
  /** It stopped answering: a loop that never ends. */
  | { kind: 'froze' }
  /** Without the line the code no longer parses (the parser's message). */
  | { kind: 'unparsable'; detail: string }
  /** The sandbox could not start it. */
  | { kind: 'unavailable' }
  /** Any other end of a run. */
  | { kind: 'unexpected' }

/**
 * The verdict of one run without a line. `before`: the errors the app threw
 * with every line in place (a new error means the app stops, even when the
 * check still passes).
 */
export function judgeRun({ outcome, errors }: RequirementRun, before: readonly string[]): Removal {
  const newError = errors.find((error) => !before.includes(error))
  // The loop guard's error (loop-guard.ts) is a freeze caught before it froze the frame.
  if (newError) return { kind: 'stops', why: newError.includes(ENDLESS_LOOP) ? { kind: 'froze' } : { kind: 'error', message: newError } }
  switch (outcome.kind) {
    case 'done':
      return { kind: 'works' }
    case 'failed':
      return { kind: 'fails', expected: outcome.expected, found: outcome.found }
    case 'timeout':
      return { kind: 'stops', why: { kind: 'froze' } }
    case 'unavailable':
      return { kind: 'stops', why: { kind: 'unavailable' } }
    case 'error':
      return { kind: 'stops', why: { kind: 'error', message: outcome.message } }
    default:
      return { kind: 'stops', why: { kind: 'unexpected' } }
  }
}

/**
 * Runs the requirement without `removable`; code that no longer parses is an
 * app that stops, without a run. Its loops are guarded (loop-guard.ts): a
 * line whose loss makes a loop endless must not freeze the runs after it.
 */
export async function runWithout(
  files: LearnerFiles,
  removable: Removable,
  run: RunRequirement,
  before: readonly string[],
): Promise<Removal> {
  return (await runProbing(files, removable, run, before)) as Removal
}

/**
 * runWithout, with looks taken in passing (protocol.ts's Probe), whose outcome `heard` hears when the run got that
 * far. Undefined when the probe failed and, at its asking (endIfFails), ended the run there: the requirement's
 * own verdict is then not known (unless the app stopped before).
 */
async function runProbing(
  files: LearnerFiles,
  removable: Removable,
  run: RunRequirement,
  before: readonly string[],
  probe?: { probe: Probe; heard: (outcome: CheckOutcome) => void },
): Promise<Removal | undefined> {
  const changed = withoutRemovable(files, removable)
  if (changed.broken) return { kind: 'stops', why: { kind: 'unparsable', detail: changed.broken } }
  return judgeProbing(await run(guardLoops(changed.files), before, undefined, probe?.probe), before, probe)
}

/** The verdict of a run without a line (runProbing), the probe's outcome handed to `heard`. */
function judgeProbing(
  result: RequirementRun,
  before: readonly string[],
  probe?: { probe: Probe; heard: (outcome: CheckOutcome) => void },
): Removal | undefined {
  if (probe && result.probe) probe.heard(result.probe)
  const removal = judgeRun(result, before)
  return probe?.probe.endIfFails && result.probe?.kind === 'failed' && removal.kind !== 'stops' ? undefined : removal
}

/**
 * A run without `removable` started before the app's own run has ended (runAhead): the errors the app throws with
 * every line in place are not known yet, so it ends at its first error (as a run does at its first new one), and its
 * probe is the one the search will send if the app's own run passes its looks. The run, to start; undefined when the
 * code without the line does not parse (no run: the search judges that at once).
 */
export function runAhead(
  files: LearnerFiles,
  removable: Removable,
  run: RunRequirement,
  probe: Probe | undefined,
): (() => Promise<RequirementRun>) | undefined {
  const changed = withoutRemovable(files, removable)
  if (changed.broken) return undefined
  const guarded = guardLoops(changed.files)
  return () => run(guarded, [], undefined, probe)
}

/**
 * Whether a run made ahead (runAhead, `before` not yet known) is the run the search would have made with `before`:
 * it ended at its first error, and so would that run unless the app throws that error with every line in place too.
 */
const aheadHolds = (ahead: RequirementRun, before: readonly string[]) => !ahead.errors.some((error) => before.includes(error))

/** The probe a run without one line sends: its looks taken at once, the run ending where they fail if `endIfFails`. */
export const probeWithoutLine = (probe: Probe, endIfFails: boolean): Probe => ({ ...probe, endIfFails, atOnce: true })

/** Runs jobs at once up to a number; `rank`: of the jobs waiting, the lowest rank goes first (then the first to come). */
export type Limit = <T>(job: () => Promise<T>, rank?: number) => Promise<T>

/** A Limit of `parallel` jobs at once. */
export function limiter(parallel: number): Limit {
  let active = 0
  let arrived = 0
  const waiting: Array<{ rank: number; arrived: number; start: () => void }> = []
  const next = () => {
    while (active < Math.max(1, parallel) && waiting.length > 0) {
      waiting.sort((a, b) => a.rank - b.rank || a.arrived - b.arrived)
      active++
      waiting.shift()?.start()
    }
  }
  return (job, rank = 0) =>
    new Promise((resolve, reject) => {
      waiting.push({
        rank,
        arrived: arrived++,
        start: () =>
          job()
            .then(resolve, reject)
            .finally(() => {
              active--
              next()
            }),
      })
      next()
    })
}

/**
 * Each line taken away in turn, outermost first. When the app works without
 * a statement or element, it works without what is inside it too, so those
 * are not run (undefined in the answer): that keeps a search to the parts
 * the requirement leans on. Nor is a line the app is sure to stop without
 * (Removable.likelyStops): it is never a requirement's own, and what is
 * inside it is still run; nor one in `skip` (a statement the requirement's
 * run never reaches, coverage.ts). The runs go through `limit` (a run mostly
 * waits, for the frame, for the app to settle, so a few overlap well),
 * ranked by their place in `order` (indexes; a holder before what it
 * holds): a line inside another waits for that one's verdict, then goes
 * before the lines after it in `order`. `onVerdict` hears each run's verdict
 * as it comes.
 */
export async function findRemovals(
  files: LearnerFiles,
  removables: readonly Removable[],
  run: RunRequirement,
  before: readonly string[],
  {
    limit = limiter(1),
    skip = new Set<number>(),
    order = removables.map((_, index) => index),
    onVerdict,
    onProgress,
    stopped = () => false,
    probe,
    ahead,
  }: {
    /**
     * Runs of some lines already made or under way (runAhead), with the probe this search sends: each is that line's
     * run when it holds for `before` (aheadHolds), and is made again otherwise.
     */
    ahead?: ReadonlyMap<number, Promise<RequirementRun>> | undefined
    /**
     * Looks taken in passing in each run (protocol.ts's Probe); `heard`: how they ended, by the removable's index;
     * `endsIfFails`: the lines whose run ends where they fail (no verdict then: undefined in the answer).
     */
    probe?: { probe: Probe; heard: (index: number, outcome: CheckOutcome) => void; endsIfFails: (index: number) => boolean } | undefined
    /** True once the search is no longer wanted (the learner asked for another question): no line waiting is run. */
    stopped?: () => boolean
    limit?: Limit
    skip?: ReadonlySet<number>
    order?: readonly number[]
    onVerdict?: (index: number, removal: Removal) => void
    onProgress?: (done: number, total: number) => void
  } = {},
): Promise<Array<Removal | undefined>> {
  const verdicts: Array<Promise<Removal | undefined>> = []
  // Lines left out because the app works without the line around them, and so without them.
  const worksWithout = new Set<number>()
  let done = 0
  const rank = new Map(order.map((index, place) => [index, place]))
  const verdictOf = async (removable: Removable, index: number): Promise<Removal | undefined> => {
    if (removable.within !== undefined) {
      const holder = await verdicts[removable.within]
      if (worksWithout.has(removable.within) || holder?.kind === 'works') {
        worksWithout.add(index)
        return undefined
      }
    }
    if (removable.likelyStops || skip.has(index) || stopped()) return undefined
    const probing = probe && {
      probe: probeWithoutLine(probe.probe, probe.endsIfFails(index)),
      heard: (outcome: CheckOutcome) => probe.heard(index, outcome),
    }
    const made = await ahead?.get(index)
    const removal =
      made && aheadHolds(made, before)
        ? judgeProbing(made, before, probing)
        : await limit(async () => (stopped() ? undefined : runProbing(files, removable, run, before, probing)), rank.get(index))
    if (removal) onVerdict?.(index, removal)
    return removal
  }
  for (const index of order)
    verdicts[index] = verdictOf(removables[index] as Removable, index).finally(() => onProgress?.(++done, removables.length))
  return Promise.all(removables.map((_, index) => verdicts[index]))
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
