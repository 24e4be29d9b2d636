/**
 * The check harness: runs a requirement's steps (content/schema.ts, CheckStep)
 * against the learner's app inside the sandbox frame, finding elements the
 * way a person does, with Testing Library. Built as a file of its own
 * (imported with ?worker&url by sandbox.ts), sent to the frame as text and
 * run there by server/playground-frame.js, which then calls
 * `window.__fztvHarness.run(steps, start)`.
 *
 * An outcome is 'done', 'failed' (with what was expected and found, in plain
 * words) or 'pause' at a step the parent page must do: reload the app, or
 * reload it at another width.
 */
import { getRoles, queryAllByLabelText, queryAllByPlaceholderText, queryAllByRole } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import type { CheckStep } from '../../content/schema.ts'
import type { CheckOutcome } from './protocol.ts'

type Patterns = string | string[]

const toRegExps = (patterns: Patterns) => (Array.isArray(patterns) ? patterns : [patterns]).map((source) => new RegExp(source, 'i'))
const matchesAny = (value: string, patterns: Patterns) => toRegExps(patterns).some((pattern) => pattern.test(value))
/** The first pattern, as words: without anchors and escapes such as \b or \W*. */
const quote = (patterns: Patterns) => `“${(Array.isArray(patterns) ? patterns[0] : patterns)?.replace(/\\[bBwWdDsS][*+?]?|[\\^$]/g, '')}”`

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
    : [...queryAllByRole(document.body, 'button'), ...queryAllByRole(document.body, 'link')].filter(isVisible)
  return candidates.filter((button) => {
    const names = [button.getAttribute('aria-label'), button.getAttribute('title'), button.textContent, (button as HTMLInputElement).value]
    return names.some((name) => name && matchesAny(name.trim(), click))
  })
}

function checkboxNear(text: string): HTMLInputElement | HTMLElement {
  const [box] = inSameItem(text, 'checkbox')
  if (!box) throw new StepFailure(`a checkbox next to “${text}”`, 'no checkbox next to it')
  return box
}

function isTicked(box: HTMLElement): boolean {
  return box instanceof HTMLInputElement ? box.checked : box.getAttribute('aria-checked') === 'true'
}

