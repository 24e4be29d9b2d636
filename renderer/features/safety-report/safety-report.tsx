import { safetyWordsMessages } from '../../../lib/i18n/catalogues/safety-words.ts'
import { localePath } from '../../../lib/i18n/locale.ts'
import { FixPrompt } from '../../components/fix-prompt.tsx'
import { useMessages } from '../../frame/use-messages.ts'
import { usePageContext } from '../../frame/use-page-context.tsx'
import { accessibilityWords, keyboardWords, type SafetyReportWords, sortProblems } from './accessibility-words.ts'
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
function EveryoneReport({ audit, t }: { audit: SafetyReportData['audit']; t: SafetyReportWords }) {
  if (audit.kind === 'not-run') return <p>{t.auditNotRun(audit.reason)}</p>
  const items = [
    ...sortProblems(audit.problems).map((problem) => ({
      key: problem.rule,
      words: accessibilityWords(problem, t),
      where:
        problem.elements.length === 1
          ? t.foundOnce(problem.elements[0] ?? '')
          : t.foundTimes(problem.elements.length, problem.elements.slice(0, 3).join(', ')),
    })),
    ...audit.keyboard.map((problem) => ({
      key: `keyboard-${problem.kind}-${problem.element}`,
      words: keyboardWords(problem, t),
      where: undefined,
    })),
  ]
  return (
    <>
      {items.length === 0 ? (
        <p>{t.noProblems(audit.controls)}</p>
      ) : (
        <ol className="safety-list">
          {items.map(({ key, words, where }) => (
            <li key={key} className="safety-item">
              <h5>{words.title}</h5>
              {where && <p>{where}</p>}
              <p>
                {t.whyItMatters}
                {words.why}
              </p>
              <FixPrompt prompt={words.prompt} />
            </li>
          ))}
        </ol>
      )}
      <p className="safety-note">{t.axeLimits}</p>
    </>
  )
}

/** "Keeps its secrets": what the scan of the files found, leaks first. */
function SecretsReport({ findings, t }: { findings: SafetyFinding[]; t: SafetyReportWords }) {
  const locale = usePageContext().locale ?? 'en'
  if (findings.length === 0) return <p>{t.noFindings}</p>
  const ordered = [...findings].sort((a, b) => FINDING_ORDER.indexOf(a.kind) - FINDING_ORDER.indexOf(b.kind))
  return (
    <ol className="safety-list">
      {ordered.map((finding) => {
        const words = safetyWords(finding, t)
        return (
          <li key={`${finding.kind}-${finding.file}-${finding.line}-${finding.what}`} className="safety-item" data-kind={finding.kind}>
            <h5>{words.title}</h5>
            <p>
              <code>{finding.excerpt}</code>
            </p>
            <p>
              {t.whyItMatters}
              {words.why}
            </p>
            {words.now && (
              <p>
                <strong>{t.doThisNow}</strong> {words.now}
              </p>
            )}
            <p>
              {t.learnHow}
              <a href={localePath(words.lesson.href, locale)}>{words.lesson.label}</a>
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
  const t = useMessages(safetyWordsMessages)
  return (
    <section className="safety-report" aria-labelledby="safety-report-heading">
      <h3 id="safety-report-heading">{t.heading}</h3>
      <p className="safety-note">{t.checkedHere}</p>
      <h4>{t.everyoneHeading}</h4>
      <EveryoneReport audit={report.audit} t={t} />
      <h4>{t.secretsHeading}</h4>
      <SecretsReport findings={report.findings} t={t} />
    </section>
  )
}

/** One sentence for the status line, which screen readers announce. */
export function safetySummary(report: SafetyReportData, t: SafetyReportWords): string {
  const leaks = report.findings.filter((finding) => finding.kind !== 'publishable-key').length
  const everyone = report.audit.kind === 'audit' ? report.audit.problems.length + report.audit.keyboard.length : undefined
  return t.summary(everyone, leaks)
}
