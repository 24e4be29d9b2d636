import { CircleAlert, CircleCheck, CircleDashed } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { checkerRunMessages } from '../../../lib/i18n/catalogues/checker-run.ts'
import { safetyWordsMessages } from '../../../lib/i18n/catalogues/safety-words.ts'
import type { checkerRun } from '../../../lib/i18n/messages/en/checker-run.ts'
import type { ConsoleEntry } from '../../../sandbox/protocol.ts'
import { prepareFrame, renameFrame } from '../../../sandbox/sandbox.ts'
import { FixPrompt } from '../../components/fix-prompt.tsx'
import { useMessages } from '../../frame/use-messages.ts'
import { usePageContext } from '../../frame/use-page-context.tsx'
import { ExplainSection } from '../explain-app/explain-section.tsx'
import { setLessonComplete } from '../progress/progress-store.ts'
import { useProgress } from '../progress/use-stored.ts'
import { isClean, preloadSafetyReport, runSafetyReport, type SafetyReportData } from '../safety-report/run-safety-report.ts'
import { SafetyReport, safetySummary } from '../safety-report/safety-report.tsx'
import { AppConsole, MOST_CONSOLE_LINES } from './app-console.tsx'
import { errorFixPrompt, explainError, likelySpelling, whereOf } from './app-errors.ts'
import { cannotRun } from './cannot-run.ts'
import { CannotRunNotice } from './cannot-run-notice.tsx'
import { fixPrompt, type RunVerdict, verdictOf } from './check-verdict.ts'
import { CodeFiles } from './code-files.tsx'
import type { MarkupFinding } from './markup/markup-words.ts'
import { MarkupReport } from './markup-report.tsx'
import type { CheckProjectProps, ProjectCheck } from './project-check.ts'
import { type RunOutcome, runCheck } from './run-check.ts'
import { type LearnerFilesState, useLearnerFiles } from './use-learner-files.ts'

type CheckerRunWords = typeof checkerRun

interface Result extends RunVerdict {
  check: ProjectCheck
  /** The first error the app did not catch while this requirement ran. */
  error?: ConsoleEntry
}

/** The markup check (markup/markup-check.ts, with the validator): a chunk fetched when a check runs. A failure to load it hides nothing else. */
const checkMarkup = (html: string, t: CheckerRunWords): Promise<MarkupFinding[] | undefined> =>
  import('./markup/markup-check.ts').then(
    (module) => module.checkMarkup(html, t),
    () => undefined,
  )

type Verdict = 'passed' | 'not-yet' | 'unsure'

/** The words of each verdict (the one rule for marking a project complete is said with them: t.completionRule). */
const VERDICT_WORDS = { passed: 'passed', 'not-yet': 'notYet', unsure: 'notSure' } as const satisfies Record<Verdict, keyof CheckerRunWords>

/** The checker itself, loaded when the learner opens it on a project's page: its files are kept under the project's own key. */
export function CheckerPanel(props: CheckProjectProps & { explainIntro: ReactNode }) {
  const learner = useLearnerFiles(`fztv-check-${props.lesson}`)
  return <ProjectChecker {...props} learner={learner} />
}

export interface ProjectCheckerProps extends CheckProjectProps {
  /** The files checked, and where they are kept: the project's own, or the playground's. */
  learner: LearnerFilesState
  /** What "Explain your app" does, said at its top (ExplainSection's `intro`). */
  explainIntro?: ReactNode
  /** Focus the instructions once the checker appears: on a project's page, after the learner opened it; not in the playground, where they are still choosing the project. */
  focusOnOpen?: boolean
}