/** The text of the elements an aria-labelledby lists. */
function labelledByText(element: HTMLElement): string {
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

/** What a screen reader announces as the text box's name, leaving out the placeholder (it goes as the learner types). */
function labelOf(box: HTMLElement): string {
  const fromLabels =
    box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement ? [...(box.labels ?? [])].map((label) => label.textContent) : []
  return [box.getAttribute('aria-label'), labelledByText(box), ...fromLabels].join(' ').trim()
}

/** The most Tab presses a check makes looking for one element: more than any learning project's page has stops. */
const MOST_TABS = 40

/** From the top of the app, Tab until `target` has focus, as a keyboard user would; fails when it is never reached. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement, name: string) {
  ;(document.activeElement as HTMLElement | null)?.blur()
  for (let presses = 0; presses < MOST_TABS; presses++) {
    await user.tab()
    if (document.activeElement === target) return
  }
  throw new StepFailure(
    `to reach ${name} with the Tab key`,
    `Tab never lands on it (a keyboard user cannot use it: a <div> or <span> made clickable instead of a real <button> or <input> does this)`,
  )
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
  throw new StepFailure(`${quote(expected).replace(/\.\*|\\/g, '')} on the display`, displayShows())
}

function nameOf(button: HTMLElement): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? (button as HTMLInputElement).value ?? '').trim()
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
    `the button “${nameOf(first)}” is only ${Math.round(box.width)} × ${Math.round(box.height)} pixels${more}`,
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

/** Picks an option: in a drop-down labelled like `group` (or the only one), else a radio button or a button named like it. */
async function choose(user: ReturnType<typeof userEvent.setup>, option: Patterns, group: Patterns) {
  const body = document.body
  const isSelect = (element: HTMLElement): element is HTMLSelectElement => element instanceof HTMLSelectElement && isVisible(element)
  let select: HTMLSelectElement | undefined
  for (const pattern of toRegExps(group)) select ??= queryAllByLabelText(body, pattern).find(isSelect)
  const selects = [...body.querySelectorAll('select')].filter(isSelect)
  if (!select && selects.length === 1) select = selects[0]
  if (select) {
    const options = [...select.options]
    const found = options.find((candidate) => matchesAny(candidate.text.trim(), option) || matchesAny(candidate.value, option))
    if (!found)
      throw new StepFailure(
        `an option like ${quote(option)} in the drop-down ${quote(group)}`,
        `only the options ${options.map((candidate) => `“${candidate.text.trim()}”`).join(', ')}`,
      )
    await user.selectOptions(select, found)
    return
  }
  const radio = queryAllByRole(body, 'radio').find((candidate) =>
    matchesAny(`${labelOf(candidate)} ${candidate.textContent}`.trim(), option),
  )
  if (radio) {
    const label = radio instanceof HTMLInputElement ? radio.labels?.[0] : undefined
    await user.click(!isVisible(radio) && label ? label : radio)
    return
  }
  const [button] = buttonsNamed(option)
  if (!button)
    throw new StepFailure(
      `a drop-down ${quote(group)} with the option ${quote(option)}`,
      selects.length
        ? `${selects.length} drop-downs, none labelled like that`
        : 'no drop-down, and no button or radio button named like that',
    )
  await user.click(button)
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
  for (let index = start; index < steps.length; index++) {
    const step = steps[index] as CheckStep
    try {
      if ('reload' in step) return { kind: 'pause', at: index + 1, reload: {} }
      if ('width' in step) return { kind: 'pause', at: index + 1, reload: { width: step.width } }
      const next = steps[index + 1]
      if (next && 'restyled' in next) looksBefore = await settledLooks()
      if ('type' in step) {
        before = { text: visibleText(), items: listItemCount() }
        const box = textBox(step.into)
        await user.clear(box)
        if (step.type) await user.type(box, step.type)
      } else if ('press' in step) {
        before = { text: visibleText(), items: listItemCount() }
        await user.keyboard(step.press === 'Space' ? ' ' : `{${step.press}}`)
      } else if ('keys' in step) {
        before = { text: visibleText(), items: listItemCount() }
        await user.keyboard(step.keys)
      } else if ('tabToTextBox' in step) {
        await tabTo(user, textBox(step.tabToTextBox), `the text box ${quote(step.tabToTextBox)}`)
      } else if ('tabToCheckbox' in step) {
        await tabTo(user, checkboxNear(step.tabToCheckbox), `the checkbox next to “${step.tabToCheckbox}”`)
      } else if ('tabToButton' in step) {
        const [button] = buttonsNamed(step.tabToButton)
        if (!button) throw new StepFailure(`a button named like ${quote(step.tabToButton)}`, 'no such button')
        await tabTo(user, button, `the button ${quote(step.tabToButton)}`)
      } else if ('labelled' in step) {
        const box = textBox(step.labelled)
        if (!labelOf(box))
          throw new StepFailure(
            'the text box to have a label a screen reader reads (a <label> or aria-label)',
            box.getAttribute('placeholder')
              ? `only a placeholder, “${box.getAttribute('placeholder')}”, which disappears as you type`
              : 'no label at all',
          )
      } else if ('click' in step) {
        before = { text: visibleText(), items: listItemCount() }
        const [button] = buttonsNamed(step.click, step.near)
        if (!button) {
          const where = step.near ? ` next to “${step.near}”` : ''
          const named = buttonsNamed('.', step.near)
            .map((candidate) => `“${(candidate.getAttribute('aria-label') ?? candidate.textContent ?? '').trim()}”`)
            .slice(0, 6)
          throw new StepFailure(
            `a button named like ${quote(step.click)}${where}`,
            named.length ? `only the buttons ${named.join(', ')}` : 'no button there',
          )
        }
        await user.click(button)
      } else if ('tick' in step) {
        before = { text: visibleText(), items: listItemCount() }
        await user.click(checkboxNear(step.tick))
      } else if ('choose' in step) {
        before = { text: visibleText(), items: listItemCount() }
        await choose(user, step.choose, step.in)
      } else if ('restyled' in step) {
        await settle()
        if (!looksBefore || !looksChanged(looksBefore, await settledLooks()))
          throw new StepFailure(
            'the app to look different after that (a new colour, the card turning, something shown or hidden)',
            'nothing on the page looks any different (buttons and form fields do not count)',
          )
      } else if ('clipboard' in step) {
        await settle()
        if (copiedText === undefined || !matchesAny(copiedText, step.clipboard))
          throw new StepFailure(
            `your app to copy text with ${quote(step.clipboard)} in it`,
            copiedText === undefined ? 'nothing was copied' : `it copied “${copiedText.replace(/\s+/g, ' ').trim().slice(0, 160)}”`,
          )
      } else {
        await settle()
        const text = visibleText()
        if ('expect' in step) {
          const regexps = toRegExps(step.expect)
          const count = (value: string) =>
            regexps.reduce((sum, pattern) => sum + (value.match(new RegExp(pattern.source, 'gi'))?.length ?? 0), 0)
          const ok = step.new ? count(text) > count(before.text) : count(text) > 0
          if (!ok) throw new StepFailure(`to see ${step.new ? 'a new message like ' : ''}${quote(step.expect)}`, shortText(text))
        } else if ('expectNot' in step) {
          if (toRegExps(step.expectNot).some((pattern) => pattern.test(text)))
            throw new StepFailure(`${quote(step.expectNot)} to be gone from view`, `it is still shown: ${shortText(text)}`)
        } else if ('expectTicked' in step) {
          if (!isTicked(checkboxNear(step.expectTicked)))
            throw new StepFailure(`the checkbox next to “${step.expectTicked}” to be ticked`, 'it is not ticked')
        } else if ('sameItemCount' in step) {
          const items = listItemCount()
          if (items !== before.items) throw new StepFailure(`the list to stay at ${before.items} items`, `it has ${items} items`)
        } else if ('expectExactly' in step) {
          expectExactly(step.expectExactly)
        } else if ('minButtonSize' in step) {
          minButtonSize(step.minButtonSize)
        } else if ('expectHeading' in step) {
          const headings = headingTexts()
          if (!headings.some((heading) => matchesAny(heading, step.expectHeading)))
            throw new StepFailure(
              `a heading that says ${quote(step.expectHeading)}`,
              headings.length
                ? `only the headings ${headings.map((heading) => `“${heading}”`).join(', ')}`
                : 'no heading on the page (<h1> and the like)',
            )
        } else if ('expectChanged' in step) {
          // A message may fade in or come after a short pause.
          for (let waited = 0; visibleText() === before.text && waited < 1000; waited += 100)
            await new Promise((resolve) => setTimeout(resolve, 100))
          if (visibleText() === before.text)
            throw new StepFailure(
              'something new on the page after that, such as a new message',
              `the page looks the same as before: ${shortText(text)}`,
            )
        } else if ('expectYear' in step) {
          const year = String(new Date().getFullYear())
          if (!text.includes(year)) throw new StepFailure(`this year, ${year}, on the page (in the footer)`, shortText(text))
        } else if ('contrast' in step) {
          const unreadable = unreadableText()
          if (unreadable)
            throw new StepFailure(
              'all text to stand out from its background (a contrast of at least 4.5 to 1, or 3 to 1 for big text)',
              unreadable,
            )
        } else if ('noSideScroll' in step) {
          const root = document.scrollingElement ?? document.documentElement
          if (root.scrollWidth > root.clientWidth + 1) {
            throw new StepFailure(
              `no sideways scrolling at ${root.clientWidth} px wide`,
              `the page is ${root.scrollWidth} px wide, so it scrolls sideways`,
            )
          }
        }
      }
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

declare global {
  interface Window {
    __fztvHarness?: { run: typeof runSteps; roles: typeof getRoles }
  }
}

window.__fztvHarness = { run: runSteps, roles: getRoles }
