/**
 * A requirement's check run in the sandbox (sandbox/sandbox.ts): the harness
 * (harness.ts, a file of its own in /assets/) walks the learner's app through
 * the requirement's steps, one fresh frame per stretch between reloads.
 */
import type { CheckStep } from '../../../course/checks/check-steps.ts'
import { checkerRunMessages } from '../../../lib/i18n/catalogues/checker-run.ts'
import type { Locale } from '../../../lib/i18n/locale.ts'
import { loadMessages, messagesIn } from '../../../lib/i18n/messages.ts'
import type { CheckOutcome, ConsoleEntry, LearnerFiles } from '../../../sandbox/protocol.ts'
import { loadFrameScript, runOnce, type Stopped } from '../../../sandbox/sandbox.ts'

export type RunOutcome = CheckOutcome | Stopped

const loadHarness = () => import('./harness.ts?worker&url').then(({ default: url }) => loadFrameScript(url))

/**
 * Runs one requirement's steps against the app, each from a fresh frame with
 * empty storage; a 'reload' step loads a new frame with what the app saved.
 */
export async function runCheck(
  host: HTMLElement,
  files: LearnerFiles,
  steps: CheckStep[],
  /** True when the frame in `host` is the previous requirement's, which has just answered: its process is reused. */
  afterCheck = false,
  /** Hears the app's console in every frame of this requirement's run (and in the last, for as long as it stays). */
  onConsole?: (entry: ConsoleEntry) => void,
  /** True when the learner uses the page while it runs (Explain your app's search): its frames never take their focus. */
  ownFocus = false,
  /** The page's language: a failed step's words (what was expected, what was found) come in it. */
  locale: Locale = 'en',
): Promise<RunOutcome> {
  const harness = await loadHarness()
  // Loaded already where the checker's panel is open; the frame's name and the wrong-script answer are in the page's language.
  await loadMessages(locale)
  const t = messagesIn(checkerRunMessages, locale)
  let storage: Record<string, string> = {}
  let start = 0
  let width: number | undefined
  // A reload follows a run that has just paused, so it keeps the process too.
  let keepProcess = afterCheck
  // Each pause moves past a step, so this ends.
  for (;;) {
    const result = await runOnce(
      host,
      t.checkingFrameTitle,
      { files, storage, harness, steps, start, locale },
      { width, keepProcess, onConsole, ownFocus },
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
