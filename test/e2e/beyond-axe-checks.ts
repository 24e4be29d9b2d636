// In-page checks for accessibility-beyond-axe.spec.ts, run with
// page.evaluate(check): each is self-contained (only its own source reaches
// the browser) and returns what it found, one line per problem.

/**
 * WCAG 1.4.12's user stylesheet, as a bookmarklet would apply it: line height
 * 1.5, paragraph spacing 2 em, letter spacing 0.12 em, word spacing 0.16 em.
 * It goes in as a constructed stylesheet (document.adoptedStyleSheets): the
 * site's CSP allows no <style> element a test could add, and CSSOM sheets are
 * not subject to style-src, so the page keeps its real CSP.
 */
export const TEXT_SPACING_CSS = `
*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`

/** Adds a stylesheet to the page through the CSSOM (see TEXT_SPACING_CSS), replacing one added before. */
export function applyStylesheet(css: string): void {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  const owned = (window as unknown as { testSheet?: CSSStyleSheet }).testSheet
  document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((other) => other !== owned), sheet]
  Object.assign(window, { testSheet: sheet })
}

/**
 * Text cut off under the text-spacing stylesheet: any element that clips
 * (overflow hidden or clip) and holds text whose content is now larger than
 * its box, and any control or badge whose own text spills out of its box.
 * Visually hidden text (1 px boxes by design) is not looked at.
 */
export function clippedText(): string[] {
  const nameOf = (element: Element) =>
    `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`
  const problems: string[] = []
  const SLACK = 2
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement)) continue
    const style = getComputedStyle(element)
    const clips = [style.overflowX, style.overflowY].some((overflow) => overflow === 'hidden' || overflow === 'clip')
    const box = /^(button|a|label|select|summary)$/i.test(element.tagName) || /\b(badge|button|hero-badge|stat)\b/.test(element.className)
    if (!clips && !box) continue
    if (!element.checkVisibility({ visibilityProperty: true }) || element.closest('.visually-hidden, .skip-link')) continue
    if (!(element.textContent ?? '').trim()) continue
    // Scroll boxes (overflow auto) show all their content; a <pre> scrolls sideways on purpose.
    const wide = element.scrollWidth > element.clientWidth + SLACK && style.overflowX !== 'auto'
    const tall = element.scrollHeight > element.clientHeight + SLACK && style.overflowY !== 'auto'
    if (clips && (wide || tall))
      problems.push(
        `clips its text: ${nameOf(element)} ${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}`,
      )
    else if (!clips && box && style.display !== 'inline' && (wide || tall))
      problems.push(
        `text spills out of: ${nameOf(element)} ${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}`,
      )
  }
  return problems
}

/**
 * Boxes that overlap at 200% text: in the header, and among the items of every
 * flex and grid container (navigation, button rows, cards, badges), any two
 * siblings whose boxes intersect by more than a pixel; and text that spills
 * out of a box of fixed height onto what follows.
 */
export function overlappingBoxes(): string[] {
  const nameOf = (element: Element) =>
    `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`
  const problems: string[] = []
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) &&
    !element.closest('.visually-hidden, .skip-link') &&
    !['absolute', 'fixed'].includes(getComputedStyle(element).position)
  const intersect = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
  for (const container of document.body.querySelectorAll('*')) {
    const display = getComputedStyle(container).display
    if (!/flex|grid/.test(display) || !shown(container)) continue
    const items = [...container.children].filter(shown).map((element) => ({ element, box: element.getBoundingClientRect() }))
    for (const [index, item] of items.entries())
      for (const other of items.slice(index + 1))
        if (item.box.width > 0 && other.box.width > 0 && intersect(item.box, other.box))
          problems.push(`${nameOf(item.element)} overlaps ${nameOf(other.element)}`)
  }
  // A block whose text runs out of its box (overflow visible) lies on top of whatever comes next.
  for (const element of document.body.querySelectorAll('header *, main *, footer *')) {
    if (!(element instanceof HTMLElement) || !shown(element)) continue
    const style = getComputedStyle(element)
    if (style.overflowY !== 'visible' || style.display === 'inline' || element.scrollHeight <= element.clientHeight + 2) continue
    const next = element.nextElementSibling
    if (next && shown(next) && intersect(element.getBoundingClientRect(), next.getBoundingClientRect()))
      problems.push(`${nameOf(element)} spills onto ${nameOf(next)}`)
  }
  return problems
}

