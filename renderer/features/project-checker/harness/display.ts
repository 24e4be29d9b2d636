/**
 * The steps for apps with a display (a calculator, a converter): what the
 * display shows, and whether the buttons are big enough for a finger.
 */

import { accessibleName, isVisible, shortText, visibleText } from './find.ts'
import { type Patterns, quote, StepFailure } from './patterns.ts'
import { queryAllByRole } from './roles.ts'
import { stepWords } from './words.ts'

/** Text boxes a display may be made of: not buttons, checkboxes or sliders. */
const TEXT_FIELD_TYPES = new Set(['text', 'search', 'number', 'tel', 'url', 'email'])

function isTextField(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  return element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && TEXT_FIELD_TYPES.has(element.type))
}

function insideButton(element: Element): boolean {
  return element.closest('button, a, [role="button"], [role="link"], input[type="button"], input[type="submit"]') !== null
}

/** What an element shows, spaces collapsed: a text box's value, or its visible text followed by the values of the text boxes in it. */
function shownText(element: HTMLElement): string {
  if (isTextField(element)) return element.value.replace(/\s+/g, ' ').trim()
  const values = [...element.querySelectorAll('input, textarea')].filter((field) => isTextField(field) && isVisible(field))
  // biome-ignore lint/performance/useDomNodeTextContent: only innerText skips hidden text
  const own = element.innerText ?? ''
  return [own, ...values.map((field) => (field as HTMLInputElement).value)].join(' ').replace(/\s+/g, ' ').trim()
}

/** What every visible element that is not (in) a button or link shows, whole. */
function shownTexts(): string[] {
  return [...document.body.querySelectorAll<HTMLElement>('*')]
    .filter((element) => isVisible(element) && !/^(SCRIPT|STYLE|SELECT|OPTION)$/.test(element.tagName) && !insideButton(element))
    .map(shownText)
}

/** What the element that looks most like the app's display shows, to say what was found. */
function displayShows(): string {
  const guesses =
    'output, [role="status"], [aria-live], [class*="display" i], [id*="display" i], [class*="screen" i], [id*="screen" i], [class*="result" i], [id*="result" i], input, textarea'
  const display = [...document.body.querySelectorAll<HTMLElement>(guesses)].find(
    (element) => isVisible(element) && !insideButton(element) && (!(element instanceof HTMLInputElement) || isTextField(element)),
  )
  if (!display) return shortText(visibleText())
  const shown = shownText(display)
  return shown ? stepWords().displayShows(shown.length > 120 ? `${shown.slice(0, 120)}…` : shown) : stepWords().displayEmpty
}

export function expectExactly(expected: Patterns) {
  const whole = (Array.isArray(expected) ? expected : [expected]).map((source) => new RegExp(`^(?:${source})$`, 'i'))
  if (shownTexts().some((shown) => whole.some((pattern) => pattern.test(shown)))) return
  throw new StepFailure(stepWords().onTheDisplay(quote(expected)), displayShows())
}

export function minButtonSize(size: number) {
  const buttons = queryAllByRole(document.body, 'button').filter(isVisible)
  if (!buttons.length) throw new StepFailure(stepWords().buttonsAtLeast(size), stepWords().noButtons)
  const small = buttons.filter((button) => {
    const box = button.getBoundingClientRect()
    return box.width < size - 0.5 || box.height < size - 0.5
  })
  const [first] = small
  if (!first) return
  const box = first.getBoundingClientRect()
  throw new StepFailure(
    stepWords().everyButtonAtLeast(size),
    stepWords().buttonTooSmall(accessibleName(first), Math.round(box.width), Math.round(box.height), small.length - 1),
  )
}
