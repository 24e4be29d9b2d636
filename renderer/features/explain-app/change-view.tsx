import { useEffect, useRef, useState } from 'react'
import { CopyButton } from '../../components/copy-button.tsx'
import type { ProjectChange } from '../project-checker/project-check.ts'
import type { Removal } from './lines-that-matter.ts'
import { type Messages, stopWords } from './words.ts'

/** What checking the change found, in words. */
function verdictOf(t: Messages, change: ProjectChange, removal: Removal): string {
  switch (removal.kind) {
    case 'works':
      return t.changePassed(change.text)
    case 'fails':
      return t.changeNotYet(removal.expected, removal.found)
    case 'stops':
      return t.changeStops(stopWords(t, removal.why))
  }
}

/**
 * "Change it": one small change to the learner's finished app, written as a
 * requirement, with a CLEAR prompt to start from. The prompt fades as the
 * project's own does: handed over where the project hands over its prompt,
 * behind "Compare with our prompt" (a native <details>) where the learner
 * writes their own. "Check my change" runs the change's steps against the
 * files in the checker's boxes, as any requirement is checked: the learner
 * pastes their changed files there first.
 */
export function ChangeView({
  id,
  t,
  lesson,
  change,
  check,
  onChecked,
}: {
  id: string
  t: Messages
  lesson: string
  change: ProjectChange
  /** Runs the change's steps against the files in the boxes now. */
  check: () => Promise<Removal>
  onChecked: (status: string) => void
}) {
  const asked = useRef<HTMLHeadingElement>(null)
  // The button that asked has gone: the question takes the focus, and Tab goes on to the prompt.
  useEffect(() => asked.current?.focus(), [])
  const [checking, setChecking] = useState(false)
  // The verdict shows in the section's status line, under the question, as the other questions' do.
  const run = async () => {
    if (checking) return
    setChecking(true)
    onChecked(t.changeRunning)
    const removal = await check()
    setChecking(false)
    onChecked(verdictOf(t, change, removal))
  }
  const prompt = (
    <div className="check-fix">
      <pre>{change.prompt}</pre>
      <CopyButton text={change.prompt} label={t.changeCopy} />
    </div>
  )
  return (
    <div className="explain-question explain-change">
      <p className="explain-kind">
        <strong>{t.changeKind}</strong> {t.changePractises} <a href={lesson}>{t.changeLessonTitle}</a>).
      </p>
      <h4 className="explain-ask" id={`${id}-change`} ref={asked} tabIndex={-1}>
        {t.changeAsk(change.text)}
      </h4>
      <p>{t.changeHowTo}</p>
      {change.ownPrompt ? (
        <>
          <p>{t.changeOwnPrompt}</p>
          <details className="own-prompt-compare">
            <summary>{t.changeCompare}</summary>
            {prompt}
          </details>
        </>
      ) : (
        <>
          <p>{t.changePromptIntro}</p>
          {prompt}
        </>
      )}
      <button type="button" className="button button-primary" onClick={run} disabled={checking} aria-describedby={`${id}-change`}>
        {t.changeCheck}
      </button>
    </div>
  )
}
