import { LINK_FRAGMENT_PREFIX } from '../../renderer/features/progress/progress-link.ts'
import { island } from '../../renderer/islands/island.tsx'
import { ProgressTransfer } from './progress-transfer.tsx'

/** A progress link opened here: what it would add is shown as the page loads. */
const linkOpened = { fragment: LINK_FRAGMENT_PREFIX } as const

/** Saving, loading and moving this browser's progress: hydrated on first use. */
export default island('progress-transfer', ProgressTransfer, { hydrateAtLoadIf: () => linkOpened })
