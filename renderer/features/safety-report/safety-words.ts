/**
 * What the "Keeps its secrets" findings mean, in words for someone who has
 * never coded: a title, why it matters to a person, the lesson that teaches
 * the fix, and a CLEAR prompt that asks the Agent for that fix. The words are
 * in the page's language (lib/i18n/messages/*\/safety-words.ts).
 */
import { projectPath, sectionPath } from '../../../lib/paths.ts'
import { assemblePrompt } from '../prompt-builder/clear-prompt.ts'
import type { SafetyReportWords } from './accessibility-words.ts'
import type { SafetyFinding, SafetyFindingKind } from './safety-finding.ts'

/** A finding in a learner's pasted file, or in a script their live app serves. */
type Finding = SafetyFinding<string>

/**
 * The lessons that teach each fix, by heading (English paths: a Spanish page
 * localises them); test/unit/safety-report.test.ts checks each heading exists.
 * The words, like all of the checker's, name no Replit tool or button: they
 * are code, which the terms registry (content/terms) cannot reach, and the
 * Agent knows where a secret goes on its own platform.
 */
export const SAFETY_LESSONS = {
  secrets: { href: `${sectionPath(9)}#step-1-keep-keys-out-of-your-code`, label: 'lessonSecrets' },
  rotate: { href: `${sectionPath(9)}#step-2-rotate-a-key-that-leaked`, label: 'lessonRotate' },
  htmlFromText: { href: `${projectPath(5)}#a-name-turns-italic-and-long-words-spill-out`, label: 'lessonHtmlFromText' },
  checkInputs: { href: `${sectionPath(9)}#step-3-check-every-input-on-the-server`, label: 'lessonCheckInputs' },
  https: { href: `${sectionPath(9)}#step-5-run-the-security-scan-before-you-publish`, label: 'lessonHttps' },
  readError: { href: `${sectionPath(4)}#step-1-read-the-error-message`, label: 'lessonReadError' },
} as const satisfies Record<string, { href: string; label: keyof SafetyReportWords }>

export interface SafetyWords {
  /** One line: what was found. */
  title: string
  /** Why it matters to a person, one or two sentences. */
  why: string
  /** What to do now, when there is something beyond the fix (a leaked key must be replaced). */
  now?: string
  lesson: { href: string; label: string }
  /** A CLEAR prompt asking for the fix; absent for what needs no fix (a publishable key). */
  prompt?: string
}

function lesson(t: SafetyReportWords, which: keyof typeof SAFETY_LESSONS): SafetyWords['lesson'] {
  const { href, label } = SAFETY_LESSONS[which]
  return { href, label: t[label] }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A database address carries a password, not a key: the words say which. */
function isPassword(finding: Finding): boolean {
  return finding.what.includes('password')
}

type Words = (finding: Finding, t: SafetyReportWords, prompt: (example: string, actions: string) => string) => SafetyWords

const WORDS: Record<SafetyFindingKind, Words> = {
  secret: (finding, t, prompt) => {
    const password = isPassword(finding)
    const what = t.what(finding.what)
    return {
      title: capitalise(t.secretTitle(what, t.where(finding.file, finding.line))),
      why: password ? t.secretWhyPassword : t.secretWhyKey,
      now: password ? t.secretNowPassword : t.secretNowKey,
      lesson: lesson(t, 'rotate'),
      prompt: prompt(t.secretExample(what, finding.excerpt), password ? t.secretActionsPassword : t.secretActionsKey),
    }
  },
  'publishable-key': (finding, t) => ({
    title: capitalise(t.publishableTitle(t.what(finding.what), t.where(finding.file, finding.line))),
    why: t.publishableWhy,
    lesson: lesson(t, 'secrets'),
  }),
  'html-from-values': (finding, t, prompt) => ({
    title: t.htmlTitle(finding.what, t.where(finding.file, finding.line)),
    why: t.htmlWhy,
    lesson: lesson(t, 'htmlFromText'),
    prompt: prompt(t.htmlExample(finding.excerpt, finding.what), t.htmlActions),
  }),
  'string-as-code': (finding, t, prompt) => ({
    title: t.codeTitle(finding.what, t.where(finding.file, finding.line)),
    why: t.codeWhy,
    lesson: lesson(t, 'checkInputs'),
    prompt: prompt(t.codeExample(finding.excerpt, finding.what), t.codeActions(finding.what)),
  }),
  'insecure-load': (finding, t, prompt) => ({
    title: capitalise(t.httpTitle(t.what(finding.what), t.where(finding.file, finding.line))),
    why: t.httpWhy,
    lesson: lesson(t, 'https'),
    prompt: prompt(t.httpExample(finding.excerpt), t.httpActions),
  }),
  'secret-in-storage': (finding, t, prompt) => ({
    title: t.storageTitle(t.where(finding.file, finding.line)),
    why: t.storageWhy,
    lesson: lesson(t, 'secrets'),
    prompt: prompt(t.storageExample(finding.excerpt, finding.what), t.storageActions),
  }),
  'unreadable-script': (finding, t, prompt) => ({
    title: t.unreadableTitle(finding.file, finding.line),
    why: t.unreadableWhy(finding.excerpt),
    lesson: lesson(t, 'readError'),
    prompt: prompt(t.unreadableExample(finding.excerpt), t.unreadableActions),
  }),
}

/** The words for one finding, in `t`'s language; `context`, what its fix prompt says about the app (a single page by default). */
export function safetyWords(finding: Finding, t: SafetyReportWords, context = t.appContext): SafetyWords {
  const prompt = (example: string, actions: string) =>
    assemblePrompt({
      context,
      length: t.safetyLength,
      examples: t.exampleIn(t.where(finding.file, finding.line), example),
      actions,
      role: t.safetyRole,
    })
  return WORDS[finding.kind](finding, t, prompt)
}
