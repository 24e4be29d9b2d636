/**
 * "Works for everyone": what axe-core found in the learner's running app, in
 * words for someone who has never heard of WCAG. axe names each problem by a
 * rule id; the WCAG A and AA rules a beginner's page most often breaks have
 * words of their own here, and any other rule falls back on axe's own
 * one-line help.
 */
import type { safetyWords } from '../../../lib/i18n/messages/en/safety-words.ts'
import { assemblePrompt } from '../prompt-builder/clear-prompt.ts'

/** The report's words in the page's language (lib/i18n/messages/*\/safety-words.ts). */
export type SafetyReportWords = typeof safetyWords

/** One problem as the frame reports it: axe's result cut to what the report shows (it must pass postMessage). */
export interface AccessibilityProblem {
  /** axe's rule id: 'button-name'. */
  rule: string
  impact: 'critical' | 'serious' | 'moderate' | 'minor'
  /** axe's own one-line help, used for rules without words here. */
  help: string
  /** Each element that breaks the rule: its visible text, or a short piece of its HTML. */
  elements: string[]
}

/**
 * The axe-core tags the audit runs (audit.ts): WCAG 2.2 A and AA, the rules
 * this site holds itself to. axe's best-practice rules stay out, so "Mark as
 * complete" waits only for real barriers.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The rules with words of their own (lib/i18n/messages/*\/safety-words.ts: '<rule>.title', '.why', '.fix'). */
export const WORDED_RULES = [
  'button-name',
  'input-button-name',
  'link-name',
  'image-alt',
  'svg-img-alt',
  'role-img-alt',
  'label',
  'select-name',
  'color-contrast',
  'html-has-lang',
  'html-lang-valid',
  'document-title',
  'list',
  'listitem',
  'nested-interactive',
  'scrollable-region-focusable',
  'meta-viewport',
  'aria-hidden-focus',
  'duplicate-id-aria',
  'aria-allowed-attr',
  'aria-prohibited-attr',
  'aria-required-attr',
  'aria-valid-attr-value',
  'target-size',
  'link-in-text-block',
] as const

type WordedRule = (typeof WORDED_RULES)[number]

export const isWorded = (rule: string): rule is WordedRule => (WORDED_RULES as readonly string[]).includes(rule)

/** What is wrong as the learner would see it, who it shuts out, and the action for the fix prompt. */
export function ruleWords(rule: WordedRule, t: SafetyReportWords): { title: string; why: string; fix: string } {
  return { title: t[`${rule}.title`], why: t[`${rule}.why`], fix: t[`${rule}.fix`] }
}

/** Most serious first, as axe ranks them. */
const IMPACT_ORDER: readonly AccessibilityProblem['impact'][] = ['critical', 'serious', 'moderate', 'minor']

/** A CLEAR prompt for one accessibility fix: what the check said, and the fix. */
function accessibilityPrompt(t: SafetyReportWords, examples: string, actions: string, context: string): string {
  return assemblePrompt({ context, length: t.accessibilityLength, examples, actions, role: t.accessibilityRole })
}

export interface AccessibilityWords {
  title: string
  why: string
  prompt: string
}

/**
 * The words and fix prompt for one problem; rules without words of their own
 * use axe's help (axe's own words, in the page's language where axe-core has
 * it: run-safety-report.ts). `t`: the report's words in the
 * page's language; `context`: what the prompt says about the app (a single
 * page by default).
 */
export function accessibilityWords(problem: AccessibilityProblem, t: SafetyReportWords, context = t.appContext): AccessibilityWords {
  const words = isWorded(problem.rule)
    ? ruleWords(problem.rule, t)
    : { title: problem.help, why: t.otherRuleWhy, fix: t.otherRuleFix(problem.help) }
  return {
    title: words.title,
    why: words.why,
    prompt: accessibilityPrompt(t, t.accessibilityExample(words.title, problem.elements.length, problem.elements[0]), words.fix, context),
  }
}

/** The problems grouped as the report shows them: most serious first, then most elements first. */
export function sortProblems(problems: readonly AccessibilityProblem[]): AccessibilityProblem[] {
  return [...problems].sort(
    (a, b) =>
      IMPACT_ORDER.indexOf(a.impact) - IMPACT_ORDER.indexOf(b.impact) ||
      b.elements.length - a.elements.length ||
      a.rule.localeCompare(b.rule),
  )
}

/** A control the keyboard cannot use (audit.ts), in plain words. */
export function keyboardWords(problem: { kind: 'unreachable' | 'no-keys'; element: string }, t: SafetyReportWords): AccessibilityWords {
  const unreachable = problem.kind === 'unreachable'
  const title = unreachable ? t.unreachableTitle(problem.element) : t.noKeysTitle(problem.element)
  return {
    title,
    why: t.keyboardWhy,
    prompt: accessibilityPrompt(t, t.keyboardExample(title), unreachable ? t.unreachableFix : t.noKeysFix, t.appContext),
  }
}
