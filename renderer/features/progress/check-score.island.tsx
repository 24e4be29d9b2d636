import { island } from '../../islands/island.tsx'
import { CheckScore } from './check-score.tsx'

/** A section's knowledge-check score, from the progress kept in this browser. */
export default island('check-score', CheckScore)
