/**
 * Choosing as a person would: a radio button, a drop-down's option, a button
 * or a piece of text named like the step's pattern, by mouse or with the
 * keyboard alone.
 */

import type userEvent from '@testing-library/user-event'
import { buttonsNamed, isVisible, namesOf, shortText, tabUntil, visibleText } from './find.ts'
import { matchesAny, type Patterns, quote, StepFailure, toRegExps } from './patterns.ts'
import { queryAllByLabelText, queryAllByRole } from './roles.ts'
import { stepWords } from './words.ts'

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
      stepWords().optionInDropDown(quote(choose), quote(group)),
      stepWords().onlyOptions(options.map((candidate) => `“${candidate.text.trim()}”`).join(', ')),
    )
  return { kind: 'option', select, option }
}

/**
 * The option named like `choose`: in the drop-down labelled like `group`
 * when given, else a radio button, a drop-down's option, a button, or else
 * the visible text itself.
 */
export function findChoice(choose: Patterns, group?: Patterns): Choice {
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
  throw new StepFailure(stepWords().choiceNamed(quote(choose)), shortText(visibleText()))
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

export async function chooseByMouse(user: ReturnType<typeof userEvent.setup>, choice: Choice) {
  if (choice.kind === 'option') return user.selectOptions(choice.select, choice.option)
  const element = choice.element
  // A radio button hidden behind a styled label: click the label, as a person would.
  const label = element instanceof HTMLInputElement && !isVisible(element) ? [...(element.labels ?? [])].find(isVisible) : undefined
  return user.click(label ?? element)
}

export async function chooseByKeys(user: ReturnType<typeof userEvent.setup>, choose: Patterns) {
  const choice = findChoice(choose)
  const name = stepWords().theChoice(quote(choose))
  if (choice.kind === 'text') throw new StepFailure(stepWords().choiceToBeControl(name), stepWords().choiceIsText)
  if (choice.kind === 'option') {
    await tabUntil(user, (element) => element === choice.select, stepWords().dropDownWith(name))
    // A focused drop-down is the browser's own control: its keys always work.
    await user.selectOptions(choice.select, choice.option)
  } else if (choice.kind === 'button') {
    await tabUntil(user, (element) => element === choice.element, name)
    await user.keyboard(' ')
  } else {
    const group = radioGroup(choice.element)
    await tabUntil(user, (element) => group.includes(element as HTMLElement), stepWords().groupOf(name))
    for (let presses = 0; presses < group.length && document.activeElement !== choice.element; presses++)
      await user.keyboard('{ArrowRight}')
    if (!isPicked(choice)) await user.keyboard(' ')
  }
  if (!isPicked(choice)) throw new StepFailure(stepWords().choicePicked(name), stepWords().notHeardPicked)
}
