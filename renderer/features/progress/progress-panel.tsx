import { ArrowRight, BookOpen, RotateCcw } from 'lucide-react'
import { type ReactNode, useId, useRef } from 'react'
import { progressMessages } from '../../../lib/i18n/catalogues/progress.ts'
import { PAGES, sectionPath } from '../../../lib/paths.ts'
import { useMessages } from '../../frame/use-messages.ts'
import { resetProgress } from './progress-store.ts'
import { dueQuestions, nextDue, reviewDay } from './review.ts'
import { useCheckResults, useProgress } from './use-stored.ts'

/** The confirm button's value: the dialog's returnValue once it closed by resetting. */
const RESET = 'reset'

export interface SectionSummary {
  number: number
  title: string
  /** Its knowledge check's question ids, for the count of questions to review. */
  checkIds: string[]
}

/**
 * 'Your progress' on home and /guide: how many sections are complete, a link
 * to the first unfinished one ('Continue with Section n') and 'Reset
 * progress', which asks first. The server (and a browser without JavaScript)
 * shows a start link in the same layout, so nothing moves when progress appears.
 */
export function ProgressPanel({ sections }: { sections: SectionSummary[] }) {
  const progress = useProgress()
  const results = useCheckResults()
  const dialog = useRef<HTMLDialogElement>(null)
  const continueLink = useRef<HTMLAnchorElement>(null)
  const headingId = useId()
  const completeCount = sections.filter(({ number }) => progress?.has(`section${number}`)).length
  const t = useMessages(progressMessages)
  const next = sections.find(({ number }) => !progress?.has(`section${number}`))
  // A finished project counts as a start too, even before any section is complete.
  const started = (progress?.size ?? 0) > 0

  // Short enough for one line on a wide panel and two on the narrowest phone (the room .progress-panel-status keeps).
  // Until something is marked it says how, as the server's HTML does: a first
  // visit shows the same panel before and after it hydrates.
  let status: ReactNode = (
    <>
      <span className="scripting-only">{t.panelHint}</span>
      <span className="no-scripting-only">{t.panelWithoutScripting}</span>
    </>
  )
  if (started) {
    status = next ? t.sectionsComplete(completeCount, sections.length) : t.allSectionsComplete(sections.length)
  }
  // Questions due today (/review), or when the next one is, said in the status line, so it takes no new room.
  const lessons = sections.map(({ number, checkIds }) => ({ lesson: `section${number}`, questionIds: checkIds }))
  const now = Date.now()
  const dueToday = progress && results ? dueQuestions(lessons, progress, results, now).length : 0
  const nextDate = progress && results && dueToday === 0 ? nextDue(lessons, progress, results, now) : undefined

  return (
    <section className="progress-panel" aria-labelledby={headingId}>
      {/* Reset sits small beside the heading, away from Continue: hidden until there is something to reset, it
          keeps its room in this row, where that room is no blank line. */}
      <div className="progress-panel-top">
        <h2 id={headingId} className="progress-panel-heading">
          {t.panelHeading}
        </h2>
        <button
          type="button"
          className="button button-ghost button-small progress-panel-reset"
          data-visible={started}
          disabled={!started}
          onClick={() => {
            // A returnValue outlives the dialog's closing: clear the last answer.
            if (!dialog.current) return
            dialog.current.returnValue = ''
            dialog.current.showModal()
          }}
        >
          <RotateCcw aria-hidden="true" size={16} /> {t.reset}
          <span className="visually-hidden">{t.resetHidden}</span>
        </button>
      </div>
      <p className="progress-panel-status">
        {status}
        {dueToday > 0 ? (
          <>
            {' '}
            <a href={PAGES.review}>{t.dueToday(dueToday)}</a>
          </>
        ) : null}
        {nextDate === undefined ? null : ` ${t.nextReview(reviewDay(nextDate))}`}
      </p>
      <progress className="progress-panel-bar" max={sections.length} value={completeCount} aria-label={t.sectionsCompleteLabel} />
      <div className="progress-panel-actions">
        {next ? (
          // Always two short lines after a leading icon, so the link keeps its size when progress appears.
          <a ref={continueLink} className="button button-primary progress-panel-continue" href={sectionPath(next.number)}>
            <BookOpen aria-hidden="true" size={18} />
            <span>
              <span className="progress-panel-line">{started ? t.continueWith : t.startHere}</span>{' '}
              <span className="progress-panel-line">{t.section(next.number)}</span>
            </span>
          </a>
        ) : (
          <a className="button button-primary" href={PAGES.projects}>
            {t.buildProject} <ArrowRight aria-hidden="true" size={18} />
          </a>
        )}
      </div>
      <p className="progress-panel-more">
        <a href={PAGES.progress}>{t.allProgress}</a>
      </p>
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby={`${headingId}-confirm`}
        // After a reset the dialog would give the focus back to Reset progress, now hidden: the start link takes it instead.
        onClose={(event) => {
          if (event.currentTarget.returnValue === RESET) continueLink.current?.focus()
        }}
      >
        <h2 id={`${headingId}-confirm`}>{t.resetQuestion}</h2>
        <p>{t.resetWarning}</p>
        <form method="dialog" className="button-row">
          {/* Cancel first: the dialog focuses it on opening, so Enter does not erase by accident. */}
          <button type="submit" className="button button-secondary">
            {t.cancel}
          </button>
          {/* It erases: coloured as a warning, not as the way forward. */}
          <button type="submit" className="button button-danger" value={RESET} onClick={resetProgress}>
            {t.confirmReset}
          </button>
        </form>
      </dialog>
    </section>
  )
}
