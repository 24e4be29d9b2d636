/**
 * The check harness: runs a requirement's steps (course/checks/check-steps.ts)
 * against the learner's app inside the sandbox frame, finding elements the
 * way a person does, with Testing Library. Built as a file of its own
 * (imported with ?worker&url by sandbox.ts), sent to the frame as text and
 * run there by sandbox/frame-script.js, which then calls
 * `window.__fztvHarness.run(steps, start)`.
 *
 * An outcome is 'done', 'failed' (with what was expected and found, in plain
 * words) or 'pause' at a step the parent page must do: reload the app, or
 * reload it at another width.
 */
import { queryAllByLabelText, queryAllByPlaceholderText, queryAllByRole } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { computeAccessibleName } from 'dom-accessibility-api'
import type { CheckStep } from '../../../course/checks/check-steps.ts'
import { patternInWords } from '../../../lib/pattern-words.ts'
import type { CheckOutcome } from '../../../sandbox/protocol.ts'
import { runStep, type StepHandlers } from './step-dispatch.ts'

type Patterns = string | string[]

const toRegExps = (patterns: Patterns) => (Array.isArray(patterns) ? patterns : [patterns]).map((source) => new RegExp(source, 'i'))
const matchesAny = (value: string, patterns: Patterns) => toRegExps(patterns).some((pattern) => pattern.test(value))
/** The first pattern, in words, quoted: the content keeps it plain words (lib/pattern-words.ts), as the learner reads it. */
const quote = (patterns: Patterns) => `“${patternInWords((Array.isArray(patterns) ? patterns[0] : patterns) ?? '')}”`

class StepFailure extends Error {
  constructor(
    readonly expected: string,
    readonly found: string,
  ) {
    super(expected)
  }
}

/** What a person sees: innerText leaves out hidden elements (a filtered-out task), which textContent would include. */
function visibleText(): string {
  // biome-ignore lint/performance/useDomNodeTextContent: only innerText skips hidden text
  return document.body?.innerText ?? ''
}

function shortText(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim()
  if (!oneLine) return 'the page shows no text'
  return `the page shows “${oneLine.length > 160 ? `${oneLine.slice(0, 160)}…` : oneLine}”`
}

/** The words around a match, on one line, so a report says where on the page the unwanted text is. */
function around(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 60)
  const end = Math.min(text.length, index + length + 60)
  return `“${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}”`
}

function isVisible(element: Element): boolean {
  return element instanceof HTMLElement && (element.offsetWidth > 0 || element.offsetHeight > 0 || element.getClientRects().length > 0)
}

function textBox(into: Patterns): HTMLElement {
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
    `a text box labelled or marked like ${quote(into)}`,
    boxes.length ? `${boxes.length} text boxes, none labelled like that` : 'no text box on the page',
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
  if (!element) throw new StepFailure(`a task “${text}” on the page`, shortText(visibleText()))
  while (element && element !== document.body) {
    const found = queryAllByRole(element, role).filter(isVisible)
    if (role === 'checkbox' && element instanceof HTMLInputElement && element.type === 'checkbox') return [element]
    if (found.length) return found
    element = element.parentElement
  }
  return []
}

function buttonsNamed(click: Patterns, near?: string): HTMLElement[] {
  const candidates = near
    ? inSameItem(near, 'button')
    : // hidden: true skips Testing Library's slow accessibility-tree walk; isVisible does that job here.
      [...queryAllByRole(document.body, 'button', { hidden: true }), ...queryAllByRole(document.body, 'link', { hidden: true })].filter(
        isVisible,
      )
  return candidates.filter((button) => namesOf(button).some((name) => matchesAny(name, click)))
}

function checkboxNear(text: string): HTMLInputElement | HTMLElement {
  const [box] = inSameItem(text, 'checkbox')
  if (!box) throw new StepFailure(`a checkbox next to “${text}”`, 'no checkbox next to it')
  return box
}

function isTicked(box: HTMLElement): boolean {
  return box instanceof HTMLInputElement ? box.checked : box.getAttribute('aria-checked') === 'true'
}

