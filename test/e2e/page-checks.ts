// Checks that run inside the page (page.evaluate(check)), each returning what
// it found, one line per problem. Each is self-contained: only its own source
// reaches the browser.

/** What a page that needs sideways scrolling at this width shows (WCAG 1.4.10 reflow), and scroll boxes a keyboard cannot reach. */
export function reflowProblems(): string[] {
  const nameOf = (element: Element) =>
    `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').trim().slice(0, 40)}"`
  const problems: string[] = []
  const viewport = document.scrollingElement as HTMLElement
  if (viewport.scrollWidth > viewport.clientWidth) {
    const sticking = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > viewport.clientWidth + 1,
    )
    problems.push(
      `page scrolls sideways (${viewport.scrollWidth} > ${viewport.clientWidth} px): ${sticking.slice(-3).map(nameOf).join(', ')}`,
    )
  }
  // Wide tables and code scroll inside their own box instead, which the keyboard must be able to reach (focus it or something in it).
  for (const element of document.body.querySelectorAll('*')) {
    const { overflowX } = getComputedStyle(element)
    if ((overflowX !== 'auto' && overflowX !== 'scroll') || element.scrollWidth <= element.clientWidth + 1) continue
    const focusable =
      (element as HTMLElement).tabIndex >= 0 || element.querySelector('a[href], button, input, select, textarea, [tabindex="0"]')
    if (!focusable) problems.push(`scrolls sideways but cannot be reached by keyboard: ${nameOf(element)}`)
  }
  return problems
}

/**
 * With every <details> opened (table of contents, FAQ answers): the
 * interactive elements smaller than 24 x 24 CSS px that none of WCAG 2.5.8's
 * exceptions covers (https://www.w3.org/TR/WCAG22/#target-size-minimum):
 * - Spacing: a 24 px circle centred on the target's box touches no other
 *   target, nor the 24 px circle of another undersized target.
 * - Inline: the target sits in a sentence, its size set by the line height of
 *   the text around it. Taken here as: it is laid out inline (display: inline)
 *   and the block it flows in has words of its own outside any target.
 * The other exceptions (an equivalent control elsewhere, the browser's own
 * unstyled control, essential) need a person's judgement, so they are not
 * granted: a test that fails on one shows where to decide.
 */
export function smallTargets(): string[] {
  const INTERACTIVE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="option"], [role="tab"]'
  const MINIMUM = 24
  for (const details of document.querySelectorAll('details')) details.open = true
  const nameOf = (element: Element, box: DOMRect) =>
    `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`
  const undersized = (box: DOMRect) => box.width < MINIMUM || box.height < MINIMUM
  const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })
  const targets = [...document.querySelectorAll(INTERACTIVE)]
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    // checkVisibility: the contents of a closed <details> keep a layout box but are not shown.
    .filter(({ element, box }) => box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true }))
    // A target scrolled under the sticky header cannot be pressed where it lies: it is not crowding the header's links.
    .filter(({ element, box }) => !coveredByAnother(element, box))
  function coveredByAnother(element: Element, box: DOMRect): boolean {
    const { x, y } = centre(box)
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false
    const top = document.elementFromPoint(x, y)
    return top !== null && !element.contains(top) && !top.contains(element) && !top.closest('label')?.contains(element)
  }
  const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
    Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom))

  function inSentence(element: Element): boolean {
    if (getComputedStyle(element).display !== 'inline') return false
    let block = element.parentElement
    while (block && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement
    if (!block) return false
    const text = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
    for (let node = text.nextNode(); node; node = text.nextNode()) {
      const owner = node.parentElement?.closest(INTERACTIVE)
      if ((!owner || !block.contains(owner)) && /\w/.test(node.textContent ?? '')) return true
    }
    return false
  }

  const problems: string[] = []
  for (const { element, box } of targets) {
    if (!undersized(box) || inSentence(element)) continue
    const point = centre(box)
    const crowdedBy = targets.find(
      (other) =>
        other.element !== element &&
        !other.element.contains(element) &&
        !element.contains(other.element) &&
        (distanceToBox(point, other.box) < MINIMUM / 2 ||
          (undersized(other.box) && Math.hypot(point.x - centre(other.box).x, point.y - centre(other.box).y) < MINIMUM)),
    )
    if (crowdedBy) problems.push(`${nameOf(element, box)}, too close to ${nameOf(crowdedBy.element, crowdedBy.box)}`)
  }
  return problems
}

/**
 * Motion left under prefers-reduced-motion: any element or pseudo-element
 * whose animations or transitions would take longer than about zero (the
 * reduced-motion rule's 0.01 ms), smooth scrolling, and any animation running
 * now that will not end at once.
 */
export function motionLeft(): string[] {
  const LIMIT_MS = 1
  const milliseconds = (list: string) => list.split(',').map((value) => Number.parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000))
  const longest = (durations: string, delays: string, iterations = '1') => {
    const delay = milliseconds(delays)
    const count = iterations.split(',').map((value) => (value.trim() === 'infinite' ? Number.POSITIVE_INFINITY : Number(value)))
    return Math.max(
      ...milliseconds(durations).map((duration, index) => {
        const repeat = count[index % count.length] ?? 1
        return Math.max(delay[index % delay.length] ?? 0, 0) + (duration === 0 ? 0 : duration * repeat)
      }),
    )
  }
  const nameOf = (element: Element, pseudo: string) =>
    `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${pseudo}`
  const problems: string[] = []
  for (const element of [document.documentElement, ...document.documentElement.querySelectorAll('*')]) {
    for (const pseudo of ['', '::before', '::after']) {
      const style = getComputedStyle(element, pseudo || null)
      if (style.scrollBehavior === 'smooth') problems.push(`${nameOf(element, pseudo)} scrolls smoothly`)
      if (style.animationName !== 'none') {
        const time = longest(style.animationDuration, style.animationDelay, style.animationIterationCount)
        if (time > LIMIT_MS) problems.push(`${nameOf(element, pseudo)} animates ${style.animationName} for ${time} ms`)
      }
      if (style.transitionProperty !== 'none') {
        const time = longest(style.transitionDuration, style.transitionDelay)
        if (time > LIMIT_MS) problems.push(`${nameOf(element, pseudo)} transitions ${style.transitionProperty} for ${time} ms`)
      }
    }
  }
  for (const animation of document.getAnimations()) {
    const end = Number(animation.effect?.getComputedTiming().endTime ?? 0)
    if (animation.playState === 'running' && end > LIMIT_MS) problems.push(`a running animation lasts ${end} ms`)
  }
  return problems
}
