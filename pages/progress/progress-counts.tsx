import { useId } from 'react'
import { liveCheckMessages } from '../../lib/i18n/catalogues/live-check.ts'
import { reviewMessages } from '../../lib/i18n/catalogues/review.ts'
import { plainPartAttributes } from '../../lib/island-markup.ts'
import type { LessonQuestions } from '../../renderer/features/progress/review.ts'
import { useMessages } from '../../renderer/frame/use-messages.ts'

/** What the counts are counted against: written in the page for the plain code that shows them. */
export interface CountsProps {
  sections: LessonQuestions[]
  /** How many lessons and questions the course has, to count against. */
  lessonCount: number
  questionCount: number
}

/** Where each count goes (data-count), for progress-counts.plain.ts. */
export type CountSlot = 'lessons' | 'answers' | 'review' | 'live-checks' | 'kept'

/**
 * The top of /progress, what a learner comes to see: how many lessons and
 * answers this browser keeps, the questions due, and whether the browser
 * promised to keep them. The server writes it with dashes (its HTML is the
 * same for everyone); in the browser a few lines of plain code
 * (progress-counts.plain.ts) fill in this browser's counts as the page
 * loads, and again after every change, with no React: React DOM's evaluation
 * alone was the page's longest task (docs/performance.md). The ways to save
 * or move the progress are an island below (progress-transfer.tsx),
 * hydrated when used.
 */
export function ProgressCounts(props: CountsProps) {
  const liveCheckText = useMessages(liveCheckMessages)
  const id = useId()
  const t = useMessages(reviewMessages)
  const slot = (name: CountSlot) => ({ 'data-count': name })
  return (
    <section aria-labelledby={`${id}-kept`} {...plainPartAttributes('progress-counts', props)}>
      <h2 id={`${id}-kept`}>{t.whatKept}</h2>
      <dl className="progress-counts">
        <div>
          <dt>{t.lessonsComplete}</dt>
          <dd {...slot('lessons')}>–</dd>
        </div>
        <div>
          <dt>{t.checkAnswers}</dt>
          <dd {...slot('answers')}>–</dd>
        </div>
        <div>
          <dt>{t.review}</dt>
          <dd {...slot('review')}>{t.noneDueToday}</dd>
        </div>
        <div>
          <dt>{liveCheckText.progressLabel}</dt>
          <dd {...slot('live-checks')}>–</dd>
        </div>
      </dl>
      <p className="progress-kept" {...slot('kept')}>
        {t.keptUnknown}
      </p>
    </section>
  )
}
