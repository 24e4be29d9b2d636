import { island } from '../../islands/island.tsx'
import { ProgressMark } from './progress-mark.tsx'
import { PROGRESS_STORAGE_KEYS } from './progress-store.ts'

/** A lesson's 'Completed' mark, from the progress kept in this browser. */
export default island('progress-mark', ProgressMark, { hydrateAtLoadIf: () => ({ storedIn: PROGRESS_STORAGE_KEYS }) })
