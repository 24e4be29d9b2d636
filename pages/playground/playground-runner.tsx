import { Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { CodeFiles } from '../../renderer/features/project-checker/code-files.tsx'
import { EMPTY_FILES, loadFiles, saveFiles } from '../../renderer/features/project-checker/learner-files.ts'
import type { LearnerFiles } from '../../renderer/features/project-checker/protocol.ts'

/** Where the learner's files are kept: the runner hydrates at load when they are (playground-runner.island.tsx). */
export const PLAYGROUND_STORAGE_KEY = 'fztv-playground'

/** The playground's files, Run button and sandbox: the learner's last files come back from this browser. */
export function PlaygroundRunner() {
  const [files, setFiles] = useState<LearnerFiles>(EMPTY_FILES)
  const [status, setStatus] = useState('')
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    setFiles(loadFiles(PLAYGROUND_STORAGE_KEY))
  }, [])
  const change = (next: LearnerFiles) => {
    setFiles(next)
    saveFiles(PLAYGROUND_STORAGE_KEY, next)
  }
  const run = async () => {
    if (!host.current) return
    setStatus('Running your app…')
    const { runApp, TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } = await import('../../renderer/features/project-checker/sandbox.ts')
    const outcome = await runApp(host.current, files)
    setStatus(
      outcome.kind === 'timeout'
        ? `${TIMEOUT_MESSAGE}. Look for a loop that never ends, fix it and run again.`
        : outcome.kind === 'unavailable'
          ? `${UNAVAILABLE_MESSAGE}.`
          : 'Your app is running below.',
    )
  }
  return (
    <>
      <CodeFiles files={files} onChange={change} />
      <button type="button" className="button button-primary needs-js" onClick={run}>
        <Play aria-hidden="true" size={18} /> Run
      </button>
      <p className="sandbox-status" role="status">
        {status}
      </p>
      <div className="sandbox-host" ref={host} />
    </>
  )
}