/**
 * What a screen reader announces as an element's name (its label,
 * aria-label, aria-labelledby, title, or a button's own text), computed as
 * the accessible-name specification says by the library Testing Library
 * uses. A text box's placeholder is not part of it: it goes as the learner types.
 */
const accessibleName = (element: Element) => computeAccessibleName(element).trim()

/** The most Tab presses a check makes looking for one element: more than any learning project's page has stops. */
const MOST_TABS = 40

/** From the top of the app, Tab until `reached` says yes, as a keyboard user would. */
async function tabUntil(user: ReturnType<typeof userEvent.setup>, reached: (element: Element | null) => boolean, name: string) {
  ;(document.activeElement as HTMLElement | null)?.blur()
  for (let presses = 0; presses < MOST_TABS; presses++) {
    await user.tab()
    if (reached(document.activeElement)) return
  }
  throw new StepFailure(
    `to reach ${name} with the Tab key`,
    'Tab never lands on it (a keyboard user cannot pick it: a <div> or <span> made clickable instead of a real <button> or <input> does this)',
  )
}

/** From the top of the app, Tab until `target` has focus, as a keyboard user would; fails when it is never reached. */
function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement, name: string) {
  return tabUntil(user, (element) => element === target, name)
}

function listItemCount(): number {
  return queryAllByRole(document.body, 'listitem').filter(isVisible).length
}

// Steps for apps with a display (expectExactly, minButtonSize).

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
  return shown ? `the display shows “${shown.length > 120 ? `${shown.slice(0, 120)}…` : shown}”` : 'the display is empty'
}

function expectExactly(expected: Patterns) {
  const whole = (Array.isArray(expected) ? expected : [expected]).map((source) => new RegExp(`^(?:${source})$`, 'i'))
  if (shownTexts().some((shown) => whole.some((pattern) => pattern.test(shown)))) return
  throw new StepFailure(`${quote(expected)} on the display`, displayShows())
}

function minButtonSize(size: number) {
  const buttons = queryAllByRole(document.body, 'button').filter(isVisible)
  if (!buttons.length) throw new StepFailure(`buttons at least ${size} × ${size} pixels, big enough for a finger`, 'no buttons on the page')
  const small = buttons.filter((button) => {
    const box = button.getBoundingClientRect()
    return box.width < size - 0.5 || box.height < size - 0.5
  })
  const [first] = small
  if (!first) return
  const box = first.getBoundingClientRect()
  const more = small.length > 1 ? ` (and ${small.length - 1} more ${small.length > 2 ? 'buttons' : 'button'})` : ''
  throw new StepFailure(
    `every button at least ${size} × ${size} pixels, big enough for a finger`,
    `the button “${accessibleName(first)}” is only ${Math.round(box.width)} × ${Math.round(box.height)} pixels${more}`,
  )
}

// Steps added for learning project 2: choose, restyled, clipboard.

/** What the app last copied: the sandbox has no clipboard, so the harness keeps it. */
let copiedText: string | undefined

/** Stands in for the clipboard, before the app runs: navigator.clipboard and document.execCommand('copy'). */
function installClipboard() {
  const clipboard = {
    writeText: (text: string) => {
      copiedText = String(text)
      return Promise.resolve()
    },
    readText: () => Promise.resolve(copiedText ?? ''),
    write: async (items: { types: readonly string[]; getType: (type: string) => Promise<Blob> }[]) => {
      for (const item of items) if (item.types.includes('text/plain')) copiedText = await (await item.getType('text/plain')).text()
    },
  }
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
  const execCommand = Document.prototype.execCommand
  Document.prototype.execCommand = function (this: Document, command: string, showUI?: boolean, value?: string) {
    if (command.toLowerCase() !== 'copy') return execCommand.call(this, command, showUI, value)
    // The text selected in a field (the focused one first: apps copy from a hidden text area they select), else on the page.
    const fields = [this.activeElement, ...this.querySelectorAll('textarea, input')].filter(
      (field): field is HTMLInputElement | HTMLTextAreaElement => field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement,
    )
    const selected = fields.map((field) => field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).find(Boolean)
    copiedText = selected || (this.getSelection()?.toString() ?? '')
    return true
  }
}

