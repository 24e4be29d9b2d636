import { explainReview as en } from '../messages/en/explain-review.ts'
import { explainReview as es } from '../messages/es/explain-review.ts'
import type { Catalogue } from '../messages.ts'

/** /review's questions about the learner's own app: both languages in the part that asks them (a chunk loaded only when this browser keeps such answers), not in /review's or /progress's first load. */
export const explainReviewMessages: Catalogue<typeof en> = { en, es }
