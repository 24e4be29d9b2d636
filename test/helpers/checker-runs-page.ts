/**
 * Runs in the page of test/integration/broken-app-verdicts.test.ts (bundled
 * there by esbuild): each requirement's check run against an app as the
 * checker's panel runs it (checker-panel.tsx's `run`): the real runCheck,
 * sandbox and frame document, a frame of its own for the first requirement
 * and one sharing the last one's process for each after ('afterCheck'), with
 * the first error the app did not catch in each requirement's run.
 */
import type { CheckStep } from '../../course/checks/check-steps.ts'
import { checkerRun } from '../../lib/i18n/messages/en/checker-run.ts'
import { type RunOutcome, runCheck } from '../../renderer/features/project-checker/run-check.ts'
import type { ConsoleEntry, LearnerFiles } from '../../sandbox/protocol.ts'

export interface RequirementRun {
  outcome: RunOutcome
  /** The first error the app did not catch while this requirement ran (what the panel shows first). */
  error?: ConsoleEntry
}

async function runRequirements(files: LearnerFiles, checks: { steps: CheckStep[] }[]): Promise<RequirementRun[]> {
  const host = document.querySelector('.sandbox-host') as HTMLElement
  const runs: RequirementRun[] = []
  for (const [index, check] of checks.entries()) {
    let error: ConsoleEntry | undefined
    const onConsole = (entry: ConsoleEntry) => {
      if (entry.level === 'uncaught') error ??= entry
    }
    let outcome: RunOutcome
    try {
      outcome = await runCheck(host, files, check.steps, index > 0 ? 'afterCheck' : 'fresh', onConsole, false, 'en', checkerRun)
    } catch (thrown) {
      outcome = { kind: 'error', message: String((thrown as Error).message) }
    }
    runs.push({ outcome, ...(error && { error }) })
  }
  return runs
}

declare global {
  interface Window {
    runRequirements: typeof runRequirements
  }
}
window.runRequirements = runRequirements
