import { useEffect, useId, useState } from 'react'
import { liveCheckMessages } from '../../lib/i18n/catalogues/live-check.ts'
import { reviewMessages } from '../../lib/i18n/catalogues/review.ts'
import { PAGES } from '../../lib/paths.ts'
import { dayInWords } from '../../renderer/features/live-app-check/live-check-result.ts'
import { useLiveCheckResults } from '../../renderer/features/progress/live-check-store.ts'
import { useCheckResults, useProgress } from '../../renderer/features/progress/progress-store.ts'
import { dueQuestions, type LessonQuestions, nextDue, reviewDay } from '../../renderer/features/progress/review.ts'
import { scheduleWaitingAnswers } from '../../renderer/features/progress/schedule-waiting.ts'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { usePageContext } from '../../renderer/frame/use-page-context.tsx'

/** What the browser said when asked to keep the site's storage (navigator.storage.persisted()). */
type Kept = 'unknown' | 'kept' | 'not-kept' | 'unsupported'

/** The message of each answer. */
const KEPT_KEY = { unknown: 'keptUnknown', kept: 'kept', 'not-kept': 'notKept', unsupported: 'keptUnsupported' } as const satisfies Record<
  Kept,
  string
>

/**
 * The top of /progress, what a learner comes to see: how many lessons and
 * answers this browser keeps, the questions due, and whether the browser
 * promised to keep them. Dashes until hydrated (the HTML is the same for
 * everyone); the ways to save or move the progress are an island of their
 * own below (progress-transfer.tsx), hydrated when used.
 */
export function ProgressCounts({
  sections,
  lessonCount,
  questionCount,
}: {
  sections: LessonQuestions[]
  /** How many lessons and questions the course has, to count against. */
  lessonCount: number
  questionCount: number
}) {
  const lessons = useProgress()
  const answers = useCheckResults()
  const liveChecks = useLiveCheckResults()
  const liveCheckText = useMessages(liveCheckMessages)
  const locale = usePageContext().locale ?? 'en'
  const [kept, setKept] = useState<Kept>('unknown')
  const id = useId()
  const t = useMessages(reviewMessages)

  useEffect(() => {
    // Answers given on lesson pages, or carried from the first format, get their dates here.
    void scheduleWaitingAnswers()
    const storage = globalThis.navigator?.storage
    if (!storage?.persisted) setKept('unsupported')
    else
      storage.persisted().then(
        (granted) => setKept(granted ? 'kept' : 'not-kept'),
        () => setKept('unsupported'),
      )
  }, [])

  const now = Date.now()
  const due = lessons && answers ? dueQuestions(sections, lessons, answers, now).length : 0
  const next = lessons && answers && due === 0 ? nextDue(sections, lessons, answers, now) : undefined

  return (
    <section aria-labelledby={`${id}-kept`}>
      <h2 id={`${id}-kept`}>{t.whatKept}</h2>
      <dl className="progress-counts">
        <div>
          <dt>{t.lessonsComplete}</dt>
          <dd>{lessons ? t.countOf(lessons.size, lessonCount) : '–'}</dd>
        </div>
        <div>
          <dt>{t.checkAnswers}</dt>
          <dd>{answers ? t.countOf(answers.size, questionCount) : '–'}</dd>
        </div>
        <div>
          <dt>{t.review}</dt>
          <dd>
            {due > 0 ? <a href={PAGES.review}>{t.dueToday(due)}</a> : t.noneDueToday}
            {next === undefined ? null : ` ${t.nextReview(reviewDay(next))}`}
          </dd>
        </div>
        <div>
          <dt>{liveCheckText.progressLabel}</dt>
          <dd>
            {!liveChecks
              ? '–'
              : liveChecks.size === 0
                ? liveCheckText.progressNone
                : [...liveChecks]
                    .sort(([one], [other]) => one.localeCompare(other, 'en', { numeric: true }))
                    .map(([lesson, { passed, total, day }]) => (
                      <span key={lesson} className="live-check-entry">
                        {liveCheckText.progressEntry(Number(lesson.replace(/\D/g, '')), passed, total, dayInWords(day, locale))}
                      </span>
                    ))}
          </dd>
        </div>
      </dl>
      <p className="progress-kept">{t[KEPT_KEY[kept]]}</p>
    </section>
  )
}
