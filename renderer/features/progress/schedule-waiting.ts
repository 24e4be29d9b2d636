/**
 * Scheduling the stored answers that wait for it: those given on a lesson
 * page, carried from the first format, or merged from a file or a link. Only
 * /progress and /review import this, and the scheduler itself (schedule.ts,
 * with ts-fsrs) is fetched as a chunk of its own when it runs, so neither
 * page's first load pays for it either.
 */
import { saveProgress, storedProgress } from './progress-store.ts'

/** Schedules and stores every waiting answer; offline with the scheduler not saved, they keep their provisional dates (review.ts). */
export function scheduleWaitingAnswers(): Promise<void> {
  return import('./schedule.ts').then(
    ({ scheduleAll }) => {
      const { lessons, answers } = storedProgress()
      const scheduled = scheduleAll(answers)
      if (scheduled !== answers) saveProgress({ lessons, answers: scheduled })
    },
    () => undefined,
  )
}
