/**
 * A requirement's check run in the sandbox (sandbox/sandbox.ts): the harness
 * (harness.ts, a file of its own in /assets/) walks the learner's app through
 * the requirement's steps, one fresh frame per stretch between reloads.
 */
import type { CheckStep } from '../../../course/checks/check-steps.ts'
import type { Locale } from '../../../lib/i18n/locale.ts'
import type { checkerRun } from '../../../lib/i18n/messages/en/checker-run.ts'
import type { CheckOutcome, ConsoleEntry, LearnerFiles, Probe } from '../../../sandbox/protocol.ts'
import { loadFrameScript, runOnce, type Stopped } from '../../../sandbox/sandbox.ts'

export type RunOutcome = CheckOutcome | Stopped

/**
 * The words a run shows (the frame's name, the wrong-script answer), in the
 * page's language: read once by the caller, where the checker-run catalogue
 * is loaded, rather than on every run (a search for the lines that matter
 * makes one run per line).
 */
export type RunWords = Pick<typeof checkerRun, 'checkingFrameTitle' | 'wrongScript'>

const loadHarness = () => import('./harness.ts?worker&url').then(({ default: url }) => loadFrameScript(url))

/**
 * Where a run's first frame comes from: a new one ('fresh'), a new one that
 * shares the process of the previous requirement's frame in the host, which
 * has just answered ('afterCheck'), or that frame itself loading a new
 * document ('reuse': runs one after another, see sandbox.ts's runOnce).
 */
export type FrameUse = 'fresh' | 'afterCheck' | 'reuse'

/**
 * Runs one requirement's steps against the app, from a fresh document with
 * empty storage; a 'reload' step loads a new document with what the app
 * saved: the frame does that itself (frame-shell.ts), and a reload at
 * another width comes back here, to a new frame at that width (or the same
 * one, resized, with 'reuse').
 */
export async function runCheck(
  host: HTMLElement,
  files: LearnerFiles,
  steps: CheckStep[],
  frameUse: FrameUse,
  /** Hears the app's console in every frame of this requirement's run (and in the last, for as long as it stays). */
  onConsole: ((entry: ConsoleEntry) => void) | undefined,
  /** True when the learner uses the page while it runs (Explain your app's search): its frames never take their focus. */
  ownFocus: boolean,
  /** The page's language: a failed step's words (what was expected, what was found) come in it. */
  locale: Locale,
  /** The run's own words, in that language. */
  t: RunWords,
  /** Looks taken in passing in the run's first document (protocol.ts's Probe), their outcome handed to `onResult`. */
  probe?: (Probe & { onResult: (outcome: CheckOutcome) => void }) | undefined,
): Promise<RunOutcome> {
  const harness = await loadHarness()
  let storage: Record<string, string> = {}
  let start = 0
  let width: number | undefined
  const reuse = frameUse === 'reuse'
  // A reload follows a run that has just paused, so it keeps the process too.
  let keepProcess = frameUse === 'afterCheck'
  // Each pause moves past a step, so this ends.
  for (;;) {
    // The probe goes with the first document only: the steps before it run there.
    const probing = probe && start <= probe.at ? probe : undefined
    const result = await runOnce(
      host,
      t.checkingFrameTitle,
      {
        files,
        storage,
        harness,
        steps,
        start,
        locale,
        ...(probing && {
          probe: { at: probing.at, steps: probing.steps, endIfFails: probing.endIfFails === true, atOnce: probing.atOnce === true },
        }),
      },
      { width, keepProcess, reuse, onConsole, ownFocus, onProbe: probing?.onResult },
    )
    if ('kind' in result) return result
    keepProcess = true
    const { outcome } = result
    // The harness never answers with the audit's findings; should another script have run, no requirement passes.
    if (outcome.kind === 'audit') return { kind: 'error', message: t.wrongScript }
    if (outcome.kind !== 'pause') return outcome
    storage = result.storage
    start = outcome.at
    width = outcome.reload.width ?? width
  }
}
