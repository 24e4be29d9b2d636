import { Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { projectPath } from '../../lib/paths.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import { CodeFiles } from '../../renderer/features/project-checker/code-files.tsx'
import { EMPTY_FILES, loadFiles, saveFiles } from '../../renderer/features/project-checker/learner-files.ts'
import type { LearnerFiles } from '../../renderer/features/project-checker/protocol.ts'

const STORAGE_KEY = 'fztv-playground'

/** /playground: paste any HTML, CSS and JavaScript and run it in the sandbox frame, with no checks. */
export default function Page() {
  const [files, setFiles] = useState<LearnerFiles>(EMPTY_FILES)
  const [ready, setReady] = useState(false)
  const [status, setStatus] = useState('')
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    setFiles(loadFiles(STORAGE_KEY))
    setReady(true)
  }, [])
  const change = (next: LearnerFiles) => {
    setFiles(next)
    saveFiles(STORAGE_KEY, next)
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
      <Hero title="Playground" subtitle="Paste the files your Agent wrote and see your app run, safely, right here." />
      <div className="container playground">
        <p className="playground-intro">
          An app your Agent writes is usually three files: <code>index.html</code> (what is on the page), <code>style.css</code> (how it
          looks) and <code>script.js</code> (what it does). Paste them below and press Run: your app appears underneath, in a sealed-off
          frame where it cannot reach this site, your data or the internet. To test a learning project against its requirements, use Check
          my project on its page, for example the <a href={projectPath(3)}>to-do list</a>.
        </p>
        <noscript>
          <p className="notice">Running an app here needs JavaScript. Turn it on in your browser to use the playground.</p>
        </noscript>
        <CodeFiles files={files} onChange={change} />
        <button type="button" className="button button-primary" onClick={run} disabled={!ready}>
          <Play aria-hidden="true" size={18} /> Run
        </button>
        <p className="sandbox-status" role="status">
          {status}
        </p>
        <div className="sandbox-host" ref={host} />
      </div>
    </>
  )
}
