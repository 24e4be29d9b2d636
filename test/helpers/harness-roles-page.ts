/**
 * Runs in the page of test/integration/harness-roles.test.ts (bundled there
 * by esbuild): asks the harness's finder and Testing Library's the same
 * queries on the page as it stands, and names every answer that differs; and
 * names the buttons a click step would choose from, best first.
 */
import * as library from '@testing-library/dom'
import { buttonsNamed } from '../../renderer/features/project-checker/harness/find.ts'
import * as ours from '../../renderer/features/project-checker/harness/roles.ts'

type Finder = (container: HTMLElement, ...rest: unknown[]) => Element[]
/** Each query: the harness's, then Testing Library's. */
const QUERIES = {
  queryAllByRole: [ours.queryAllByRole, library.queryAllByRole],
  queryAllByLabelText: [ours.queryAllByLabelText, library.queryAllByLabelText],
  queryAllByPlaceholderText: [ours.queryAllByPlaceholderText, library.queryAllByPlaceholderText],
} as unknown as Record<string, [Finder, Finder]>
type Query = keyof typeof QUERIES

function compareFinders({ roles, patterns }: { roles: readonly string[]; patterns: readonly string[] }) {
  const all = [...document.querySelectorAll('*')]
  const places = (elements: Element[]) => elements.map((element) => all.indexOf(element)).join(',')
  const differences: string[] = []
  let asked = 0
  const ask = (query: Query, container: HTMLElement, ...rest: unknown[]) => {
    asked++
    const [mine, theirs] = (QUERIES[query] as [Finder, Finder]).map((finder) => places(finder(container, ...rest)))
    if (mine !== theirs)
      differences.push(
        `${query}(${container.tagName}, ${rest.map((arg) => JSON.stringify(arg, (_, value) => (value instanceof RegExp ? String(value) : value))).join(', ')}): ours [${mine}], Testing Library [${theirs}]`,
      )
  }
  // The page, and each list item (a task's checkbox and buttons are looked for inside it).
  for (const container of [document.body, ...document.querySelectorAll('li')])
    for (const role of roles) {
      ask('queryAllByRole', container, role)
      if (container === document.body) ask('queryAllByRole', container, role, { hidden: true })
    }
  for (const source of patterns) {
    const pattern = new RegExp(source, 'i')
    for (const role of ['textbox', 'button', 'link', 'heading']) ask('queryAllByRole', document.body, role, { name: pattern })
    ask('queryAllByLabelText', document.body, pattern)
    ask('queryAllByPlaceholderText', document.body, pattern)
  }
  return { asked, differences }
}

/** The text of the buttons a step naming `patterns` chooses from, the one it presses first. */
const buttonsFor = (patterns: string[]) => buttonsNamed(patterns).map((button) => button.textContent?.trim() ?? '')

declare global {
  interface Window {
    compareFinders: typeof compareFinders
    buttonsFor: typeof buttonsFor
  }
}

window.compareFinders = compareFinders
window.buttonsFor = buttonsFor
