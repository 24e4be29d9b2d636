import { LINK_FRAGMENT_PREFIX } from '../../renderer/features/progress/progress-link.ts'
import { PROGRESS_STORAGE_KEYS } from '../../renderer/features/progress/progress-store.ts'
import { island } from '../../renderer/islands/island.tsx'
import { ProgressOverview } from './progress-overview.tsx'

/** What this browser keeps, and saving, loading and moving it; a progress link opened here hydrates it at load. */
export default island('progress-overview', ProgressOverview, {
  hydrateAtLoadIf: () => ({ storedIn: PROGRESS_STORAGE_KEYS, fragment: LINK_FRAGMENT_PREFIX }),
})
