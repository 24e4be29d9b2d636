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
import type { CheckOutcome, LearnerFiles, Probe } from '../../../sandbox/protocol.ts'
import { markCollector, markedFiles, notReached } from './coverage.ts'
import {
  findRemovals,
  limiter,
  linesThatMatter,
  probeWithoutLine,
  type Removal,
  type RequirementRun,
  type RunRequirement,
  runAhead,
  runWithout,
} from './lines-that-matter.ts'
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
  /**
   * What taking each removable away did (undefined: not run, the line around it could go; or not yet, while the search
   * goes on; or its run ended where the other requirement's looks failed, see `otherFails`).
   */
  removals: Array<Removal | undefined>
  /** The answer: the innermost lines this requirement, and not the simplest other one, fails without. */
  lines: Removable[]
  /** Lines this requirement fails without that the other requirement fails (or stops) without too, by index in `removables`. */
  shared: Set<number>
  /** Lines the other requirement fails without, known from its looks taken in passing (probeFor), by index. */
  otherFails?: ReadonlySet<number>
  /** The other requirement asked, when there was one, and the errors the app throws in its run with every line in place. */
  other?: { requirement: Requirement; before: string[] }
  /** The errors the app throws with every line in place. */
  before: string[]
  /** The statements the requirement's run never reached (coverage.ts), by index: not run while searching. */
  notReached: ReadonlySet<number>
  /** How many runs finding the answer took (the first, with every line and the marks, and the one without the marks when that one told nothing), and how long, in milliseconds. */
  runs: number
  searchMs: number
  /** False while the search still runs (the question is asked before it ends): `removals`, `shared` and `lines` are not all in yet. */
  complete: boolean
}

/** A step that loads the app again (at another width too): a new frame. */
const reloads = (step: CheckStep) => 'reload' in step || 'width' in step
/** The frames one run of `requirement` loads: one, and one more for each reload (at another width too). */
const framesOf = (requirement: Requirement) => 1 + requirement.steps.filter(reloads).length

/**
 * The requirement to tell a requirement's own lines from the whole app's:
 * of the others, the one that loads the fewest frames (a reload is a new
 * frame, most of a run's cost), then the one with the fewest steps (the
 * first of those): the quickest to run and the least likely to need a line
 * of its own.
 */
export function simplestOther<R extends Requirement>(requirements: readonly R[], index: number): R | undefined {
  let simplest: R | undefined
  const cost = (requirement: R) => [framesOf(requirement), requirement.steps.length] as const
  for (const [at, requirement] of requirements.entries()) {
    if (at === index) continue
    const [frames, steps] = cost(requirement)
    const best = simplest && cost(simplest)
    if (!best || frames < best[0] || (frames === best[0] && steps < best[1])) simplest = requirement
  }
  return simplest
}

/** Steps that only look at the page (the harness's `look`s): taken in passing, they change nothing a later step sees. */
const LOOKS = new Set([
  'expect',
  'expectNot',
  'expectTicked',
  'buttons',
  'expectExactly',
  'minButtonSize',
  'expectHeading',
  'expectYear',
  'contrast',
  'noSideScroll',
])
const isLook = (step: CheckStep) => Object.keys(step).some((key) => LOOKS.has(key)) && !('new' in step && step.new === true)
const sameStep = (a: CheckStep, b: CheckStep) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The looks of `other` that `requirement`'s run can take in passing (protocol.ts's Probe): `other` starts with the
 * same steps as `requirement` (none a reload), then looks. When those looks fail in a run without a line, `other`
 * fails without it too, at the same look after the same steps, so its own run without that line is not needed
 * (a frame saved for each line both fail without); when they pass, `other` may still fail at a later step, so it is
 * run. Project 3: "I can type a task and add it…" starts as "My tasks are still there after I refresh…" does (type a
 * task, Enter), then looks for it.
 */
export function probeFor(requirement: Requirement, other: Requirement): Probe | undefined {
  let at = 0
  while (
    at < requirement.steps.length &&
    at < other.steps.length &&
    sameStep(requirement.steps[at] as CheckStep, other.steps[at] as CheckStep) &&
    !reloads(requirement.steps[at] as CheckStep)
  )
    at++
  let end = at
  while (end < other.steps.length && isLook(other.steps[end] as CheckStep)) end++
  return end > at ? { at, steps: other.steps.slice(at, end) } : undefined
}

