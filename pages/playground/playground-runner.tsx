import { Play, ShieldCheck } from 'lucide-react'
import { type ComponentType, lazy, Suspense, useId, useRef, useState } from 'react'
import { projectChecksApiUrl, readProjectChecks } from '../../course/project-checks.ts'
import { readApiAnswer } from '../../lib/api.ts'
import { checkerRunMessages } from '../../lib/i18n/catalogues/checker-run.ts'
import type { Locale } from '../../lib/i18n/locale.ts'
import { loadMessages, messagesIn } from '../../lib/i18n/messages.ts'
import { AppConsole, MOST_CONSOLE_LINES } from '../../renderer/features/project-checker/app-console.tsx'
import { cannotRun } from '../../renderer/features/project-checker/cannot-run.ts'
import { CannotRunNotice } from '../../renderer/features/project-checker/cannot-run-notice.tsx'
import type { ProjectCheckerProps } from '../../renderer/features/project-checker/checker-panel.tsx'
import { CodeFiles } from '../../renderer/features/project-checker/code-files.tsx'
import type { CheckProjectProps } from '../../renderer/features/project-checker/project-check.ts'
import { type LearnerFilesState, useLearnerFiles } from '../../renderer/features/project-checker/use-learner-files.ts'
import type { SafetyReportData } from '../../renderer/features/safety-report/run-safety-report.ts'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { usePageContext } from '../../renderer/frame/use-page-context.tsx'
import type { ConsoleEntry } from '../../sandbox/protocol.ts'

// The report's words and components load with the report, not with the page.
// The report's module defines its words' catalogue: the page's language of it is loaded before the report draws.
const loadReport = (locale: Locale) =>
  import('../../renderer/features/safety-report/safety-report.tsx').then((module) => loadMessages(locale).then(() => module))

/** Where the learner's files are kept: the runner hydrates at load when they are (playground-runner.island.tsx). */
export const PLAYGROUND_STORAGE_KEY = 'fztv-playground'

type Checker = ComponentType<ProjectCheckerProps>

/** A learning project as the page names it; its checks load when it is chosen. */
type ProjectName = Pick<CheckProjectProps, 'lesson' | 'projectTitle'>

/**
 * The playground: the learner's last files come back from this browser, and
 * a project chooser. With no project, the files, Run and the sandbox; with
 * one, the project's own checker on the same files (its requirements, the
 * report, and Explain your app once they pass), whose code and the project's
 * checks load only then (at `checksVersion`, this build's: an address whose
 * answer never changes, course/project-checks-version.ts).
 */