/**
 * Under forced colours (Windows high contrast): the system palette replaces
 * the site's colours, and backgrounds and box shadows disappear. So:
 * - every control (button, field, select, link styled as a button) and every
 *   card, prompt box, code block, badge and dialog keeps a border (a
 *   transparent one turns into the system text colour);
 * - every focusable element, focused, draws an outline (box-shadow rings vanish);
 * - every SVG icon paints with currentColor (or a system colour): a fixed
 *   fill or stroke keeps its colour against any system background.
 * Focus styles are read by focusing each element from script after a real
 * key press, so :focus-visible matches as it does for a keyboard user.
 */
export function forcedColorsProblems(): string[] {
  const nameOf = (element: Element) =>
    `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent || element.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`
  const problems: string[] = []
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) && !element.closest('.visually-hidden, .form-trap, .skip-link')
  const bordered = (style: CSSStyleDeclaration) =>
    ['Top', 'Right', 'Bottom', 'Left'].some(
      (side) =>
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
    )
  const BOXES =
    'button, .button, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea, .card, .clear-card, .list-card, .support-card, .prompt-box, .code-block pre, .badge, .confirm-dialog, .toast, .callout-stuck, .notice'
  for (const element of document.querySelectorAll(BOXES)) {
    if (!shown(element)) continue
    if (!bordered(getComputedStyle(element))) problems.push(`no border: ${nameOf(element)}`)
  }

  const FOCUSABLE = 'a[href], button:not(:disabled), input:not([type="hidden"]):not(:disabled), select, textarea, summary, [tabindex="0"]'
  const before = document.activeElement as HTMLElement | null
  // One element of each kind (tag and classes) is enough: the rest share its focus style, and each focus() costs a style pass.
  const kinds = new Set<string>()
  for (const element of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const kind = `${element.tagName} ${element.className} ${element.parentElement?.className ?? ''}`
    if (kinds.has(kind) || !shown(element)) continue
    kinds.add(kind)
    element.focus({ preventScroll: true })
    if (document.activeElement !== element) continue
    const style = getComputedStyle(element)
    if (style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) < 1) problems.push(`no focus outline: ${nameOf(element)}`)
  }
  before?.focus({ preventScroll: true })

  const SYSTEM =
    /^(canvastext|linktext|buttontext|highlight|highlighttext|graytext|visitedtext|activetext|field|fieldtext|buttonface|buttonborder|mark|marktext|accentcolor|accentcolortext|canvas)$/i
  for (const svg of document.querySelectorAll('svg')) {
    if (!shown(svg) || svg.closest('figure, .diagram')) continue
    const shapes = [...svg.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse, text')]
    const fixed = shapes.filter((shape) => {
      const style = getComputedStyle(shape)
      const paints = [style.fill, style.stroke].filter((paint) => paint !== 'none' && !/rgba\(0, 0, 0, 0\)/.test(paint))
      // Computed currentColor is the element's color, itself a system colour under forced colours.
      return paints.length > 0 && paints.every((paint) => paint !== style.color && !SYSTEM.test(paint))
    })
    if (shapes.length > 0 && fixed.length === shapes.length)
      problems.push(`icon painted in fixed colours: ${nameOf(svg.closest('a, button, li, p, div') ?? svg)}`)
  }
  return problems
}

/**
 * Whether the focus has left the page (back to <body>), and the focused
 * element if the sticky header, a toast or a tooltip lies over its centre (WCAG 2.4.11).
 */
export function focusObscured(): { left: boolean; problem: string | null } {
  const element = document.activeElement
  if (!element || element === document.body) return { left: true, problem: null }
  const found = (problem: string | null) => ({ left: false, problem })
  const box = element.getBoundingClientRect()
  // Visually hidden inputs (a label is what shows) and elements outside the viewport are not what this looks at.
  if (box.width < 2 || box.height < 2 || element.closest('.skip-link')) return found(null)
  // The centre of the part inside the viewport: a code block taller than a 256 px phone cannot show its middle.
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1)
  const [shownTop, shownBottom] = [Math.max(box.top, 0), Math.min(box.bottom, innerHeight)]
  if (shownBottom <= shownTop)
    return found(`<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}" is out of sight`)
  const y = box.height > innerHeight / 2 ? (shownTop + shownBottom) / 2 : box.top + box.height / 2
  const top = document.elementFromPoint(x, y)
  if (!top || element.contains(top) || top.contains(element)) return found(null)
  const layer = top.closest('header.site-header, .toast-viewport, .toast, [role="tooltip"]')
  if (!layer) return found(null)
  return found(
    `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}" is under <${layer.tagName.toLowerCase()} class="${layer.getAttribute('class') ?? ''}">`,
  )
}
