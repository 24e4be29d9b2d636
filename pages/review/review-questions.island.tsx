import { PROGRESS_STORAGE_KEYS } from '../../renderer/features/progress/progress-store.ts'
import { island } from '../../renderer/islands/island.tsx'
import { ReviewQuestions } from './review-questions.tsx'

/** The questions due for review, drawn from this browser's progress. */
export default island('review-questions', ReviewQuestions, { hydrateAtLoadIf: () => ({ storedIn: PROGRESS_STORAGE_KEYS }) })
