import { Circle, CircleCheck } from 'lucide-react'
import { CHECK_HEADING_ID } from '../../../lib/knowledge-check.ts'
import { usePageContext } from '../../frame/use-page-context.tsx'
import { setLessonComplete, useProgress } from './progress-store.ts'

/**
 * 'Mark as complete' at the end of a section or project page: a toggle kept
 * in this browser. The lesson is the page's path ('/section3' → 'section3').
 * It needs JavaScript, so it stays invisible (its space kept) until the page
 * runs it; stored progress hydrates it as the page loads, before it shows.
 * With JavaScript off a sentence stands in its place instead of a blank gap.
 * Once complete, the button says so and the line beside it says how to undo.
 * On a page with a knowledge check, a line suggests taking it first; marking
 * never requires it.
 */
export function MarkComplete({ checkQuestions = 0 }: { checkQuestions?: number }) {
  const lesson = usePageContext().urlPathname.slice(1)
  const progress = useProgress()
  const complete = progress?.has(lesson) ?? false
  return (
    <div className="mark-complete needs-js">
      {checkQuestions > 0 ? (
        // First, so the status text appearing after the button moves nothing; hidden (its room kept) once complete.
        <p className="mark-complete-hint" data-visible={!complete}>
          Before you mark it, try the <a href={`#${CHECK_HEADING_ID}`}>knowledge check</a>: {checkQuestions} quick questions.
        </p>
      ) : null}
      <button
        type="button"
        className="button button-secondary"
        aria-pressed={complete}
        onClick={() => setLessonComplete(lesson, !complete)}
      >
        {complete ? <CircleCheck aria-hidden="true" size={18} /> : <Circle aria-hidden="true" size={18} />}
        {complete ? 'Completed' : 'Mark as complete'}
      </button>
      <p className="mark-complete-status" role="status">
        {complete ? 'Completed. Saved in this browser; press the button again to undo.' : ''}
      </p>
      <p className="mark-complete-without-js">Marking lessons complete needs JavaScript, which is off in this browser.</p>
    </div>
  )
}
