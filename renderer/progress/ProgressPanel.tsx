import { ArrowRight, BookOpen, RotateCcw } from 'lucide-react'
import { useId, useRef } from 'react'
import { resetProgress, useProgress } from './progressStore.ts'

export interface SectionSummary {
  number: number
  title: string
}

/**
 * 'Your progress' on home and /guide: how many sections are complete, a link
 * to the first unfinished one ('Continue where you left off') and 'Reset
 * progress', which asks first. The server (and a browser without JavaScript)
 * shows a start link in the same layout, so nothing moves when progress appears.
 */
export function ProgressPanel({ sections }: { sections: SectionSummary[] }) {
  const progress = useProgress()
  const dialog = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const completeCount = sections.filter(({ number }) => progress?.has(`section${number}`)).length
  const next = sections.find(({ number }) => !progress?.has(`section${number}`))
  const started = completeCount > 0 || (progress?.size ?? 0) > 0

  // Short enough for two lines on the narrowest phone: the status line has room for exactly two.
  let status = 'Mark sections complete as you go; your progress stays in this browser.'
  if (progress !== undefined) {
    status = next ? `${completeCount} of ${sections.length} sections complete` : `All ${sections.length} sections complete. Well done!`
  }

  return (
    <section className="progress-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="progress-panel-heading">
        Your progress
      </h2>
      <p className="progress-panel-status">{status}</p>
      <progress className="progress-panel-bar" max={sections.length} value={completeCount} aria-label="Sections complete" />
      <div className="progress-panel-actions">
        {next ? (
          // The icon leads: the text grows once progress is known, and nothing before it may move.
          <a className="button button-primary" href={`/section${next.number}`}>
            <BookOpen aria-hidden="true" size={18} />
            {started ? 'Continue where you left off: ' : 'Start with '}Section {next.number}
          </a>
        ) : (
          <a className="button button-primary" href="/projects">
            Build a project <ArrowRight aria-hidden="true" size={18} />
          </a>
        )}
        <button
          type="button"
          className="button button-ghost progress-panel-reset"
          data-visible={started}
          disabled={!started}
          onClick={() => dialog.current?.showModal()}
        >
          <RotateCcw aria-hidden="true" size={16} /> Reset progress
        </button>
      </div>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`${headingId}-confirm`}>
        <h2 id={`${headingId}-confirm`}>Reset your progress?</h2>
        <p>This clears every section and project you marked complete in this browser. It cannot be undone.</p>
        <form method="dialog" className="button-row">
          {/* Cancel first: the dialog focuses it on opening, so Enter does not erase by accident. */}
          <button type="submit" className="button button-secondary">
            Cancel
          </button>
          <button type="submit" className="button button-primary" onClick={resetProgress}>
            Yes, reset progress
          </button>
        </form>
      </dialog>
    </section>
  )
}