// --- Choices, random results, copying and contrast (project 5, the story generator). ---

/** The names a person reads on a choice or a button: its accessible name, and the text it shows (which a label may differ from). */
function namesOf(element: HTMLElement): string[] {
  return [accessibleName(element), element.textContent?.trim() ?? ''].filter(Boolean)
}

type Choice =
  | { kind: 'radio'; element: HTMLElement }
  | { kind: 'option'; select: HTMLSelectElement; option: HTMLOptionElement }
  | { kind: 'button'; element: HTMLElement }
  | { kind: 'text'; element: HTMLElement }

/** The drop-down labelled like `group` (or the page's only one), with its option named like `choose`; undefined without such a drop-down. */
function optionInGroup(choose: Patterns, group: Patterns): Choice | undefined {
  const isSelect = (element: HTMLElement): element is HTMLSelectElement => element instanceof HTMLSelectElement && isVisible(element)
  let select: HTMLSelectElement | undefined
  for (const pattern of toRegExps(group)) select ??= queryAllByLabelText(document.body, pattern).find(isSelect)
  const selects = [...document.body.querySelectorAll('select')].filter(isSelect)
  if (!select && selects.length === 1) select = selects[0]
  if (!select) return undefined
  const options = [...select.options]
  const option = options.find((candidate) => matchesAny(candidate.text.trim(), choose) || matchesAny(candidate.value, choose))
  if (!option)
    throw new StepFailure(
      `an option like ${quote(choose)} in the drop-down ${quote(group)}`,
      `only the options ${options.map((candidate) => `“${candidate.text.trim()}”`).join(', ')}`,
    )
  return { kind: 'option', select, option }
}

/**
 * The option named like `choose`: in the drop-down labelled like `group`
 * when given, else a radio button, a drop-down's option, a button, or else
 * the visible text itself.
 */
function findChoice(choose: Patterns, group?: Patterns): Choice {
  const inGroup = group && optionInGroup(choose, group)
  if (inGroup) return inGroup
  const body = document.body
  const radio = [...body.querySelectorAll<HTMLElement>('input[type="radio"], [role="radio"]')].find((element) =>
    namesOf(element).some((name) => matchesAny(name, choose)),
  )
  if (radio) return { kind: 'radio', element: radio }
  for (const select of [...body.querySelectorAll('select')].filter(isVisible)) {
    const option = [...select.options].find((candidate) => matchesAny(candidate.text.trim(), choose) || matchesAny(candidate.value, choose))
    if (option) return { kind: 'option', select, option }
  }
  const [button] = buttonsNamed(choose)
  if (button) return { kind: 'button', element: button }
  const texts = [...body.querySelectorAll<HTMLElement>('*')].filter(
    // biome-ignore lint/performance/useDomNodeTextContent: only innerText skips hidden text
    (element) => isVisible(element) && !/^(SCRIPT|STYLE)$/.test(element.tagName) && matchesAny((element.innerText ?? '').trim(), choose),
  )
  const text = texts.find((element) => ![...element.children].some((child) => texts.includes(child as HTMLElement)))
  if (text) return { kind: 'text', element: text }
  throw new StepFailure(`a choice named like ${quote(choose)} (a button, a radio button or a drop-down option)`, shortText(visibleText()))
}

/** Whether a screen reader would hear the choice as picked; a button with no ARIA state counts once pressed. */
function isPicked(choice: Choice): boolean {
  if (choice.kind === 'option') return choice.option.selected
  const element = choice.element
  if (element instanceof HTMLInputElement) return element.checked
  const state = ['aria-pressed', 'aria-checked', 'aria-selected', 'aria-current'].find((name) => element.hasAttribute(name))
  return state ? !/^(false|)$/.test(element.getAttribute(state) ?? '') : choice.kind === 'button'
}

