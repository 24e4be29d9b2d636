import { island } from '../../islands/island.tsx'
import { LIVE_CHECKS_KEY } from '../progress/live-check-store.ts'
import { LiveCheckRecorded } from './live-check-recorded.tsx'
import { LIVE_CHECK_FRAGMENT_PREFIX } from './live-check-result.ts'

/** The live check's result on its project page: hydrates at load when a check's link brought one, or one is kept. */
const hydrateAtLoadIf = () => ({ fragment: LIVE_CHECK_FRAGMENT_PREFIX, storedIn: [LIVE_CHECKS_KEY] })
export default island('live-check-recorded', LiveCheckRecorded, { hydrateAtLoadIf })
