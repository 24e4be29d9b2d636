import { island } from '../../islands/island.tsx'
import { MarkComplete } from './mark-complete.tsx'
import { PROGRESS_STORAGE_KEYS } from './progress-store.ts'

/** The lesson's 'Mark as complete' control. */
export default island('mark-complete', MarkComplete, { hydrateAtLoadIf: () => ({ storedIn: PROGRESS_STORAGE_KEYS }) })