/** The files, 'Run and check', the app and the report, for a project page's checker or the playground's chosen project. */
export function ProjectChecker({
  lesson,
  projectTitle,
  checks,
  change: projectChange,
  learner,
  explainIntro,
  focusOnOpen = true,
}: ProjectCheckerProps) {
  // The ids of its status and its error's heading: one checker on a page at a time.
  const idBase = `fztv-check-${lesson}`
  const { files, change, clear, holdsKey, keepAway } = learner
  const [running, setRunning] = useState(false)
  const [results, setResults] = useState<Result[]>()
  const [markup, setMarkup] = useState<MarkupFinding[]>([])
  const [safety, setSafety] = useState<SafetyReportData>()
  const [announcement, setAnnouncement] = useState('')
  const [consoleLines, setConsoleLines] = useState<ConsoleEntry[]>([])
  const [notRunnable, setNotRunnable] = useState<ReturnType<typeof cannotRun>>()
  const host = useRef<HTMLDivElement>(null)
  const progress = useProgress()
  const hint = useRef<HTMLParagraphElement>(null)
  const t = useMessages(checkerRunMessages)
  const safetyT = useMessages(safetyWordsMessages)
  const locale = usePageContext().locale ?? 'en'
  // Focus on the instructions, not in a text box: on a phone a text box opens the keyboard, which hides them.
  useEffect(() => {
    if (focusOnOpen) hint.current?.focus()
  }, [focusOnOpen])
  const run = async () => {
    if (!host.current || running) return
    setResults(undefined)
    setSafety(undefined)
    setMarkup([])
    const unrunnable = cannotRun(files)
    setNotRunnable(unrunnable)
    if (unrunnable) {
      host.current.replaceChildren()
      setAnnouncement(t.cannotRunStatus)
      return
    }
    setRunning(true)
    // The second report's code and the markup check download while the requirements run, not after them.
    preloadSafetyReport()
    const markupChecked = checkMarkup(files.html, t)
    setAnnouncement(t.checkingApp)
    const collected: Result[] = []
    // An app that froze before its page loaded freezes that way on every run of these files, whatever the
    // requirement: the rest get the same verdict at once, rather than 5 s of a frozen app each.
    let frozenWhileLoading: RunOutcome | undefined
    // The console under the app shows the frame on screen: each requirement's in turn, then the last one's.
    const listenFromNow = () => {
      setConsoleLines([])
      return (entry: ConsoleEntry) => setConsoleLines((lines) => (lines.length < MOST_CONSOLE_LINES ? [...lines, entry] : lines))
    }
    for (const [index, check] of checks.entries()) {
      setAnnouncement(t.checkingRequirement(index + 1, checks.length))
      let outcome: RunOutcome
      let error: ConsoleEntry | undefined
      const show = listenFromNow()
      const onConsole = (entry: ConsoleEntry) => {
        if (entry.level === 'uncaught') error ??= entry
        show(entry)
      }
      try {
        outcome =
          frozenWhileLoading ??
          (await runCheck(host.current, files, check.steps, index > 0 ? 'afterCheck' : 'fresh', onConsole, false, locale, t))
      } catch (error) {
        outcome = { kind: 'error', message: String((error as Error).message) }
      }
      if (outcome.kind === 'timeout' && outcome.whileLoading) frozenWhileLoading = outcome
      collected.push({ check, ...verdictOf(outcome, t), ...(error && { error }) })
    }
    const mistakes = (await markupChecked) ?? []
    const passed = collected.filter((result) => result.passed).length
    const requirementsSummary = mistakes.length
      ? t.markupFirst(mistakes.length, passed, checks.length)
      : passed === checks.length
        ? t.allPassed(checks.length)
        : t.somePassed(passed, checks.length)
    setMarkup(mistakes)
    setResults(collected)
    setAnnouncement(t.checkingSafety(requirementsSummary))
    // The second report runs the app once more, in a fresh frame that then stays for the learner to look at.
    const report = await runSafetyReport(host.current, files, safetyT, {
      frozen: frozenWhileLoading !== undefined,
      afterCheck: true,
      onConsole: listenFromNow(),
      locale,
    })
    renameFrame(host.current, t.lastFrameTitle)
    // A key in the files: this browser stops keeping them, and the files say so (code-files.tsx).
    if (report.findings.some((finding) => finding.kind === 'secret')) keepAway()
    setSafety(report)
    setRunning(false)
    setAnnouncement(`${requirementsSummary} ${safetySummary(report, safetyT)}`)
  }
  const verdict = (result: Result): Verdict => (!result.passed ? 'not-yet' : markup.length ? 'unsure' : 'passed')
  const allPassed = results?.every((result) => verdict(result) === 'passed')
  const safetyClean = safety !== undefined && isClean(safety)
  // The first error the app did not catch comes first: it is usually why the requirements after it fail.
  const appError = results?.find((result) => !result.passed && result.error)?.error
  const spelling = appError && likelySpelling(appError.text, files)
  const stoppedByError = (result: Result) => appError !== undefined && !result.passed && result.error !== undefined
  const errorPrompt =
    appError &&
    errorFixPrompt(t, projectTitle, appError, results?.filter(stoppedByError).map((result) => result.check.text) ?? [], spelling)
  const complete = progress?.has(lesson) ?? false
  return (
    <div className="checker">
      <CodeFiles files={files} onChange={change} onClear={clear} holdsKey={holdsKey} hintRef={hint} />
      <button type="button" className="button button-primary" onClick={run} disabled={running} aria-describedby={`${idBase}-status`}>
        {t.runAndCheck}
      </button>
      <p className="checker-status" id={`${idBase}-status`} role="status">
        {announcement}
      </p>
      {notRunnable && <CannotRunNotice reason={notRunnable} Heading="h3" />}
      {results && markup.length > 0 && <MarkupReport findings={markup} projectTitle={projectTitle} Heading="h3" />}
      {appError && (
        <section className="check-error" aria-labelledby={`${idBase}-error`}>
          <h3 id={`${idBase}-error`}>{t.appStopped}</h3>
          <p>
            <code className="check-error-message">{appError.text}</code>
            {t.errorIn}
            {whereOf(appError, t)}.
          </p>
          <p>{explainError(appError.text, t)}</p>
          {spelling && (
            <p>
              {t.didYouMean}
              <code>{spelling.right}</code>
              {t.scriptSays}
              <code>{spelling.written}</code>.
            </p>
          )}
          {markup.length > 0 && <p>{t.fromMarkup}</p>}
          <FixPrompt prompt={errorPrompt ?? ''} />
        </section>
      )}
      {results && (
        <ol className="check-report" aria-label={t.checkResults}>
          {results.map((result) => (
            <li
              key={result.check.text}
              className="check-result"
              data-passed={result.passed ? (markup.length ? 'unsure' : 'true') : 'false'}
            >
              {/* A heading per requirement: a screen reader jumps from one result (and its fix prompt) to the next by headings. */}
              <h3 className="check-result-line">
                {verdict(result) === 'passed' ? (
                  <CircleCheck aria-hidden="true" size={18} />
                ) : verdict(result) === 'unsure' ? (
                  <CircleAlert aria-hidden="true" size={18} />
                ) : (
                  <CircleDashed aria-hidden="true" size={18} />
                )}
                <strong>{t[VERDICT_WORDS[verdict(result)]]}:</strong> {result.check.text}
              </h3>
              {verdict(result) === 'unsure' && <p>{t.workedRepaired}</p>}
              {stoppedByError(result) && <p>{t.stoppedAtError}</p>}
              {!result.passed && !stoppedByError(result) && (
                <>
                  <p>{t.expectedFound(result.expected ?? '', result.found ?? '')}</p>
                  <FixPrompt prompt={fixPrompt(t, projectTitle, result.check.text, result)} />
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {safety && <SafetyReport report={safety} />}
      {allPassed && safety && (
        <div className="check-complete">
          <p>
            {t.everyPassed} {safetyClean ? t.wellDone : t.lookAtSafety}
          </p>
          <p>{t.completionRule}</p>
          <button
            type="button"
            className="button button-secondary"
            aria-pressed={complete}
            onClick={() => setLessonComplete(lesson, !complete)}
          >
            {complete ? t.markedComplete : t.markComplete}
          </button>
        </div>
      )}
      {/* Once the requirements pass and the report has finished running, questions about the learner's own code. */}
      {allPassed && safety && !running && (
        <ExplainSection
          lesson={lesson}
          files={files}
          requirements={checks}
          change={projectChange}
          runCheck={runCheck}
          prepareFrame={prepareFrame}
          intro={explainIntro}
        />
      )}
      <div className="sandbox-host" ref={host} />
      {(running || results) && <AppConsole entries={consoleLines} Heading="h3" />}
    </div>
  )
}
