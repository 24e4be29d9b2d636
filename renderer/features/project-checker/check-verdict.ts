/**
 * What the checker's report makes of one requirement's run (run-check.ts):
 * passed or not, and if not, what was expected and what was found, in the
 * learner's words; and the prompt that asks the Agent to fix it. Pure, so
 * that a test can assemble a report from runs made outside the panel
 * (test/integration/broken-app-verdicts.test.ts).
 */
import type { checkerRun } from '../../../lib/i18n/messages/en/checker-run.ts'
import type { RunOutcome } from './run-check.ts'

type CheckerRunWords = typeof checkerRun

export interface RunVerdict {
  passed: boolean
  expected?: string
  found?: string
}

export function verdictOf(outcome: RunOutcome, t: CheckerRunWords): RunVerdict {
  switch (outcome.kind) {
    case 'done':
      return { passed: true }
    case 'failed':
      return { passed: false, expected: outcome.expected, found: outcome.found }
    case 'timeout':
      return { passed: false, expected: t.expectedAnswer, found: t.foundFrozen(outcome.whileLoading) }
    case 'unavailable':
      return { passed: false, expected: t.expectedStart, found: t.foundUnavailable }
    case 'error':
      return { passed: false, expected: t.expectedRun, found: outcome.message }
    case 'pause':
      return { passed: false, expected: t.expectedRun, found: t.foundStopped }
    default:
      // tsc fails here when an outcome has no case; at run time an unknown one is never a pass.
      outcome satisfies never
      return { passed: false, expected: t.expectedRun, found: t.foundStopped }
  }
}

/** A CLEAR prompt that asks the Agent to fix exactly one failing requirement. */
export function fixPrompt(t: CheckerRunWords, projectTitle: string, requirement: string, verdict: RunVerdict): string {
  return t.fixPrompt(projectTitle, requirement, verdict.expected ?? '', verdict.found ?? '')
}
