/**
 * Whether the app looks different after an action (the restyled step): how
 * every visible element that is not a control looks, once the page's
 * animations have ended.
 */
import { isVisible } from './find.ts'

/** Elements whose looks do not count: a chosen button or field may restyle itself without changing anything else. */
const CONTROLS = 'button, input, select, textarea, option, label, a, [role=button], [role=radio], [role=tab], script, style'
const LOOKS = [
  'color',
  'backgroundColor',
  'backgroundImage',
  'borderTopColor',
  'borderRightColor',
  'borderBottomColor',
  'borderLeftColor',
  'transform',
  'rotate',
  'scale',
  'translate',
  'opacity',
  'visibility',
  'filter',
] as const

/**
 * Waits (at most 2 seconds) for the page's animations and transitions to end, then ends those still going: the looks
 * compared are where each lands, as a person sees it once it stops. A frame the browser does not draw (a sandbox
 * frame scrolled out of view is not drawn) never starts its animations: a card's 0.6 s flip read there was still at
 * its start after the 2 seconds, and the app was judged as not changing. So an animation not started after 100 ms
 * (still pending) ends there and then. Endless ones are not waited for.
 */
async function animationsEnd() {
  const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
  if (!ending.length) return
  await Promise.race([
    Promise.allSettled(ending.map((animation) => animation.finished)),
    new Promise((resolve) => setTimeout(resolve, 2000)),
    new Promise<void>((resolve) => setTimeout(() => ending.some((animation) => animation.pending) && resolve(), 100)),
  ])
  for (const animation of ending)
    if (animation.playState === 'running')
      try {
        animation.finish()
      } catch {
        // Reversed at a rate of zero, or endless after all: it stays where it is, as a person would see it.
      }
}

/** How every visible element that is not a control looks, by its place in the page; endlessly animated properties left out. */
function looks(): Map<string, string> {
  const endless = new Map<Element, Set<string>>()
  for (const animation of document.getAnimations()) {
    const effect = animation.effect
    if (!(effect instanceof KeyframeEffect) || !effect.target || effect.getComputedTiming().endTime !== Infinity) continue
    const properties = endless.get(effect.target) ?? new Set<string>()
    for (const frame of effect.getKeyframes()) for (const property of Object.keys(frame)) properties.add(property)
    endless.set(effect.target, properties)
  }
  const found = new Map<string, string>()
  const walk = (element: Element, path: string) => {
    if (element.matches(CONTROLS) || !isVisible(element)) return
    const style = getComputedStyle(element)
    const skip = endless.get(element)
    found.set(path, LOOKS.map((property) => (skip?.has(property) ? '' : style[property])).join('|'))
    for (const [index, child] of [...element.children].entries()) walk(child, `${path}/${index}${child.tagName}`)
  }
  if (document.body) walk(document.body, 'BODY')
  return found
}

export async function settledLooks(): Promise<Map<string, string>> {
  await animationsEnd()
  return looks()
}

export function looksChanged(before: Map<string, string>, after: Map<string, string>): boolean {
  return before.size !== after.size || [...after].some(([path, look]) => before.get(path) !== look)
}
