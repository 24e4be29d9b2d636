import { type RefObject, useEffect, useRef, useState } from 'react'
import { answerParam, CHECK_HEADING_ID, type CheckQuestion } from '../../lib/knowledge-check.ts'
import { PAGES, sectionPath } from '../../lib/paths.ts'
import { CheckForm, type CheckItem } from '../../renderer/features/knowledge-check/check-form.tsx'
import {
  type Progress,
  questionKey,
  saveCheckResults,
  useCheckResults,
  useProgress,
} from '../../renderer/features/progress/progress-store.ts'
import { dueQuestions, dueTodayText, nextDue, nextDueText } from '../../renderer/features/progress/review.ts'
import { scheduleWaitingAnswers } from '../../renderer/features/progress/schedule-waiting.ts'

/** Questions shown at once: few enough to answer in a minute or two. */
const BATCH_SIZE = 3

interface ReviewSection {
  number: number
  title: string
  questions: CheckQuestion[]
}

/**
 * The review itself. Progress lives in this browser, so the server (and a
 * browser without JavaScript) can only explain that and point to the checks
 * on the section pages; once hydrated, the questions due replace that text in
 * the same reserved area (.review-area), so nothing below it moves into view.
 */
export function ReviewQuestions({ sections }: { sections: ReviewSection[] }) {
  const progress = useProgress()
  const results = useCheckResults()
  // The questions on screen stay put while they show their feedback (a right answer leaves the due list at once);
  // 'Next questions' picks again. Undefined: the first few due.
  const [batchKeys, setBatchKeys] = useState<string[] | undefined>(undefined)
  const [round, setRound] = useState(0)
  // After 'Next questions' the focus goes to the heading over them, not left by the button at the bottom.
  const heading = useRef<HTMLHeadingElement>(null)
  // Answers given on lesson pages, or carried from the first format, get their dates here.
  useEffect(() => void scheduleWaitingAnswers(), [])
  useEffect(() => {
    if (round > 0) heading.current?.focus()
  }, [round])

  // Nothing stored, or not read yet (the server, and a page whose islands
  // hydrate on first use): one HTML for both, so the page does not change
  // when it hydrates. Without JavaScript it explains why the page cannot
  // know; with it, there is nothing to review.
  if (progress === undefined || results === undefined || (progress.size === 0 && results.size === 0)) {
    return (
      <>
        <div className="only-without-js">
          <WithoutJavaScript sections={sections} />
        </div>
        <div className="only-with-js">
          <NothingToReview progress={new Set()} sections={sections} />
        </div>
      </>
    )
  }

  const lessons = sections.map(({ number, questions }) => ({ lesson: `section${number}`, questionIds: questions.map((q) => q.id) }))
  const now = Date.now()
  const due = dueQuestions(lessons, progress, results, now)
  const dueKeys = due.map(({ lesson, questionId }) => questionKey(lesson, questionId))
  const shownKeys = batchKeys ?? dueKeys.slice(0, BATCH_SIZE)

  if (shownKeys.length === 0)
    return <NothingToReview progress={progress} sections={sections} next={nextDue(lessons, progress, results, now)} heading={heading} />

  const items: (CheckItem & { section: ReviewSection })[] = shownKeys.flatMap((key) => {
    const [lesson, questionId] = key.split('/') as [string, string]
    const section = sections.find(({ number }) => `section${number}` === lesson)
    const question = section?.questions.find(({ id }) => id === questionId)
    return section && question ? [{ key, name: answerParam(key), question, section }] : []
  })
  const stillDue = dueKeys.filter((key) => !shownKeys.includes(key)).length

  return (
    <div className="review-batch">
      <h2 ref={heading} tabIndex={-1}>
        {reviewCount(due.length)}
      </h2>
      <ul className="review-sources">
        {items.map(({ key, section }, index) => (
          <li key={key}>
            Question {index + 1} is from{' '}
            <a href={`${sectionPath(section.number)}#${CHECK_HEADING_ID}`}>
              Section {section.number}: {section.title}
            </a>
          </li>
        ))}
      </ul>
      <CheckForm
        key={round}
        items={items}
        action={PAGES.review}
        sent={false}
        onChecked={(checked) => {
          setBatchKeys(shownKeys)
          saveCheckResults(checked)
          void scheduleWaitingAnswers()
        }}
      />
      {stillDue > 0 || batchKeys !== undefined ? (
        <p className="review-next">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setBatchKeys(undefined)
              setRound((value) => value + 1)
            }}
          >
            Next questions
          </button>
        </p>
      ) : null}
    </div>
  )
}

/** The batch's heading. It counts what is still due, so once every question on screen is answered it says so while they show their feedback. */
function reviewCount(due: number): string {
  return due === 0 ? 'No questions left for today' : dueTodayText(due)
}

/** No question due today: says why and when the next one is, and points on to the next section or to the projects. */
function NothingToReview({
  progress,
  sections,
  next,
  heading,
}: {
  progress: Progress
  sections: ReviewSection[]
  next?: number | undefined
  heading?: RefObject<HTMLHeadingElement | null>
}) {
  const nextSection = sections.find(({ number }) => !progress.has(`section${number}`))
  return (
    <div className="review-empty">
      <h2 ref={heading} tabIndex={-1}>
        Nothing to review today
      </h2>
      <p>
        {progress.size === 0
          ? 'Questions come here from the sections you mark complete: the ones you have not answered yet, and each answered one again when it is due.'
          : 'You answered every question due so far. Each comes back when it is due: soon after a wrong answer, later after a right one.'}
        {next === undefined ? null : ` ${nextDueText(next)}`}
      </p>
      {nextSection ? (
        <p>
          <a className="button button-primary" href={sectionPath(nextSection.number)}>
            Continue with Section {nextSection.number}: {nextSection.title}
          </a>
        </p>
      ) : (
        <p>
          <a className="button button-primary" href={PAGES.projects}>
            You finished the guide: build a project
          </a>
        </p>
      )}
    </div>
  )
}

/** What a browser without JavaScript shows: why review needs it, and where the checks are without it. */
function WithoutJavaScript({ sections }: { sections: ReviewSection[] }) {
  return (
    <div className="review-fallback">
      <h2>Review works in the browser that holds your progress</h2>
      <p>
        Your progress and your knowledge-check results are saved only in the browser where you took the lessons, never on our server. This
        page reads them there with JavaScript, so with JavaScript off, or on another device, it cannot tell which questions you missed.
      </p>
      <p>You can still take any section's knowledge check on its page:</p>
      <ul className="review-section-links">
        {sections
          .filter(({ questions }) => questions.length > 0)
          .map(({ number, title }) => (
            <li key={number}>
              <a href={`${sectionPath(number)}#${CHECK_HEADING_ID}`}>
                Section {number}: {title}
              </a>
            </li>
          ))}
      </ul>
    </div>
  )
}
