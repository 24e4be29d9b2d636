import { island } from '../../islands/island.tsx'
import { CheckScore } from './check-score.tsx'
import { PROGRESS_STORAGE_KEYS } from './progress-store.ts'

/** A section's knowledge-check score, from the progress kept in this browser. */
export default island('check-score', CheckScore, { hydrateAtLoadIf: () => ({ storedIn: PROGRESS_STORAGE_KEYS }) })
