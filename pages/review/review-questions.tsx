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
import { lessonQuestions } from './check-questions.ts'

/** Questions shown at once: few enough to answer in a minute or two. */
const BATCH_SIZE = 3

interface ReviewSection {
  number: number
  title: string
  questionIds: string[]
}

/** The questions read so far, by key, and the lessons read (each question of theirs is among them, or they could not be read). */
interface Read {
  questions: ReadonlyMap<string, CheckQuestion>
  lessons: ReadonlySet<string>
}

const lessonOf = (key: string) => key.slice(0, key.indexOf('/'))

/**
 * The review itself. Progress lives in this browser, so the server (and a
 * browser without JavaScript) can only explain that and point to the checks
 * on the section pages; once hydrated, the questions due replace that text in
 * the same reserved area (.review-area), so nothing below it moves into view.
 * The page carries no question: those on screen are read from their section
 * pages (check-questions.ts), then those due next.
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
  const [read, setRead] = useState<Read>({ questions: new Map(), lessons: new Set() })
  // Answers given on lesson pages, or carried from the first format, get their dates here.
  useEffect(() => void scheduleWaitingAnswers(), [])
  useEffect(() => {
    if (round > 0) heading.current?.focus()
  }, [round])

  const known = progress !== undefined && results !== undefined && (progress.size > 0 || results.size > 0)
  const lessons = sections.map(({ number, questionIds }) => ({ lesson: `section${number}`, questionIds }))
  const now = Date.now()
  const due = known ? dueQuestions(lessons, progress, results, now) : []
  const dueKeys = due.map(({ lesson, questionId }) => questionKey(lesson, questionId))
  const shownKeys = batchKeys ?? dueKeys.slice(0, BATCH_SIZE)
  // The lessons to read, one after another: those of the questions on screen, then of those likely next.
  const toRead = [...new Set([...shownKeys, ...dueKeys.slice(0, 2 * BATCH_SIZE)].map(lessonOf))].filter(
    (lesson) => !read.lessons.has(lesson),
  )
  const nextToRead = toRead[0]
  useEffect(() => {
    if (nextToRead === undefined) return
    let current = true
    const done = (questions: ReadonlyMap<string, CheckQuestion>) => {
      if (current)
        setRead((before) => ({
          questions: new Map([...before.questions, ...questions]),
          lessons: new Set([...before.lessons, nextToRead]),
        }))
    }
    lessonQuestions(nextToRead).then(done, () => done(new Map()))
    return () => {
      current = false
    }
  }, [nextToRead])

  // Nothing stored, or not read yet (the server, and a page whose islands
  // hydrate on first use): one HTML for both, so the page does not change
  // when it hydrates. Without JavaScript it explains why the page cannot
  // know; with it, there is nothing to review.
  if (!known) {
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

  if (shownKeys.length === 0)
    return <NothingToReview progress={progress} sections={sections} next={nextDue(lessons, progress, results, now)} heading={heading} />

  if (shownKeys.some((key) => !read.lessons.has(lessonOf(key))))
    return (
      <p className="review-loading" role="status">
        Finding the questions due…
      </p>
    )

  const items: (CheckItem & { section: ReviewSection })[] = shownKeys.flatMap((key) => {
    const section = sections.find(({ number }) => `section${number}` === lessonOf(key))
    const question = read.questions.get(key)
    return section && question ? [{ key, name: answerParam(key), question, section }] : []
  })
  if (items.length === 0) return <CouldNotRead sections={sections} keys={shownKeys} />
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

/** The questions due could not be read (offline, and their section pages not saved): where to answer them instead. */
function CouldNotRead({ sections, keys }: { sections: ReviewSection[]; keys: string[] }) {
  const shown = sections.filter(({ number }) => keys.some((key) => lessonOf(key) === `section${number}`))
  return (
    <div className="review-empty">
      <h2>The questions due could not be loaded</h2>
      <p>This browser could not open the sections they come from (it may be offline). Try again later, or answer them on their pages:</p>
      <CheckLinks sections={shown} />
    </div>
  )
}

/** A link to each section's knowledge check. */
function CheckLinks({ sections }: { sections: ReviewSection[] }) {
  return (
    <ul className="review-section-links">
      {sections.map(({ number, title }) => (
        <li key={number}>
          <a href={`${sectionPath(number)}#${CHECK_HEADING_ID}`}>
            Section {number}: {title}
          </a>
        </li>
      ))}
    </ul>
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
      <CheckLinks sections={sections.filter(({ questionIds }) => questionIds.length > 0)} />
    </div>
  )
}
