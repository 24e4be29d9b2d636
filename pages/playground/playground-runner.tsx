import { Play, ShieldCheck } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { checkerRunMessages } from '../../lib/i18n/catalogues/checker-run.ts'
import type { Locale } from '../../lib/i18n/locale.ts'
import { loadMessages, messagesIn } from '../../lib/i18n/messages.ts'
import { AppConsole, MOST_CONSOLE_LINES } from '../../renderer/features/project-checker/app-console.tsx'
import { cannotRun } from '../../renderer/features/project-checker/cannot-run.ts'
import { CannotRunNotice } from '../../renderer/features/project-checker/cannot-run-notice.tsx'
import { CodeFiles } from '../../renderer/features/project-checker/code-files.tsx'
import { useLearnerFiles } from '../../renderer/features/project-checker/use-learner-files.ts'
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

/** The playground's files, Run button and sandbox: the learner's last files come back from this browser. */
export function PlaygroundRunner() {
  const { files, change, clear, holdsKey, keepAway } = useLearnerFiles(PLAYGROUND_STORAGE_KEY)
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
