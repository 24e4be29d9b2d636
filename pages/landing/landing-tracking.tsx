import { useEffect } from 'react'
import { LANDING_CONTENT_NAME, LEAD_ATTRIBUTE, trackLanding } from './tracking.ts'

/**
 * Reports the page view once the page runs its script, and each click on a
 * call to action (a link marked with data-lead) as a Lead. Renders nothing:
 * the links stay plain HTML, outside any island.
 */
export function LandingTracking() {
  useEffect(() => {
    trackLanding('ViewContent', LANDING_CONTENT_NAME)
    const reportLead = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(`[${LEAD_ATTRIBUTE}]`) : null
      const contentName = link?.getAttribute(LEAD_ATTRIBUTE)
      if (contentName) trackLanding('Lead', contentName)
    }
    document.addEventListener('click', reportLead)
    return () => document.removeEventListener('click', reportLead)
  }, [])
  return null
}
