import { lazy, type RefObject, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { reviewMessages } from '../../lib/i18n/catalogues/review.ts'
import { answerParam, CHECK_HEADING_ID, type CheckQuestion } from '../../lib/knowledge-check.ts'
import { PAGES, sectionPath } from '../../lib/paths.ts'
import { CheckForm, type CheckItem } from '../../renderer/features/knowledge-check/check-form.tsx'
import { EXPLAIN_KEY } from '../../renderer/features/progress/explain-key.ts'
import { type Progress, questionKey, saveCheckResults } from '../../renderer/features/progress/progress-store.ts'
import { dueQuestions, nextDue, reviewDay } from '../../renderer/features/progress/review.ts'
import { scheduleWaitingAnswers } from '../../renderer/features/progress/schedule-waiting.ts'
import { subscribeToStoredChanges } from '../../renderer/features/progress/stored-changes.ts'
import { useCheckResults, useProgress } from '../../renderer/features/progress/use-stored.ts'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { lessonQuestions } from './check-questions.ts'

/** The questions about the learner's own app: a part of its own, loaded only when this browser keeps such answers. */
const ExplainReview = lazy(() => import('./explain-review.tsx').then(({ ExplainReview }) => ({ default: ExplainReview })))

/** Whether this browser keeps any answer, read without parsing them: what /review's island checks before it loads the part that asks them. */
function useHasExplainResults(): boolean {
  return useSyncExternalStore(
    subscribeToStoredChanges,
    () => {
      try {
        return (localStorage.getItem(EXPLAIN_KEY) ?? '{}') !== '{}'
      } catch {
        return false
      }
    },
    () => false,
  )
}

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
  const hasExplain = useHasExplainResults()
  const explain = hasExplain ? (
    <Suspense fallback={null}>
      <ExplainReview />
    </Suspense>
  ) : null
  return (
    <>
      {explain}
      <KnowledgeCheckReview sections={sections} />
    </>
  )
}

/** The knowledge-check questions due. */
function KnowledgeCheckReview({ sections }: { sections: ReviewSection[] }) {
  const progress = useProgress()
  const results = useCheckResults()
  // The questions on screen stay put while they show their feedback (a right answer leaves the due list at once);
  // 'Next questions' picks again. Undefined: the first few due.
  const [batchKeys, setBatchKeys] = useState<string[] | undefined>(undefined)
  const [round, setRound] = useState(0)
  const t = useMessages(reviewMessages)
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
        {t.findingQuestions}
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
        {reviewCount(due.length, t)}
      </h2>
      <ul className="review-sources">
        {items.map(({ key, section }, index) => (
          <li key={key}>
            {t.questionFrom(index + 1)}
            <a href={`${sectionPath(section.number)}#${CHECK_HEADING_ID}`}>{t.sectionTitled(section.number, section.title)}</a>
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
            {t.nextQuestions}
          </button>
        </p>
      ) : null}
    </div>
  )
}

/** The batch's heading. It counts what is still due, so once every question on screen is answered it says so while they show their feedback. */
function reviewCount(due: number, t: typeof import('../../lib/i18n/messages/en/review.ts').review): string {
  return due === 0 ? t.noneLeftToday : t.dueToday(due)
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
  const t = useMessages(reviewMessages)
  return (
    <div className="review-empty">
      <h2 ref={heading} tabIndex={-1}>
        {t.nothingToReview}
      </h2>
      <p>
        {progress.size === 0 ? t.reviewEmptyFirst : t.reviewEmptyDone}
        {next === undefined ? null : ` ${t.nextReview(reviewDay(next))}`}
      </p>
      {nextSection ? (
        <p>
          <a className="button button-primary" href={sectionPath(nextSection.number)}>
            {t.continueWithSection(nextSection.number, nextSection.title)}
          </a>
        </p>
      ) : (
        <p>
          <a className="button button-primary" href={PAGES.projects}>
            {t.finishedGuide}
          </a>
        </p>
      )}
    </div>
  )
}

/** The questions due could not be read (offline, and their section pages not saved): where to answer them instead. */
function CouldNotRead({ sections, keys }: { sections: ReviewSection[]; keys: string[] }) {
  const shown = sections.filter(({ number }) => keys.some((key) => lessonOf(key) === `section${number}`))
  const t = useMessages(reviewMessages)
  return (
    <div className="review-empty">
      <h2>{t.couldNotLoad}</h2>
      <p>{t.couldNotLoadWhy}</p>
      <CheckLinks sections={shown} />
    </div>
  )
}

/** A link to each section's knowledge check. */
function CheckLinks({ sections }: { sections: ReviewSection[] }) {
  const t = useMessages(reviewMessages)
  return (
    <ul className="review-section-links">
      {sections.map(({ number, title }) => (
        <li key={number}>
          <a href={`${sectionPath(number)}#${CHECK_HEADING_ID}`}>{t.sectionTitled(number, title)}</a>
        </li>
      ))}
    </ul>
  )
}

/** What a browser without JavaScript shows: why review needs it, and where the checks are without it. */
function WithoutJavaScript({ sections }: { sections: ReviewSection[] }) {
  const t = useMessages(reviewMessages)
  return (
    <div className="review-fallback">
      <h2>{t.reviewNeedsBrowser}</h2>
      <p>{t.reviewNeedsBrowserWhy}</p>
      <p>{t.explainNeedsBrowser}</p>
      <p>{t.stillTakeChecks}</p>
      <CheckLinks sections={sections.filter(({ questionIds }) => questionIds.length > 0)} />
    </div>
  )
}