export function PlaygroundRunner({ projects, checksVersion }: { projects: ProjectName[]; checksVersion: string }) {
  const id = useId()
  const learner = useLearnerFiles(PLAYGROUND_STORAGE_KEY)
  const [lesson, setLesson] = useState('')
  const [ProjectChecker, setProjectChecker] = useState<Checker>()
  // The checks of each project chosen so far, by lesson.
  const [loaded, setLoaded] = useState<Record<string, CheckProjectProps>>({})
  const [failed, setFailed] = useState(false)
  const t = useMessages(checkerRunMessages)
  const locale = usePageContext().locale ?? 'en'
  const named = projects.find((one) => one.lesson === lesson)
  const project = loaded[lesson]
  const choose = (chosen: string) => {
    setLesson(chosen)
    setFailed(false)
    if (!chosen) return
    const failing = () => setFailed(true)
    if (!loaded[chosen])
      fetch(projectChecksApiUrl(chosen, checksVersion, locale))
        .then((response) => readApiAnswer(response, readProjectChecks))
        .then((answer) => (answer.ok ? setLoaded((all) => ({ ...all, [chosen]: answer.body })) : failing()), failing)
    if (ProjectChecker) return
    // The checker's code and words load now, as on a project's page (check-project.tsx): imported here, not through a
    // loader both share, since a module of its own would be one more chunk on every project page.
    import('../../renderer/features/project-checker/checker-panel.tsx')
      .then((module) => loadMessages(locale).then(() => module))
      .then((module) => setProjectChecker(() => module.ProjectChecker), failing)
  }
  return (
    <>
      <div className="playground-project">
        <label htmlFor={`${id}-project`}>{t.playgroundProject}</label>
        <select
          id={`${id}-project`}
          value={lesson}
          aria-describedby={`${id}-project-hint`}
          onChange={(event) => choose(event.currentTarget.value)}
        >
          <option value="">{t.playgroundNoProject}</option>
          {projects.map((one) => (
            <option key={one.lesson} value={one.lesson}>
              {one.projectTitle}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-project-hint`}>{t.playgroundProjectHint}</p>
      {!named ? (
        <JustRun learner={learner} />
      ) : ProjectChecker && project ? (
        <section className="playground-check" aria-labelledby={`${id}-checking`}>
          <h2 id={`${id}-checking`}>{t.playgroundChecking(project.projectTitle)}</h2>
          {/* A checker of its own per project: another project's report and questions do not describe these requirements.
              No intro above its questions: the hint under the chooser has said what they do. */}
          <ProjectChecker key={project.lesson} {...project} learner={learner} focusOnOpen={false} />
        </section>
      ) : (
        <p role={failed ? 'alert' : 'status'}>{failed ? t.playgroundCouldNotLoad : t.playgroundLoading}</p>
      )}
    </>
  )
}

/** With no project chosen: the files, Run, "Check for everyone and safety" and the sandbox. */
function JustRun({ learner }: { learner: LearnerFilesState }) {
  const { files, change, clear, holdsKey, keepAway } = learner
  const [status, setStatus] = useState('')
  const [report, setReport] = useState<SafetyReportData>()
  const [checking, setChecking] = useState(false)
  const [consoleLines, setConsoleLines] = useState<ConsoleEntry[]>()
  const [notRunnable, setNotRunnable] = useState<ReturnType<typeof cannotRun>>()
  const host = useRef<HTMLDivElement>(null)
  const t = useMessages(checkerRunMessages)
  const locale = usePageContext().locale ?? 'en'
  const [SafetyReport] = useState(() => lazy(() => loadReport(locale).then(({ SafetyReport }) => ({ default: SafetyReport }))))
  const run = async () => {
    if (!host.current) return
    setReport(undefined)
    const unrunnable = cannotRun(files)
    setNotRunnable(unrunnable)
    if (unrunnable) {
      host.current.replaceChildren()
      setConsoleLines(undefined)
      setStatus(t.cannotRunStatus)
      return
    }
    setStatus(t.running)
    setConsoleLines([])
    const { runApp } = await import('../../sandbox/sandbox.ts')
    const outcome = await runApp(host.current, t.appFrameTitle, files, (entry) =>
      setConsoleLines((lines = []) => (lines.length < MOST_CONSOLE_LINES ? [...lines, entry] : lines)),
    )
    setStatus(outcome.kind === 'timeout' ? t.timedOut : outcome.kind === 'unavailable' ? `${t.foundUnavailable}.` : t.runningBelow)
  }
  const checkEveryone = async () => {
    if (!host.current || checking) return
    setChecking(true)
    setReport(undefined)
    // The safety report runs the app in a frame of its own: the console of the last run no longer describes it.
    setConsoleLines(undefined)
    setNotRunnable(undefined)
    setStatus(t.checkingEveryone)
    const [{ runSafetyReport }, { safetySummary }, { safetyWordsMessages }] = await Promise.all([
      import('../../renderer/features/safety-report/run-safety-report.ts'),
      loadReport(locale),
      import('../../lib/i18n/catalogues/safety-words.ts'),
    ])
    const safetyT = messagesIn(safetyWordsMessages, locale)
    const result = await runSafetyReport(host.current, files, safetyT, { locale })
    // A key in the files: this browser stops keeping them, and the files say so (code-files.tsx).
    if (result.findings.some((finding) => finding.kind === 'secret')) keepAway()
    setReport(result)
    setChecking(false)
    setStatus(t.checkedEveryone(safetySummary(result, safetyT)))
  }
  return (
    <>
      <CodeFiles files={files} onChange={change} onClear={clear} holdsKey={holdsKey} />
      <button type="button" className="button button-primary needs-js" onClick={run}>
        <Play aria-hidden="true" size={18} /> {t.run}
      </button>{' '}
      <button type="button" className="button button-secondary needs-js" onClick={checkEveryone} disabled={checking}>
        <ShieldCheck aria-hidden="true" size={18} /> {t.checkEveryone}
      </button>
      <p className="sandbox-status" role="status">
        {status}
      </p>
      {report && (
        <Suspense fallback={null}>
          <SafetyReport report={report} />
        </Suspense>
      )}
      {notRunnable && <CannotRunNotice reason={notRunnable} Heading="h2" />}
      <div className="sandbox-host" ref={host} />
      {consoleLines && <AppConsole entries={consoleLines} Heading="h2" />}
    </>
  )
}
