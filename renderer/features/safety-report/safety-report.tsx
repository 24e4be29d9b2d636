import { FixPrompt } from '../../components/fix-prompt.tsx'
import { AXE_LIMITS, accessibilityWords, keyboardWords, sortProblems } from './accessibility-words.ts'
import type { SafetyReportData } from './run-safety-report.ts'
import type { SafetyFinding } from './safety-finding.ts'
import { safetyWords } from './safety-words.ts'

/** Leaks first, then unsafe code, then what is only explained (a publishable key). */
const FINDING_ORDER: SafetyFinding['kind'][] = [
  'secret',
  'unreadable-script',
  'html-from-values',
  'string-as-code',
  'secret-in-storage',
  'insecure-load',
  'publishable-key',
]

/** "Works for everyone": axe's problems grouped by rule, most serious first, then the keyboard's. */
function EveryoneReport({ audit }: { audit: SafetyReportData['audit'] }) {
  if (audit.kind === 'not-run') return <p>The accessibility check could not run: {audit.reason}</p>
  const items = [
    ...sortProblems(audit.problems).map((problem) => ({
      key: problem.rule,
      words: accessibilityWords(problem),
      where:
        problem.elements.length === 1
          ? `Found once: ${problem.elements[0]}.`
          : `Found ${problem.elements.length} times, for example ${problem.elements.slice(0, 3).join(', ')}.`,
    })),
    ...audit.keyboard.map((problem) => ({
      key: `keyboard-${problem.kind}-${problem.element}`,
      words: keyboardWords(problem),
      where: undefined,
    })),
  ]
  return (
    <>
      {items.length === 0 ? (
        <p>
          No problems found
          {audit.controls === 1
            ? ', and the keyboard reaches the one control'
            : audit.controls > 1
              ? `, and the keyboard reaches all ${audit.controls} controls`
              : ''}
          .
        </p>
      ) : (
        <ol className="safety-list">
          {items.map(({ key, words, where }) => (
            <li key={key} className="safety-item">
              <h5>{words.title}</h5>
              {where && <p>{where}</p>}
              <p>Why it matters: {words.why}</p>
              <FixPrompt prompt={words.prompt} />
            </li>
          ))}
        </ol>
      )}
      <p className="safety-note">{AXE_LIMITS}</p>
    </>
  )
}

/** "Keeps its secrets": what the scan of the files found, leaks first. */
function SecretsReport({ findings }: { findings: SafetyFinding[] }) {
  if (findings.length === 0) return <p>No keys, and none of the unsafe code the course warns about.</p>
  const ordered = [...findings].sort((a, b) => FINDING_ORDER.indexOf(a.kind) - FINDING_ORDER.indexOf(b.kind))
  return (
    <ol className="safety-list">
      {ordered.map((finding) => {
        const words = safetyWords(finding)
        return (
          <li key={`${finding.kind}-${finding.file}-${finding.line}-${finding.what}`} className="safety-item" data-kind={finding.kind}>
            <h5>{words.title}</h5>
            <p>
              <code>{finding.excerpt}</code>
            </p>
            <p>Why it matters: {words.why}</p>
            {words.now && (
              <p>
                <strong>Do this now:</strong> {words.now}
              </p>
            )}
            <p>
              Learn how: <a href={words.lesson.href}>{words.lesson.label}</a>
            </p>
            {words.prompt && <FixPrompt prompt={words.prompt} />}
          </li>
        )
      })}
    </ol>
  )
}

/** The second report, under the requirements (project checker) or on its own (playground). */
export function SafetyReport({ report }: { report: SafetyReportData }) {
  return (
    <section className="safety-report" aria-labelledby="safety-report-heading">
      <h3 id="safety-report-heading">Everyone and safety</h3>
      <p className="safety-note">Your files were checked in this browser. Nothing was sent anywhere, not even to this site.</p>
      <h4>Works for everyone</h4>
      <EveryoneReport audit={report.audit} />
      <h4>Keeps its secrets</h4>
      <SecretsReport findings={report.findings} />
    </section>
  )
}

/** One sentence for the status line, which screen readers announce. */
export function safetySummary(report: SafetyReportData): string {
  const leaks = report.findings.filter((finding) => finding.kind !== 'publishable-key').length
  const everyone = report.audit.kind === 'audit' ? report.audit.problems.length + report.audit.keyboard.length : undefined
  const everyoneText =
    everyone === undefined
      ? 'the accessibility check could not run'
      : everyone === 0
        ? 'no accessibility problems'
        : `${everyone} accessibility ${everyone === 1 ? 'problem' : 'problems'}`
  const leakText = leaks === 0 ? 'no safety problems' : `${leaks} safety ${leaks === 1 ? 'problem' : 'problems'}`
  return `Everyone and safety: ${everyoneText}, ${leakText}.`
}
