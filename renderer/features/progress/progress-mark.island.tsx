import { island } from '../../islands/island.tsx'
import { ProgressMark } from './progress-mark.tsx'

/** A lesson's 'Completed' mark, from the progress kept in this browser. */
export default island('progress-mark', ProgressMark)
