import { island } from '../../renderer/islands/island.tsx'
import { ProgressCounts } from './progress-counts.tsx'

/**
 * The counts are this browser's progress, empty or not: they hydrate as the
 * page loads, so a learner with nothing stored yet reads "0 of 22" and whether
 * the browser keeps what they do, not dashes until their first click.
 */
const shownAtLoad = { always: true } as const

/** What this browser keeps: lessons, answers, questions due. */
export default island('progress-counts', ProgressCounts, { hydrateAtLoadIf: () => shownAtLoad })
