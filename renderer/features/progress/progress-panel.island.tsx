import { island } from '../../islands/island.tsx'
import { ProgressPanel } from './progress-panel.tsx'

/** The learner's progress through the course. */
export default island('progress-panel', ProgressPanel)
