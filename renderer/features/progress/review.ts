/**
 * Which knowledge-check questions are due today: those of the sections the
 * learner marked complete that were never answered, or whose scheduled date
 * (schedule.ts) falls today or earlier. Shared by the home and /guide
 * 'Your progress' panel, /progress and /review, so all of them agree. It only
 * reads stored dates (or gives a provisional one): the scheduler itself stays
 * off every page but /progress and /review.
 */
import { type Progress, questionKey } from './progress-store.ts'
import { type CheckResult, type CheckResults, DAY_MS, FIRST_RIGHT_WAIT_DAYS, isScheduled } from './review-card.ts'

/** A lesson and the ids of its check's questions, in page order. */
export interface LessonQuestions {
  /** 'section3'. */
  lesson: string
  questionIds: string[]
}

export interface DueQuestion {
  lesson: string
  questionId: string
  /** When it falls due; undefined when never answered. */
  due: number | undefined
}

/**
 * When a result falls due: its card's date once the scheduler (schedule.ts)
 * has seen its answer. Before that (an answer given on a lesson page since
 * the learner last opened /progress or /review), a provisional date the
 * scheduler never makes earlier: the next day for a wrong answer and two days
 * on for a first right one (exactly what it gives), and for a right answer
 * after earlier ones, the wait the question had before (it gives at least that).
 */
export function dueAt(result: CheckResult): number {
  if (isScheduled(result) && result.card) return result.card.due
  if (!result.right) return result.at + DAY_MS
  const waitBefore = result.card ? result.card.due - result.card.last : 0
  return result.at + Math.max(FIRST_RIGHT_WAIT_DAYS * DAY_MS, waitBefore)
}

/** The start of the local day after `now`: what falls due before it is due today. */
export function startOfTomorrow(now: number): number {
  const date = new Date(now)
  date.setHours(24, 0, 0, 0)
  return date.getTime()
}

/** Every question of the complete lessons, with when it falls due (undefined: never answered, so due now). */
function questionsOfComplete(lessons: readonly LessonQuestions[], complete: Progress, results: CheckResults): DueQuestion[] {
  return lessons
    .filter(({ lesson }) => complete.has(lesson))
    .flatMap(({ lesson, questionIds }) =>
      questionIds.map((questionId) => {
        const result = results.get(questionKey(lesson, questionId))
        return { lesson, questionId, due: result ? dueAt(result) : undefined }
      }),
    )
}

/**
 * The questions due today, soonest due first: never-answered ones first (in
 * course order), then by the date they fell due.
 */
export function dueQuestions(lessons: readonly LessonQuestions[], complete: Progress, results: CheckResults, now: number): DueQuestion[] {
  const endOfToday = startOfTomorrow(now)
  const due = questionsOfComplete(lessons, complete, results).filter((question) => (question.due ?? 0) < endOfToday)
  // Array.prototype.sort is stable: equal dates keep the course order.
  return due.sort((a, b) => (a.due ?? Number.NEGATIVE_INFINITY) - (b.due ?? Number.NEGATIVE_INFINITY))
}

/** When the next question not due today falls due, or undefined when none is waiting. */
export function nextDue(lessons: readonly LessonQuestions[], complete: Progress, results: CheckResults, now: number): number | undefined {
  const endOfToday = startOfTomorrow(now)
  const later = questionsOfComplete(lessons, complete, results)
    .map(({ due }) => due ?? 0)
    .filter((due) => due >= endOfToday)
  return later.length > 0 ? Math.min(...later) : undefined
}

/** The day of the next review, 'Mon, Nov 30', in the learner's language and time zone: short, so the home panel's status keeps to two lines on a phone. */
export function reviewDay(due: number): string {
  return new Date(due).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' })
}
