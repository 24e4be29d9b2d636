import { island } from '../../islands/island.tsx'
import { ProgressPanel } from './progress-panel.tsx'
import { PROGRESS_STORAGE_KEYS } from './progress-store.ts'

/** The learner's progress through the course. */
export default island('progress-panel', ProgressPanel, { hydrateAtLoadIf: () => ({ storedIn: PROGRESS_STORAGE_KEYS }) })
