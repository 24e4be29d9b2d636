import { island } from '../../islands/island.tsx'
import { MarkComplete } from './mark-complete.tsx'

/** The lesson's 'Mark as complete' control. */
export default island('mark-complete', MarkComplete)
