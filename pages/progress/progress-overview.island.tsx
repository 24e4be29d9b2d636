import { island } from '../../renderer/islands/island.tsx'
import { ProgressOverview } from './progress-overview.tsx'

/**
 * The page is this browser's progress, empty or not: it hydrates as the page
 * loads, so a learner with nothing stored yet reads "0 of 22" and whether the
 * browser keeps what they do, not dashes until their first click.
 */
const shownAtLoad = { always: true } as const

/** What this browser keeps, and saving, loading and moving it. */
export default island('progress-overview', ProgressOverview, { hydrateAtLoadIf: () => shownAtLoad })
