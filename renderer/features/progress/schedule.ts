/**
 * Spaced review: when each answered question comes back, by FSRS (ts-fsrs, a
 * maintained and typed implementation). A right answer is graded Good and
 * pushes the question out (2 days after a first answer, then about 11, 46,
 * 160); a wrong one is graded Again and brings it back the next day (one
 * relearning step of a day, and no same-day learning steps). No random fuzz,
 * so every browser computes the same dates from the same answers.
 *
 * A chunk of its own, fetched by scheduleWaitingAnswers (schedule-waiting.ts)
 * on /progress and /review only, after they have loaded: lesson pages, home
 * and /guide never load it. They read the dates it stored, and until it has
 * run, the provisional date review.ts gives an answer it has not seen yet.
 */
import { type Card, createEmptyCard, fsrs, Rating, State } from 'ts-fsrs'
import { type CheckResult, type CheckResults, DAY_MS, hasWaitingAnswers, isScheduled, type ReviewCard } from './review-card.ts'

const scheduler = fsrs({ enable_fuzz: false, learning_steps: [], relearning_steps: ['1d'] })

function fsrsCard(card: ReviewCard): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: Math.round((card.due - card.last) / DAY_MS),
    learning_steps: 0,
    reps: card.reps,
    lapses: card.lapses,
    state: State.Review,
    last_review: new Date(card.last),
  }
}

/** The result with its answer scheduled on top of the card from the answer before (a new card for a first answer). */
export function scheduleAnswer(result: CheckResult): CheckResult {
  if (isScheduled(result)) return result
  const answeredAt = new Date(result.at)
  const before = result.card ? fsrsCard(result.card) : createEmptyCard(answeredAt)
  const { card } = scheduler.next(before, answeredAt, result.right ? Rating.Good : Rating.Again)
  return {
    ...result,
    card: {
      due: card.due.getTime(),
      stability: card.stability,
      difficulty: card.difficulty,
      reps: card.reps,
      lapses: card.lapses,
      last: result.at,
    },
  }
}

/** The results with every answer not yet scheduled scheduled; the same map when there was none. */
export function scheduleAll(results: CheckResults): CheckResults {
  if (!hasWaitingAnswers(results)) return results
  return new Map([...results].map(([key, result]) => [key, scheduleAnswer(result)]))
}
