/**
 * Finding what a person would find on the learner's page, the way Testing
 * Library does: text boxes by their label, buttons by their name, checkboxes
 * next to a task's text, headings; and reaching them with the Tab key.
 */

import type userEvent from '@testing-library/user-event'
import { computeAccessibleName } from 'dom-accessibility-api'
import { type Patterns, quote, StepFailure, toRegExps } from './patterns.ts'
import { queryAllByLabelText, queryAllByPlaceholderText, queryAllByRole } from './roles.ts'
import { stepWords } from './words.ts'

/** What a person sees: innerText leaves out hidden elements (a filtered-out task), which textContent would include. */
export function visibleText(): string {
  // biome-ignore lint/performance/useDomNodeTextContent: only innerText skips hidden text
  return document.body?.innerText ?? ''
}

export function shortText(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim()
  if (!oneLine) return stepWords().pageShowsNothing
  return stepWords().pageShows(oneLine.length > 160 ? `${oneLine.slice(0, 160)}…` : oneLine)
}

/** The words around a match, on one line, so a report says where on the page the unwanted text is. */
export function around(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 60)
  const end = Math.min(text.length, index + length + 60)
  return `“${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}”`
}

export function isVisible(element: Element): boolean {
  return element instanceof HTMLElement && (element.offsetWidth > 0 || element.offsetHeight > 0 || element.getClientRects().length > 0)
}

export function textBox(into: Patterns): HTMLElement {
  const body = document.body
  const boxes = [...queryAllByRole(body, 'textbox'), ...queryAllByRole(body, 'searchbox')].filter(isVisible)
  for (const pattern of toRegExps(into)) {
    const found =
      queryAllByLabelText(body, pattern).find(isVisible) ??
      queryAllByPlaceholderText(body, pattern).find(isVisible) ??
      queryAllByRole(body, 'textbox', { name: pattern }).find(isVisible)
    if (found) return found
  }
  if (boxes.length === 1 && boxes[0]) return boxes[0]
  throw new StepFailure(
    stepWords().textBoxLike(quote(into)),
    boxes.length ? stepWords().textBoxesUnlabelled(boxes.length) : stepWords().noTextBox,
  )
}

/** The innermost visible element whose own text includes `text`. */
function elementWithText(text: string): HTMLElement | undefined {
  const matches = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
    // biome-ignore lint/performance/useDomNodeTextContent: only innerText skips hidden text
    (element) => isVisible(element) && !/^(SCRIPT|STYLE)$/.test(element.tagName) && (element.innerText ?? '').includes(text),
  )
  return matches.find((element) => ![...element.children].some((child) => matches.includes(child as HTMLElement))) ?? matches.at(-1)
}

/** The nearest ancestor of the element with `text` that also holds an element of `role`, and those elements. */
function inSameItem(text: string, role: 'checkbox' | 'button'): HTMLElement[] {
  let element: HTMLElement | null | undefined = elementWithText(text)
  if (!element) throw new StepFailure(stepWords().taskOnPage(text), shortText(visibleText()))
  while (element && element !== document.body) {
    const found = queryAllByRole(element, role).filter(isVisible)
    if (role === 'checkbox' && element instanceof HTMLInputElement && element.type === 'checkbox') return [element]
    if (found.length) return found
    element = element.parentElement
  }
  return []
}

/**
 * The buttons (and links) named like `click`, the best named first: by the first of its patterns a button's name
 * matches, in the step's order, then in the page's order. A step lists the name it means first and looser names
 * after it ("Try again", then "generat"), so a page with both a "Generate story" and a "Try again" button gets
 * "Try again" pressed, wherever it sits; with no button named by the first pattern, a looser one still does.
 */
export function buttonsNamed(click: Patterns, near?: string): HTMLElement[] {
  const candidates = near
    ? inSameItem(near, 'button')
    : // hidden: true skips the accessibility-tree walk up from each element (roles.ts); isVisible does that job here.
      [...queryAllByRole(document.body, 'button', { hidden: true }), ...queryAllByRole(document.body, 'link', { hidden: true })].filter(
        isVisible,
      )
  const patterns = toRegExps(click)
  const firstMatching = (button: HTMLElement) => {
    const names = namesOf(button)
    return patterns.findIndex((pattern) => names.some((name) => pattern.test(name)))
  }
  return candidates
    .map((button) => ({ button, rank: firstMatching(button) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map(({ button }) => button)
}

export function checkboxNear(text: string): HTMLInputElement | HTMLElement {
  const [box] = inSameItem(text, 'checkbox')
  if (!box) throw new StepFailure(stepWords().checkboxNextTo(text), stepWords().noCheckboxNextTo)
  return box
}

export function isTicked(box: HTMLElement): boolean {
  return box instanceof HTMLInputElement ? box.checked : box.getAttribute('aria-checked') === 'true'
}

/**
 * What a screen reader announces as an element's name (its label,
 * aria-label, aria-labelledby, title, or a button's own text), computed as
 * the accessible-name specification says by the library Testing Library
 * uses. A text box's placeholder is not part of it: it goes as the learner types.
 */
export const accessibleName = (element: Element) => computeAccessibleName(element).trim()

/** The most Tab presses a check makes looking for one element: more than any learning project's page has stops. */
const MOST_TABS = 40

/** From the top of the app, Tab until `reached` says yes, as a keyboard user would. */
export async function tabUntil(user: ReturnType<typeof userEvent.setup>, reached: (element: Element | null) => boolean, name: string) {
  ;(document.activeElement as HTMLElement | null)?.blur()
  for (let presses = 0; presses < MOST_TABS; presses++) {
    await user.tab()
    if (reached(document.activeElement)) return
  }
  throw new StepFailure(stepWords().reachWithTab(name), stepWords().tabNeverLands)
}

/** From the top of the app, Tab until `target` has focus, as a keyboard user would; fails when it is never reached. */
export function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement, name: string) {
  return tabUntil(user, (element) => element === target, name)
}

export function listItemCount(): number {
  return queryAllByRole(document.body, 'listitem').filter(isVisible).length
}

/** The names a person reads on a choice or a button: its accessible name, and the text it shows (which a label may differ from). */
export function namesOf(element: HTMLElement): string[] {
  return [accessibleName(element), element.textContent?.trim() ?? ''].filter(Boolean)
}

export function headingTexts(): string[] {
  return queryAllByRole(document.body, 'heading')
    .filter(isVisible)
    .map((heading) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim())
}
