import { LINK_FRAGMENT_PREFIX } from '../../renderer/features/progress/link-fragment.ts'
import { lazyIsland } from '../../renderer/islands/island.tsx'

/** A progress link opened here: what it would add is shown as the page loads. */
const linkOpened = { fragment: LINK_FRAGMENT_PREFIX } as const

/** Its code: files, links, merging and their words, in a chunk of their own. */
const load = async () => (await import('./progress-transfer.tsx')).ProgressTransfer

/**
 * Saving, loading and moving this browser's progress: hydrated on first use,
 * its code fetched then, so that a visit that only reads the counts loads
 * none of it.
 */
export default lazyIsland('progress-transfer', load, { hydrateAtLoadIf: () => linkOpened })
