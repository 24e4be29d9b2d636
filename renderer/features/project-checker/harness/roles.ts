/**
 * Finding elements by role, label and placeholder as Testing Library's
 * queryAllByRole, queryAllByLabelText and queryAllByPlaceholderText do
 * (@testing-library/dom 10 with aria-query 5.3), for the roles the checks
 * look for. Testing Library itself builds every role map of ARIA (about
 * 100 KB of aria-query) as it loads, and the harness loads in every run's new
 * window: an Explain your app search makes about a hundred. This keeps, of
 * those maps, the rows that give the roles below, with the other rows of the
 * same elements (a more specific row wins: an input with a list is a
 * combobox, not a text box), in Testing Library's order. The names come from
 * dom-accessibility-api, the library Testing Library computes them with.
 * test/integration/harness-roles.test.ts runs both on the same pages in
 * Chromium and compares.
 */
import { computeAccessibleName } from 'dom-accessibility-api'

/** The roles the harness asks for. */
export type Role = 'button' | 'checkbox' | 'heading' | 'link' | 'listitem' | 'radio' | 'searchbox' | 'textbox'

/**
 * aria-query's element-to-role rows for the elements that can have one of
 * those roles without a role attribute, most specific first (as Testing
 * Library sorts them: by how many attributes a row names, then in
 * aria-query's order). `typeText`: the row's type="text" is read from the
 * element's type property (so a missing or unknown type counts), as Testing
 * Library does.
 */
const IMPLICIT: ReadonlyArray<{ selector: string; role: string; typeText?: true }> = [
  { selector: 'input[list]:not([list=""])[type="email"]', role: 'combobox' },
  { selector: 'input[list]:not([list=""])[type="search"]', role: 'combobox' },
  { selector: 'input[list]:not([list=""])[type="tel"]', role: 'combobox' },
  { selector: 'input[list]:not([list=""])', role: 'combobox', typeText: true },
  { selector: 'input[list]:not([list=""])[type="url"]', role: 'combobox' },
  { selector: 'input:not([list])[type="search"]', role: 'searchbox' },
  { selector: 'input:not([type]):not([list])', role: 'textbox' },
  { selector: 'input:not([list])[type="email"]', role: 'textbox' },
  { selector: 'input:not([list])[type="tel"]', role: 'textbox' },
  { selector: 'input:not([list])', role: 'textbox', typeText: true },
  { selector: 'input:not([list])[type="url"]', role: 'textbox' },
  { selector: 'input[type="button"]', role: 'button' },
  { selector: 'input[type="image"]', role: 'button' },
  { selector: 'input[type="reset"]', role: 'button' },
  { selector: 'input[type="submit"]', role: 'button' },
  { selector: 'input[type="checkbox"]', role: 'checkbox' },
  { selector: 'a[href]:not([href=""])', role: 'link' },
  { selector: 'area[href]:not([href=""])', role: 'link' },
  { selector: 'input[type="radio"]', role: 'radio' },
  { selector: 'input[type="range"]', role: 'slider' },
  { selector: 'input[type="number"]', role: 'spinbutton' },
  { selector: 'button', role: 'button' },
  { selector: 'a', role: 'generic' },
  { selector: 'area', role: 'generic' },
  { selector: 'h1, h2, h3, h4, h5, h6', role: 'heading' },
  { selector: 'li', role: 'listitem' },
  { selector: 'textarea', role: 'textbox' },
]

/** The elements that may have each role without a role attribute (Testing Library's first, quick filter). */
const ELEMENTS_OF: Record<Role, string> = {
  button: 'button, input',
  checkbox: 'input',
  heading: 'h1, h2, h3, h4, h5, h6',
  link: 'a, area',
  listitem: 'li',
  radio: 'input',
  searchbox: 'input',
  textbox: 'input, textarea',
}

/** The role an element has without a role attribute: the first row it matches. */
function implicitRole(element: Element): string | undefined {
  for (const { selector, role, typeText } of IMPLICIT)
    if ((!typeText || (element as HTMLInputElement).type === 'text') && element.matches(selector)) return role
  return undefined
}

/** An element with a role attribute has the role its first word names; any other, its implicit role. */
const hasRole = (element: Element, role: Role) =>
  element.hasAttribute('role') ? (element.getAttribute('role') ?? '').split(' ')[0] === role : implicitRole(element) === role

