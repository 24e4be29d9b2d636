/**
 * The landing page's ad-pixel events. The site loads no ad script itself: if
 * a Facebook-style pixel (`window.fbq`) has been added to the page, the
 * landing page reports a ViewContent on load and a Lead for each call-to-
 * action click; with none present, nothing happens.
 */

/** The content name of the page view. */
export const LANDING_CONTENT_NAME = 'Landing Page'

/** The content name of each call to action's Lead event (docs/product-rules.md, 'Landing page tracking'). */
export const ctaContentNames = {
  heroStart: 'Start Guide - Hero',
  heroProjects: 'View Projects - Hero',
  finalStart: 'Start Learning - Final CTA',
} as const

/** The attribute that marks a call to action and holds its content name. */
export const LEAD_ATTRIBUTE = 'data-lead'

/** The global an ad pixel defines: the landing page reports to it when present. */
export const PIXEL_GLOBAL = 'fbq'

export type PixelEvent = 'ViewContent' | 'Lead'

declare global {
  interface Window {
    /** An ad pixel, when one was added to the page; unknown until checked. */
    fbq?: unknown
  }
}

/**
 * Sends `track` with the event and content name to `pixel` when it is a
 * function, and reports whether it did. A pixel that throws is ignored: a
 * broken ad script must never stop a visitor from following a link.
 */
export function sendPixelEvent(pixel: unknown, event: PixelEvent, contentName: string): boolean {
  if (typeof pixel !== 'function') return false
  try {
    pixel('track', event, { content_name: contentName })
    return true
  } catch {
    return false
  }
}

/** Reports an event to this page's pixel, if it has one. Browser only. */
export function trackLanding(event: PixelEvent, contentName: string): boolean {
  return sendPixelEvent(window[PIXEL_GLOBAL], event, contentName)
}