/** The other radio buttons of a choice's group: same name, or the same radiogroup. */
function radioGroup(radio: HTMLElement): HTMLElement[] {
  if (radio instanceof HTMLInputElement && radio.name)
    return [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((other) => other.name === radio.name)
  const group = radio.closest('[role="radiogroup"]')
  return group ? queryAllByRole(group as HTMLElement, 'radio') : [radio]
}

async function chooseByMouse(user: ReturnType<typeof userEvent.setup>, choice: Choice) {
  if (choice.kind === 'option') return user.selectOptions(choice.select, choice.option)
  const element = choice.element
  // A radio button hidden behind a styled label: click the label, as a person would.
  const label = element instanceof HTMLInputElement && !isVisible(element) ? [...(element.labels ?? [])].find(isVisible) : undefined
  return user.click(label ?? element)
}

async function chooseByKeys(user: ReturnType<typeof userEvent.setup>, choose: Patterns) {
  const choice = findChoice(choose)
  const name = `the choice ${quote(choose)}`
  if (choice.kind === 'text')
    throw new StepFailure(
      `${name} to be a button, a radio button or a drop-down`,
      'it is text that reacts only to a mouse click (a <div> or <span> made clickable), so the Tab key never reaches it',
    )
  if (choice.kind === 'option') {
    await tabUntil(user, (element) => element === choice.select, `the drop-down with ${name}`)
    // A focused drop-down is the browser's own control: its keys always work.
    await user.selectOptions(choice.select, choice.option)
  } else if (choice.kind === 'button') {
    await tabUntil(user, (element) => element === choice.element, name)
    await user.keyboard(' ')
  } else {
    const group = radioGroup(choice.element)
    await tabUntil(user, (element) => group.includes(element as HTMLElement), `the group of ${name}`)
    for (let presses = 0; presses < group.length && document.activeElement !== choice.element; presses++)
      await user.keyboard('{ArrowRight}')
    if (!isPicked(choice)) await user.keyboard(' ')
  }
  if (!isPicked(choice))
    throw new StepFailure(
      `${name} to show as picked after pressing Space (checked, or aria-pressed="true")`,
      'a screen reader does not hear it as picked',
    )
}

/** The lines of `after` that were not on the page in `before`. */
function newLines(before: string, after: string): string {
  const old = new Set(before.split('\n').map((line) => line.trim()))
  return after
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !old.has(line))
    .join('\n')
}