/** Hidden from assistive technology with all it holds: the hidden attribute, aria-hidden="true" or display: none. */
function subtreeHidden(element: Element): boolean {
  if ((element as HTMLElement).hidden === true || element.getAttribute('aria-hidden') === 'true') return true
  return getComputedStyle(element).display === 'none'
}

/** Out of the accessibility tree: visibility: hidden, or a hidden subtree from itself up. */
function inaccessible(element: Element, hiddenSubtrees: Map<Element, boolean>): boolean {
  if (getComputedStyle(element).visibility === 'hidden') return true
  for (let current: Element | null = element; current; current = current.parentElement) {
    let hidden = hiddenSubtrees.get(current)
    if (hidden === undefined) {
      hidden = subtreeHidden(current)
      hiddenSubtrees.set(current, hidden)
    }
    if (hidden) return true
  }
  return false
}

/**
 * The elements in `container` with `role`, in document order: only those in
 * the accessibility tree unless `hidden`, and with `name` only those whose
 * accessible name it matches.
 */
export function queryAllByRole(
  container: Element,
  role: Role,
  { hidden = false, name }: { hidden?: boolean; name?: RegExp } = {},
): HTMLElement[] {
  const hiddenSubtrees = new Map<Element, boolean>()
  return [...container.querySelectorAll<HTMLElement>(`[role~="${role}"], ${ELEMENTS_OF[role]}`)].filter(
    (element) =>
      hasRole(element, role) &&
      (name === undefined || name.test(computeAccessibleName(element))) &&
      (hidden || !inaccessible(element, hiddenSubtrees)),
  )
}

/** Testing Library's default for text matched: trimmed, each run of white space one space. */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ')

const FORM_CONTROLS = ['button', 'meter', 'output', 'progress', 'select', 'textarea', 'input']

/** A label's own text: the text in it, without what its form controls hold. */
function textOf(node: Node): string {
  if (FORM_CONTROLS.includes(node.nodeName.toLowerCase())) return ''
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  return [...node.childNodes].map(textOf).join('')
}

/**
 * What a label says: a <label>'s own text; an element that labels by
 * aria-labelledby, its value or text (a value that is not text, a
 * <progress>'s number, matches nothing on its own, as in Testing Library).
 */
function labelContent(element: Element): unknown {
  if (element.tagName.toLowerCase() === 'label') return textOf(element)
  return (element as HTMLInputElement).value || element.textContent
}

/** A form control's <label> elements (none for an element that cannot have one). */
const realLabels = (element: Element): ArrayLike<HTMLLabelElement> => (element as HTMLInputElement).labels ?? []

/** Each label of `element`, with the first form control inside a <label> (which that label names too). */
function labelsOf(container: Element, element: Element): Array<{ content: unknown; control?: Element | undefined }> {
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy)
    return labelledBy.split(' ').map((id) => {
      const labelling = container.querySelector(`[id="${id}"]`)
      return { content: labelling ? labelContent(labelling) : '' }
    })
  return Array.from(realLabels(element), (label) => ({
    content: labelContent(label),
    control: label.querySelector('button, input, meter, output, progress, select, textarea') ?? undefined,
  }))
}

/**
 * The elements whose label matches `text`: by <label> (each, or all of them
 * together), by aria-labelledby, then by aria-label; each once, in that order.
 */
export function queryAllByLabelText(container: Element, text: RegExp): HTMLElement[] {
  const found: Element[] = []
  const matches = (value: unknown) => typeof value === 'string' && text.test(normalise(value))
  for (const element of container.querySelectorAll('*')) {
    if (!realLabels(element).length && !element.hasAttribute('aria-labelledby')) continue
    const labels = labelsOf(container, element)
    for (const { content, control } of labels) if (control && matches(content)) found.push(control)
    const contents = labels.map(({ content }) => content).filter(Boolean)
    if (matches(contents.join(' '))) found.push(element)
    if (contents.length > 1)
      contents.forEach((content, index) => {
        if (matches(content)) found.push(element)
        const others = contents.filter((_, at) => at !== index)
        if (others.length > 1 && matches(others.join(' '))) found.push(element)
      })
  }
  for (const element of container.querySelectorAll('[aria-label]'))
    if (matches(element.getAttribute('aria-label') ?? '')) found.push(element)
  return [...new Set(found)] as HTMLElement[]
}

/** The elements whose placeholder matches `text`. */
export function queryAllByPlaceholderText(container: Element, text: RegExp): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[placeholder]')].filter((element) =>
    text.test(normalise(element.getAttribute('placeholder') ?? '')),
  )
}
