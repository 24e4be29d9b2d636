/**
 * Focus kept inside the frame, for a run that goes on while the learner uses
 * the page (Explain your app's search, behind the question they are reading).
 *
 * A page has one focus. In Chromium, focus() called inside a frame, even a
 * sandboxed cross-origin one, moves the page's focus into that frame: every
 * check that types, clicks or tabs (Testing Library's user-event focuses the
 * element first), and any app that focuses its own text box, would take the
 * learner's focus, and their next key would go into a run they cannot see.
 * Giving the focus back from the page is no cure: the frame's element is
 * blurred in the middle of a step, which changes what the run finds.
 *
 * So in such a run, focus is the frame's own affair: focus() and blur()
 * move a focus this document keeps, firing the focus events a browser fires
 * (blur and focusout on the element left, focus and focusin on the one
 * reached), document.activeElement answers with it and document.hasFocus()
 * is true, as in a frame that had the page's focus. The browser's focus is
 * never asked for. (:focus styles do not apply; no check looks at them.)
 * Installed before the app's page is written, so the app's own calls are
 * kept inside too. The HTML autofocus attribute needs nothing: Chromium does
 * not autofocus inside a cross-origin frame.
 */

/** What the browser lets focus() reach (as Testing Library's user-event counts them), when shown and not inert. */
const FOCUSABLE = [
  'input:not([type=hidden]):not([disabled])',
  'button:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  'a[href]',
  'area[href]',
  'iframe',
  '[tabindex]:not([disabled])',
  'details > summary',
].join(', ')

function canTakeFocus(element: Element): boolean {
  if (!element.isConnected || !element.matches(FOCUSABLE) || element.closest('[inert]')) return false
  return element.checkVisibility ? element.checkVisibility({ visibilityProperty: true }) : element.getClientRects().length > 0
}

export function keepFocusInFrame() {
  let active: Element | null = null
  /** The element with focus, or none: one removed from the page or since disabled has lost it, as in a browser. */
  const current = () => {
    if (active && (!active.isConnected || active.matches(':disabled'))) active = null
    return active
  }
  const move = (to: Element | null) => {
    const from = current()
    if (from === to) return
    active = to
    if (from) {
      from.dispatchEvent(new FocusEvent('blur', { relatedTarget: to, composed: true, view: window }))
      from.dispatchEvent(new FocusEvent('focusout', { relatedTarget: to, bubbles: true, composed: true, view: window }))
    }
    if (to) {
      to.dispatchEvent(new FocusEvent('focus', { relatedTarget: from, composed: true, view: window }))
      to.dispatchEvent(new FocusEvent('focusin', { relatedTarget: from, bubbles: true, composed: true, view: window }))
    }
  }
  for (const prototype of [HTMLElement.prototype, SVGElement.prototype]) {
    prototype.focus = function focus(this: Element) {
      if (canTakeFocus(this)) move(this)
    }
    prototype.blur = function blur(this: Element) {
      if (current() === this) move(null)
    }
  }
  Object.defineProperty(Document.prototype, 'activeElement', {
    configurable: true,
    get(this: Document) {
      return current() ?? this.body
    },
  })
  Document.prototype.hasFocus = () => true
  // window.focus() would take the page's focus for the frame as a whole.
  window.focus = () => undefined
}
