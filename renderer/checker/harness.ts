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
const quote = (patterns: Patterns) => `“${(Array.isArray(patterns) ? patterns[0] : patterns)?.replace(/\\[bB]|[\\^$]/g, '')}”`

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
    : // hidden: true skips Testing Library's slow accessibility-tree walk; isVisible does that job here.
      [...queryAllByRole(document.body, 'button', { hidden: true }), ...queryAllByRole(document.body, 'link', { hidden: true })].filter(
        isVisible,
      )
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

// --- Choices, random results, copying and contrast (project 5, the story generator). ---

/** The names a person reads on a choice: its aria-label, labels and text. */
function namesOf(element: HTMLElement): string[] {
  const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])].map((label) => label.textContent ?? '') : []
  return [element.getAttribute('aria-label'), labelledByText(element), element.getAttribute('title'), element.textContent, ...labels]
    .map((name) => name?.trim() ?? '')
    .filter(Boolean)
}

type Choice =
  | { kind: 'radio'; element: HTMLElement }
  | { kind: 'option'; select: HTMLSelectElement; option: HTMLOptionElement }
  | { kind: 'button'; element: HTMLElement }
  | { kind: 'text'; element: HTMLElement }

/** The option named like `choose`: a radio button, a drop-down's option, a button, or else the visible text itself. */
function findChoice(choose: Patterns): Choice {
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

/** What the app copied with document.execCommand('copy'), the old way round navigator.clipboard. */
let copiedByCommand = ''
function watchCopyCommand() {
  const original = document.execCommand.bind(document)
  document.execCommand = (command: string, ...rest: [boolean?, string?]) => {
    if (!/^copy$/i.test(command)) return original(command, ...rest)
    // The text selected in a text box (the usual hidden <textarea>), or else on the page.
    const boxes = [document.activeElement, ...document.querySelectorAll('textarea, input')]
    const selected = boxes.find(
      (box): box is HTMLTextAreaElement | HTMLInputElement =>
        (box instanceof HTMLTextAreaElement || box instanceof HTMLInputElement) && (box.selectionEnd ?? 0) > (box.selectionStart ?? 0),
    )
    copiedByCommand = selected
      ? selected.value.slice(selected.selectionStart ?? 0, selected.selectionEnd ?? undefined)
      : String(document.getSelection() ?? '')
    return true
  }
}

async function clipboardText(): Promise<string> {
  const written = await navigator.clipboard?.readText().catch(() => '')
  return [written, copiedByCommand].filter(Boolean).join('\n')
}

type Rgba = [number, number, number, number]

function parseColor(value: string): Rgba | undefined {
  const parts = /^rgba?\(([^)]+)\)$/
    .exec(value)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number)
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) return undefined
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1]
}

/** `top` laid over `bottom`. */
const blend = (top: Rgba, bottom: Rgba): Rgba =>
  [0, 1, 2].map((i) => (top[i] ?? 0) * top[3] + (bottom[i] ?? 0) * (1 - top[3])).concat(1) as Rgba

/** The plain color behind an element, or undefined when an image or gradient is behind it. */
function backgroundBehind(element: HTMLElement): Rgba | undefined {
  const layers: Rgba[] = []
  for (let current: Element | null = element; current; current = current.parentElement) {
    const style = getComputedStyle(current)
    if (style.backgroundImage !== 'none') return undefined
    const color = parseColor(style.backgroundColor)
    if (color && color[3] > 0) {
      layers.push(color)
      if (color[3] >= 1) break
    }
  }
  return layers.reduceRight<Rgba>((below, layer) => blend(layer, below), [255, 255, 255, 1])
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** The first visible text whose contrast with its background is too low, or undefined. */
function poorContrast(): string | undefined {
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (/^(SCRIPT|STYLE|OPTION)$/.test(element.tagName) || !isVisible(element)) continue
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '')
    const text = own.join(' ').replace(/\s+/g, ' ').trim()
    if (!text || element.closest(':disabled, [aria-disabled="true"]')) continue
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden') continue
    const color = parseColor(style.color)
    const background = backgroundBehind(element)
    if (!color || !background) continue
    const [lighter, darker] = [luminance(blend(color, background)), luminance(background)].sort((a, b) => b - a) as [number, number]
    const ratio = (lighter + 0.05) / (darker + 0.05)
    const size = Number.parseFloat(style.fontSize)
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
    if (ratio < (large ? 3 : 4.5)) return `“${text.slice(0, 60)}” has a contrast of only ${ratio.toFixed(1)}:1 with its background`
  }
  return undefined
}

async function runSteps(steps: CheckStep[], start: number): Promise<CheckOutcome> {
  const user = userEvent.setup({ document, delay: null })
  let before = { text: visibleText(), items: listItemCount() }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30))
  /** The last action, for steps that try a random app again (expectNew, expectChanged). */
  let again: (() => Promise<void>) | undefined
  watchCopyCommand()
  for (let index = start; index < steps.length; index++) {
    const step = steps[index] as CheckStep
    try {
      if ('reload' in step) return { kind: 'pause', at: index + 1, reload: {} }
      if ('width' in step) return { kind: 'pause', at: index + 1, reload: { width: step.width } }
      if ('type' in step) {
        before = { text: visibleText(), items: listItemCount() }
        const box = textBox(step.into)
        await user.clear(box)
        if (step.type) await user.type(box, step.type)
      } else if ('press' in step) {
        before = { text: visibleText(), items: listItemCount() }
        again = () => user.keyboard(step.press === 'Space' ? ' ' : `{${step.press}}`)
        await again()
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
        again = () => user.click(button)
        await again()
      } else if ('tick' in step) {
        before = { text: visibleText(), items: listItemCount() }
        await user.click(checkboxNear(step.tick))
      } else if ('choose' in step) {
        before = { text: visibleText(), items: listItemCount() }
        const choice = findChoice(step.choose)
        again = () => chooseByMouse(user, choice)
        await again()
      } else if ('chooseByKeyboard' in step) {
        before = { text: visibleText(), items: listItemCount() }
        await chooseByKeys(user, step.chooseByKeyboard)
      } else if ('expectNew' in step) {
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
      } else if ('expectChanged' in step) {
        const old = before.text
        if (!(await withRetries(3, again, () => visibleText() !== old)))
          throw new StepFailure('something new each time (three goes)', `the very same text every time: ${shortText(old)}`)
      } else if ('expectCopied' in step) {
        let copied = ''
        const ok = await within(async () => {
          copied = await clipboardText()
          return matchesAny(copied, step.expectCopied)
        })
        if (!ok)
          throw new StepFailure(
            `the clipboard to hold text with ${quote(step.expectCopied)}`,
            copied ? `it holds “${copied.replace(/\s+/g, ' ').slice(0, 120)}”` : 'nothing was copied',
          )
      } else if ('buttons' in step) {
        await settle()
        const count = buttonsNamed(step.buttons).length
        if (count > step.atMost)
          throw new StepFailure(`at most ${step.atMost} buttons named like ${quote(step.buttons)}`, `${count} of them`)
      } else if ('contrast' in step) {
        await settle()
        const poor = poorContrast()
        if (poor) throw new StepFailure('every text to have good contrast (at least 4.5:1, or 3:1 for large text)', poor)
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
