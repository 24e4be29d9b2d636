/**
 * Scheduling the stored answers that wait for it: those given on a lesson
 * page, carried from the first format, or merged from a file or a link. Only
 * /progress and /review import this, and the scheduler itself (schedule.ts,
 * with ts-fsrs) is fetched as a chunk of its own when it runs, so neither
 * page's first load pays for it either.
 */
import { saveProgress, storedProgress } from './progress-store.ts'
import { hasWaitingAnswers } from './review-card.ts'

/**
 * Schedules and stores every waiting answer; offline with the scheduler not
 * saved, they keep their provisional dates (review.ts). With none waiting
 * (a first visit, or all scheduled already) the scheduler is not fetched.
 */
export function scheduleWaitingAnswers(): Promise<void> {
  if (!hasWaitingAnswers(storedProgress().answers)) return Promise.resolve()
  return import('./schedule.ts').then(
    ({ scheduleAll }) => {
      const { lessons, answers } = storedProgress()
      const scheduled = scheduleAll(answers)
      if (scheduled !== answers) saveProgress({ lessons, answers: scheduled })
    },
    () => undefined,
  )
}
