import { Circle, CircleCheck } from 'lucide-react'
import { markCompleteMessages } from '../../../lib/i18n/catalogues/lesson-pages.ts'
import { CHECK_HEADING_ID } from '../../../lib/knowledge-check.ts'
import { useMessages } from '../../frame/use-messages.ts'
import { usePageContext } from '../../frame/use-page-context.tsx'
import { questionKey, rightAnswers, setLessonComplete } from './progress-store.ts'
import { useCheckResults, useProgress } from './use-stored.ts'

/**
 * 'Mark as complete' at the end of a section or project page: a toggle kept
 * in this browser. The lesson is the page's path ('/section3' → 'section3').
 * It needs JavaScript, so it stays invisible (its space kept) until the page
 * runs it; stored progress hydrates it as the page loads, before it shows.
 * With JavaScript off a sentence stands in its place instead of a blank gap.
 * On a page with a knowledge check, a line above the button suggests taking
 * it first (once taken, how many answers are right, or that all are); marking
 * never requires it. Once complete, the line that says so and how to undo takes
 * that line's place, so no blank line is left and nothing moves.
 */
export function MarkComplete({ checkIds = [] }: { checkIds?: string[] }) {
  const lesson = usePageContext().urlPathname.slice(1)
  const t = useMessages(markCompleteMessages)
  const progress = useProgress()
  const results = useCheckResults()
  const complete = progress?.has(lesson) ?? false
  const answered = results !== undefined && checkIds.some((id) => results.has(questionKey(lesson, id)))
  const right = results ? rightAnswers(results, lesson, checkIds) : 0
  const checkLink = <a href={`#${CHECK_HEADING_ID}`}>{t.knowledgeCheck}</a>
  const status = (
    <p className="mark-complete-status" role="status">
      {complete ? t.completedStatus : ''}
    </p>
  )
  return (
    <div className="mark-complete needs-js">
      {checkIds.length > 0 ? (
        <div className="mark-complete-lines">
          {complete ? null : (
            <p className="mark-complete-hint">
              {!answered ? (
                <>
                  {t.tryCheckBefore}
                  {checkLink}
                  {t.tryCheckAfter(checkIds.length)}
                </>
              ) : right < checkIds.length ? (
                <>
                  {t.rightSoFarBefore(right, checkIds.length)}
                  {checkLink}
                  {t.rightSoFarAfter(right)}
                </>
              ) : (
                t.allRight(checkIds.length)
              )}
            </p>
          )}
          {status}
        </div>
      ) : null}
      <button
        type="button"
        className="button button-secondary"
        aria-pressed={complete}
        onClick={() => setLessonComplete(lesson, !complete)}
      >
        {complete ? <CircleCheck aria-hidden="true" size={18} /> : <Circle aria-hidden="true" size={18} />}
        {complete ? t.completed : t.markComplete}
      </button>
      {checkIds.length > 0 ? null : status}
      <p className="mark-complete-without-js">{t.markNeedsScripting}</p>
    </div>
  )
}