/** Waits up to a second (a story that fades in) for `passes`; false when it never does. */
async function within(passes: () => boolean | Promise<boolean>): Promise<boolean> {
  for (let waited = 0; waited <= 1000; waited += 50) {
    if (await passes()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

/** Tries `passes` after the last action, repeating that action (a random app may repeat itself) for up to `tries` goes in all. */
async function withRetries(tries: number, again: (() => Promise<void>) | undefined, passes: () => boolean): Promise<boolean> {
  for (let go = 1; go <= tries; go++) {
    if (await within(passes)) return true
    if (!again || go === tries) break
    await again()
  }
  return false
}

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

/** Waits (at most 2 seconds) for the page's animations and transitions to end; endless ones are not waited for. */
async function animationsEnd() {
  const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
  await Promise.race([
    Promise.allSettled(ending.map((animation) => animation.finished)),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ])
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

async function settledLooks(): Promise<Map<string, string>> {
  await animationsEnd()
  return looks()
}

function looksChanged(before: Map<string, string>, after: Map<string, string>): boolean {
  return before.size !== after.size || [...after].some(([path, look]) => before.get(path) !== look)
}

// Project 1's steps (expectHeading, expectChanged, expectYear, contrast): helpers.

function headingTexts(): string[] {
  return queryAllByRole(document.body, 'heading')
    .filter(isVisible)
    .map((heading) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim())
}

type Rgba = [number, number, number, number]

let colorCanvas: CanvasRenderingContext2D | null | undefined
const colorCache = new Map<string, Rgba | undefined>()

/** Any CSS colour as sRGB bytes and alpha, by painting one pixel (computed styles may keep oklch() and the like). */
function toRgba(color: string): Rgba | undefined {
  if (colorCache.has(color)) return colorCache.get(color)
  colorCanvas ??= Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', { willReadFrequently: true })
  let rgba: Rgba | undefined
  if (colorCanvas) {
    colorCanvas.clearRect(0, 0, 1, 1)
    colorCanvas.fillStyle = '#000'
    colorCanvas.fillStyle = color
    colorCanvas.fillRect(0, 0, 1, 1)
    const [r = 0, g = 0, b = 0, a = 0] = colorCanvas.getImageData(0, 0, 1, 1).data
    rgba = [r, g, b, a / 255]
  }
  colorCache.set(color, rgba)
  return rgba
}

/** `top` painted over the opaque `bottom`. */
function blend(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1]
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrastRatio(one: Rgba, two: Rgba): number {
  const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`

/**
 * The opaque colours that can sit behind an element's text: its own and its
 * ancestors' background colours and gradient stops, painted over white.
 * Undefined when a picture is behind it (its colours are unknown).
 */
function backgroundsBehind(element: Element): Rgba[] | undefined {
  const layers: Rgba[][] = []
  for (let current: Element | null = element; current; current = current.parentElement) {
    const style = getComputedStyle(current)
    if (/url\(/.test(style.backgroundImage)) return undefined
    const stops = (style.backgroundImage.match(/(?:rgba?|hsla?|hwb|oklch|oklab|lab|lch|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi) ?? [])
      .map(toRgba)
      .filter((stop): stop is Rgba => stop !== undefined)
    // The gradient is painted over the element's background colour.
    if (stops.length) layers.push(stops)
    const color = toRgba(style.backgroundColor)
    if (color && color[3] > 0) layers.push([color])
    if (layers.at(-1)?.every((layer) => layer[3] >= 1)) break
  }
  let behind: Rgba[] = [[255, 255, 255, 1]]
  for (const layer of layers.reverse()) {
    behind = behind.flatMap((base) => layer.map((color) => blend(color, base)))
    // Keep the lightest and the darkest: the worst case for any text colour is among them.
    if (behind.length > 2) {
      const sorted = [...behind].sort((x, y) => luminance(x) - luminance(y))
      behind = [sorted[0] as Rgba, sorted.at(-1) as Rgba]
    }
  }
  return behind
}

/** The first visible text that is hard to read on its background, in words; undefined when all text is readable. */
function unreadableText(): string | undefined {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const seen = new Set<Element>()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    const words = node.textContent?.replace(/\s+/g, ' ').trim()
    if (!element || !words || seen.has(element) || !isVisible(element) || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(element.tagName))
      continue
    seen.add(element)
    const style = getComputedStyle(element)
    if (style.visibility !== 'visible' || (element as HTMLButtonElement).disabled) continue
    const color = toRgba(style.color)
    const backgrounds = backgroundsBehind(element)
    if (!color || !backgrounds) continue
    const size = Number.parseFloat(style.fontSize)
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
    const needed = large ? 3 : 4.5
    for (const background of backgrounds) {
      const text = blend(color, background)
      const ratio = contrastRatio(text, background)
      if (ratio < needed - 0.005) {
        const shown = words.length > 40 ? `${words.slice(0, 40)}…` : words
        return `“${shown}” is ${hex(text)} on ${hex(background)}: a contrast of only ${ratio.toFixed(1)} to 1`
      }
    }
  }
  return undefined
}

async function runSteps(steps: CheckStep[], start: number): Promise<CheckOutcome> {
  const user = userEvent.setup({ document, delay: null })
  let before = { text: visibleText(), items: listItemCount() }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30))
  let looksBefore: Map<string, string> | undefined
  // Once the app is loaded: writing the app's page gives it a navigator of its own.
  installClipboard()
  /** The last action, for steps that try a random app again (expectNew, expectChanged). */
  let again: (() => Promise<void>) | undefined
  /** Set by a step the parent page does: reload the app (at another width). */
  let reload: { width?: number } | undefined
  /** A step that acts on the app: what the page showed before it is kept for the checks after. */
  const action =
    <Step>(act: (step: Step) => Promise<void>) =>
    async (step: Step): Promise<void> => {
      before = { text: visibleText(), items: listItemCount() }
      await act(step)
    }
  /** A step that looks at the page once the last action has settled. */
  const look =
    <Step>(check: (step: Step, text: string) => void) =>
    async (step: Step): Promise<void> => {
      await settle()
      check(step, visibleText())
    }
  const handlers: StepHandlers<Promise<void>> = {
    reload: async () => {
      reload = {}
    },
    width: async (step) => {
      reload = { width: step.width }
    },
    type: action(async (step) => {
      const box = textBox(step.into)
      await user.clear(box)
      if (step.type) await user.type(box, step.type)
    }),
    press: action(async (step) => {
      again = () => user.keyboard(step.press === 'Space' ? ' ' : `{${step.press}}`)
      await again()
    }),
    keys: action(async (step) => {
      await user.keyboard(step.keys)
    }),
    tabToTextBox: async (step) => {
      await tabTo(user, textBox(step.tabToTextBox), `the text box ${quote(step.tabToTextBox)}`)
    },
    tabToCheckbox: async (step) => {
      await tabTo(user, checkboxNear(step.tabToCheckbox), `the checkbox next to “${step.tabToCheckbox}”`)
    },
    tabToButton: async (step) => {
      const [button] = buttonsNamed(step.tabToButton)
      if (!button) throw new StepFailure(`a button named like ${quote(step.tabToButton)}`, 'no such button')
      await tabTo(user, button, `the button ${quote(step.tabToButton)}`)
    },
    labelled: async (step) => {
      const box = textBox(step.labelled)
      if (!accessibleName(box))
        throw new StepFailure(
          'the text box to have a label a screen reader reads (a <label> or aria-label)',
          box.getAttribute('placeholder')
            ? `only a placeholder, “${box.getAttribute('placeholder')}”, which disappears as you type`
            : 'no label at all',
        )
    },
    click: action(async (step) => {
      const [button] = buttonsNamed(step.click, step.near)
      if (!button) {
        const where = step.near ? ` next to “${step.near}”` : ''
        const named = buttonsNamed('.', step.near)
          .map((candidate) => `“${accessibleName(candidate)}”`)
          .slice(0, 6)
        throw new StepFailure(
          `a button named like ${quote(step.click)}${where}`,
          named.length ? `only the buttons ${named.join(', ')}` : step.near ? 'no button next to it' : 'no button on the page',
        )
      }
      again = () => user.click(button)
      await again()
    }),
    tick: action(async (step) => {
      await user.click(checkboxNear(step.tick))
    }),
    choose: action(async (step) => {
      const choice = findChoice(step.choose, step.in)
      again = () => chooseByMouse(user, choice)
      await again()
    }),
    restyled: async () => {
      await settle()
      if (!looksBefore || !looksChanged(looksBefore, await settledLooks()))
        throw new StepFailure(
          'the app to look different after that (a new colour, the card turning, something shown or hidden)',
          'nothing on the page looks any different (buttons and form fields do not count)',
        )
    },
    chooseByKeyboard: action(async (step) => {
      await chooseByKeys(user, step.chooseByKeyboard)
    }),
    expectNew: async (step) => {
      const old = before.text
      let found = ''
      const ok = await withRetries(step.tries ?? 1, again, () => {
        found = newLines(old, visibleText())
        return matchesAny(found, step.expectNew)
      })
      if (!ok)
        throw new StepFailure(
          `to see words like ${quote(step.expectNew)} in what appeared`,
          found ? shortText(found) : 'nothing new appeared',
        )
    },
    expectChanged: async () => {
      const old = before.text
      if (!(await withRetries(3, again, () => visibleText() !== old)))
        throw new StepFailure('something new each time (three goes)', `the very same text every time: ${shortText(old)}`)
    },
    expectCopied: async (step) => {
      const ok = await within(() => copiedText !== undefined && matchesAny(copiedText, step.expectCopied))
      if (!ok)
        throw new StepFailure(
          `your app to copy text with ${quote(step.expectCopied)} in it`,
          copiedText === undefined ? 'nothing was copied' : `it copied “${copiedText.replace(/\s+/g, ' ').trim().slice(0, 160)}”`,
        )
    },
    buttons: look((step) => {
      const count = buttonsNamed(step.buttons).length
      if (count > step.atMost) throw new StepFailure(`at most ${step.atMost} buttons named like ${quote(step.buttons)}`, `${count} of them`)
    }),
    expect: look((step, text) => {
      const regexps = toRegExps(step.expect)
      const count = (value: string) =>
        regexps.reduce((sum, pattern) => sum + (value.match(new RegExp(pattern.source, 'gi'))?.length ?? 0), 0)
      const ok = step.new ? count(text) > count(before.text) : count(text) > 0
      if (!ok) throw new StepFailure(`to see ${step.new ? 'a new message like ' : ''}${quote(step.expect)}`, shortText(text))
    }),
    expectNot: look((step, text) => {
      for (const pattern of toRegExps(step.expectNot)) {
        const shown = pattern.exec(text)
        if (shown)
          throw new StepFailure(
            `“${shown[0].trim() || 'that gap'}” to be gone from view`,
            `“${shown[0]}” is still shown, in ${around(text, shown.index, shown[0].length)}`,
          )
      }
    }),
    expectTicked: look((step) => {
      if (!isTicked(checkboxNear(step.expectTicked)))
        throw new StepFailure(`the checkbox next to “${step.expectTicked}” to be ticked`, 'it is not ticked')
    }),
    sameItemCount: look(() => {
      const items = listItemCount()
      if (items !== before.items) throw new StepFailure(`the list to stay at ${before.items} items`, `it has ${items} items`)
    }),
    expectExactly: look((step) => expectExactly(step.expectExactly)),
    minButtonSize: look((step) => minButtonSize(step.minButtonSize)),
    expectHeading: look((step) => {
      const headings = headingTexts()
      if (!headings.some((heading) => matchesAny(heading, step.expectHeading)))
        throw new StepFailure(
          `a heading like ${quote(step.expectHeading)}`,
          headings.length
            ? `only the headings ${headings.map((heading) => `“${heading}”`).join(', ')}`
            : 'no heading on the page (<h1> and the like)',
        )
    }),
    expectYear: look((_step, text) => {
      const year = String(new Date().getFullYear())
      if (!text.includes(year)) throw new StepFailure(`this year, ${year}, on the page (in the footer)`, shortText(text))
    }),
    contrast: look(() => {
      const unreadable = unreadableText()
      if (unreadable)
        throw new StepFailure(
          'all text to stand out from its background (a contrast of at least 4.5 to 1, or 3 to 1 for big text)',
          unreadable,
        )
    }),
    noSideScroll: look(() => {
      const root = document.scrollingElement ?? document.documentElement
      if (root.scrollWidth > root.clientWidth + 1)
        throw new StepFailure(
          `no sideways scrolling at ${root.clientWidth} px wide`,
          `the page is ${root.scrollWidth} px wide, so it scrolls sideways`,
        )
    }),
  }
  for (let index = start; index < steps.length; index++) {
    const step = steps[index] as CheckStep
    try {
      const next = steps[index + 1]
      if (next && 'restyled' in next && !('reload' in step) && !('width' in step)) looksBefore = await settledLooks()
      const failed = await runStep(step, index, handlers)
      if (failed) return failed
      // The parent page reloads the frame and goes on after this step.
      if (reload) return { kind: 'pause', at: index + 1, reload }
    } catch (error) {
      if (error instanceof StepFailure) return { kind: 'failed', at: index, expected: error.expected, found: error.found }
      return {
        kind: 'failed',
        at: index,
        expected: 'the app to keep working',
        found: `it stopped with an error: ${String((error as Error)?.message ?? error)}`,
      }
    }
  }
  return { kind: 'done' }
}

window.__fztvHarness = { run: runSteps }
