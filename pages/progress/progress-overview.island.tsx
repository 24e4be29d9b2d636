import { LINK_FRAGMENT_PREFIX } from '../../renderer/features/progress/progress-link.ts'
import { PROGRESS_STORAGE_KEYS } from '../../renderer/features/progress/progress-store.ts'
import { island } from '../../renderer/islands/island.tsx'
import { ProgressOverview } from './progress-overview.tsx'

/** It shows this browser's progress, or a progress link opened here: either hydrates it as the page loads. */
const shownAtLoad = { storedIn: PROGRESS_STORAGE_KEYS, fragment: LINK_FRAGMENT_PREFIX }

/** What this browser keeps, and saving, loading and moving it. */
export default island('progress-overview', ProgressOverview, { hydrateAtLoadIf: () => shownAtLoad })
