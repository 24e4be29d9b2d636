import { island } from '../../renderer/islands/island.tsx'
import { LandingTracking } from './landing-tracking.tsx'
import { PIXEL_GLOBAL } from './tracking.ts'

/** The landing page's ad-pixel events. */
export default island('landing-tracking', LandingTracking, { hydrateAtLoadIf: () => ({ global: PIXEL_GLOBAL }) })
