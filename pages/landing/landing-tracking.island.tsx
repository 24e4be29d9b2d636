import { island } from '../../renderer/islands/island.tsx'
import { LandingTracking } from './landing-tracking.tsx'

/** The landing page's ad-pixel events. */
export default island('landing-tracking', LandingTracking)
