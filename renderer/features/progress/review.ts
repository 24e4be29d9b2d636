/**
 * Which knowledge-check questions wait for review: those of the
 * sections the learner marked complete that they got wrong last time or have
 * not answered yet. Shared by the home and /guide 'Your progress' panel (the
 * count) and /review (the questions), so both always agree.
 */
import { type CheckResults, type Progress, questionKey } from './progress-store.ts'

/** A lesson and the ids of its check's questions, in page order. */
export interface LessonQuestions {
  /** 'section3'. */
  lesson: string
  questionIds: string[]
}

export interface DueQuestion {
  lesson: string
  questionId: string
  /** When it was last answered (wrongly); undefined when never answered. */
  at: number | undefined
}

/**
 * The questions due, oldest first: never-answered ones count as the oldest
 * (in course order), then wrong answers from the longest ago.
 */
export function dueQuestions(lessons: readonly LessonQuestions[], complete: Progress, results: CheckResults): DueQuestion[] {
  const due: DueQuestion[] = []
  for (const { lesson, questionIds } of lessons) {
    if (!complete.has(lesson)) continue
    for (const questionId of questionIds) {
      const result = results.get(questionKey(lesson, questionId))
      if (!result?.right) due.push({ lesson, questionId, at: result?.at })
    }
  }
  // Array.prototype.sort is stable: equal times keep the course order.
  return due.sort((a, b) => (a.at ?? Number.NEGATIVE_INFINITY) - (b.at ?? Number.NEGATIVE_INFINITY))
}