/**
 * The order the search runs the lines in: script.js's before index.html's
 * (a requirement's own lines are mostly code, and the question can be asked
 * as soon as one is found), each file's from the top (a holder before what
 * it holds).
 */
function searchOrder(removables: readonly Removable[]): number[] {
  const indexes = removables.map((_, index) => index)
  return [
    ...indexes.filter((index) => removables[index]?.file === 'script.js'),
    ...indexes.filter((index) => removables[index]?.file !== 'script.js'),
  ]
}

/**
 * The question about `requirement`, or undefined when it cannot be asked: the
 * requirement does not pass as the app is, or no line of its own makes it
 * fail (its code cannot be found by removal, or every line it needs is one
 * the `other` requirement needs too).
 *
 * The search: the app run once with marks (coverage.ts), to leave out the
 * statements the requirement never reaches (and once more as it is, only
 * when that run tells nothing); then without
 * each other line, `parallel` runs at once; each line the requirement fails
 * without is run at once without it for the `other` requirement too, in the
 * same queue. `onReady` hears the question, its search still going on, as
 * soon as one line of the requirement's own is found: the learner reads the
 * code while the rest runs, and a tap is graded by a run of its own
 * (gradeLine). The promise holds the question with its search complete.
 */
export async function prepareLineQuestion(
  files: LearnerFiles,
  requirement: Requirement,
  run: RunRequirement,
  {
    other,
    onProgress,
    onReady,
    parallel = 1,
    stopped = () => false,
  }: {
    /** True once the search is no longer wanted: what is still waiting is not run, and no question comes. */
    stopped?: () => boolean
    other?: OtherRequirement | undefined
    onProgress?: ((done: number, total: number) => void) | undefined
    onReady?: ((question: LineQuestion) => void) | undefined
    /** Runs at once. */
    parallel?: number
  } = {},
): Promise<LineQuestion | undefined> {
  const started = performance.now()
  const limit = limiter(parallel)
  const removables = findRemovables(files)
  const marks = markCollector()
  const otherBaseline = other ? limit(() => other.run(files)) : undefined
  // The other requirement's first looks, taken in passing in every run of this one (probeFor).
  const probe = other && probeFor(requirement, other.requirement)
  const marked = limit(() => run(markedFiles(files, removables), undefined, marks.onConsole, probe))
  const order = searchOrder(removables)
  const holders = new Set(removables.flatMap((removable) => (removable.within === undefined ? [] : [removable.within])))
  // The probe each run without a line takes (findRemovals), when the app's own run passes its looks.
  const endsIfFails = (index: number) => !holders.has(index)
  const probeWithout = (index: number): Probe | undefined => probe && probeWithoutLine(probe, endsIfFails(index))
  // While the app's own run goes on (two documents for a reload), the other runs' places would wait: the first lines
  // the search runs whatever that run shows (outside any other line, not one the app is sure to stop without) start
  // now, and are used when that run shows them to be the runs the search would make (findRemovals' `ahead`).
  const ahead = new Map<number, Promise<RequirementRun>>()
  for (const index of order) {
    if (ahead.size >= parallel - 1) break
    const removable = removables[index] as Removable
    if (removable.within !== undefined || removable.likelyStops) continue
    const made = runAhead(files, removable, run, probeWithout(index))
    if (!made) continue
    ahead.set(
      index,
      limit(() => (stopped() ? Promise.resolve({ outcome: { kind: 'unavailable' as const }, errors: [] }) : made()), order.indexOf(index)),
    )
  }
  const markedRun = await marked
  const reached = markedRun.outcome.kind === 'done' ? marks.reached() : undefined
  // The marks only write to the console (a statement wrapped in braces of its own means what it meant): a marked run
  // that passed with every mark heard is the app's run as it is, errors and all, so it is not run again unmarked. Any
  // other end (the marks lost past the console's limit, say) and the app is run as it is, to know.
  const baseline = reached ? markedRun : await limit(() => run(files, undefined, undefined, probe))
  if (baseline.outcome.kind !== 'done') return undefined
  // The probe tells something only when its looks pass with every line in place; then a run without a line where they
  // fail is one the other requirement fails without too.
  const probeFailed = new Set<number>()
  const probing = probe && baseline.probe?.kind === 'done' ? probe : undefined
  const skip = reached ? notReached(removables, reached) : new Set<number>()
  const question: LineQuestion = {
    requirement,
    removables,
    removals: [],
    lines: [],
    shared: new Set(),
    otherFails: probeFailed,
    notReached: skip,
    before: baseline.errors,
    runs: (reached ? 1 : 2) + (other ? 1 : 0),
    searchMs: 0,
    complete: false,
  }
  const otherBefore = otherBaseline?.then(({ outcome, errors }) => {
    // An other requirement that does not pass as the app is tells nothing about these lines.
    if (outcome.kind !== 'done' || !other) return undefined
    question.other = { requirement: other.requirement, before: errors }
    return errors
  })
  let ready = false
  const tellReady = () => {
    if (ready) return
    ready = true
    onReady?.(question)
  }
  const otherChecks: Array<Promise<void>> = []
  const onVerdict = (index: number, removal: Removal) => {
    question.removals[index] = removal
    question.runs++
    if (removal.kind !== 'fails') return
    if (!other || !otherBefore) return tellReady()
    otherChecks.push(
      otherBefore.then(async (before) => {
        if (!before) return tellReady()
        if (stopped()) return
        // Its looks already failed in this requirement's run without the line, after the same steps: no run of its own.
        if (probeFailed.has(index)) return void question.shared.add(index)
        const removable = removables[index] as Removable
        // Before any line still waiting: its answer may be the one the question waits for.
        const withoutForOther = await limit(() => runWithout(files, removable, other.run, before), -1)
        question.runs++
        if (withoutForOther.kind === 'works') tellReady()
        else question.shared.add(index)
      }),
    )
  }
  question.removals = await findRemovals(files, removables, run, baseline.errors, {
    limit,
    skip,
    order,
    onVerdict,
    stopped,
    // Made with the probe the search sends only when the app's own run passed its looks.
    ahead: probe === undefined || probing !== undefined ? ahead : undefined,
    probe: probing && {
      probe: probing,
      heard: (index: number, outcome: CheckOutcome) => {
        if (outcome.kind === 'failed') probeFailed.add(index)
      },
      // A line holding none: once the other requirement fails without it, it is not one of this requirement's own, and
      // whether this one fails too changes nothing the search runs, so the run ends there, before its reload.
      endsIfFails,
    },
    ...(onProgress && { onProgress }),
  })
  await Promise.all(otherChecks)
  if (stopped()) return undefined
  const own = question.removals.map((removal, index) => (question.shared.has(index) ? undefined : removal))
  question.lines = linesThatMatter(removables, own)
  question.searchMs = performance.now() - started
  question.complete = true
  return question.lines.length > 0 ? question : undefined
}

/**
 * The grade of one tapped line: the requirement run without it, and whether
 * it is one of this requirement's own lines (a line the other requirement
 * needs too is not, see above). While the search goes on, a line it has not
 * settled yet is run now, for both requirements.
 */
export async function gradeLine(
  files: LearnerFiles,
  question: LineQuestion,
  removable: Removable,
  run: RunRequirement,
  other?: RunRequirement,
): Promise<{ removal: Removal; right: boolean; alsoOther: boolean }> {
  const index = question.removables.indexOf(removable)
  const known = question.removals[index]
  const removal = known ?? (await runWithout(files, removable, run, question.before))
  if (removal.kind !== 'fails') return { removal, right: false, alsoOther: false }
  let alsoOther = question.shared.has(index) || question.otherFails?.has(index) === true
  // A line not run while searching (inside one the app works without), or not yet: asked now, the same way.
  if (!alsoOther && (known === undefined || !question.complete) && other && question.other)
    alsoOther = (await runWithout(files, removable, other, question.other.before)).kind !== 'works'
  return { removal, right: !alsoOther, alsoOther }
}
