// Passing a learning project in "Check my project" and asking "Find the line"
// in its "Explain your app" section, as the specs of project 3, of the other
// learning projects and of progress transfer all do.
import { expect, type Locator, type Page } from '@playwright/test'
import { siteContent } from '../helpers/site-content.ts'
import { type Files, fixture, paste } from './checker-fixtures.ts'

const content = await siteContent()

/** Learning project `id`'s requirements (content/learning-projects). */
export const requirementsOf = (id: number) => content.learningProjects.find((project) => project.id === id)?.checks ?? []

/**
 * Opens learning project `id`'s checker, pastes its fixture `app` and runs
 * the check until every requirement and the safety report have passed;
 * returns the checker's region and its "Explain your app" section.
 */
export async function passProject(page: Page, id: number, app: string) {
  await page.goto(`/project${id}`)
  const panel = page.getByRole('region', { name: 'Check my project' })
  await panel.getByRole('button', { name: 'Open the checker' }).click({ timeout: 20_000 })
  await expect(panel.getByLabel('index.html')).toBeVisible({ timeout: 30_000 })
  await paste(panel, fixture(id, app))
  await panel.getByRole('button', { name: 'Run and check' }).click()
  await expect(panel.locator('.checker-status')).toHaveText(
    new RegExp(`All ${requirementsOf(id).length} requirements passed.*Everyone and safety:`),
    { timeout: 180_000 },
  )
  return { panel, section: panel.getByRole('region', { name: 'Explain your app' }) }
}

/**
 * Asks "Find the line" about `requirement` in the section (with `button`:
 * "Another question" once one has been asked) and waits for the question
 * (about `asked`, when `requirement` has no line of its own to find; for
 * `wait` ms, as a requirement whose own lines come late in the search takes
 * longer); returns a line of script.js's tap button by its number (from 1).
 */
export async function askFindTheLine(
  section: Locator,
  requirement: string,
  button = 'Ask me about my code',
  { asked = requirement, wait = 120_000 }: { asked?: string; wait?: number } = {},
): Promise<(number: number) => Locator> {
  await section.getByLabel('Requirement to ask about').selectOption({ label: requirement })
  await section.getByRole('button', { name: button }).click()
  await expect(section.locator('.explain-ask')).toHaveText(`Which line of your code makes this work: “${asked}”?`, {
    timeout: wait,
  })
  return (number: number) =>
    section
      .getByRole('list', { name: 'script.js' })
      .getByRole('listitem')
      .nth(number - 1)
      .getByRole('button')
}

/**
 * A Predict question once checked: the option marked right says what the
 * runs shown say (exactly the requirements that fail, the app stopping, or
 * nothing), and the chosen `requirement` fails (or stops) in its run, as the
 * line was found for it. Returns the line asked about ("line 24 of
 * script.js", "lines 12 to 16 of index.html") and the requirements whose
 * runs passed and failed.
 */
export async function expectRightOptionFromRuns(section: Locator, requirement: string) {
  const place = /^What happens if (.*) is gone\?$/.exec((await section.locator('.explain-ask').textContent()) ?? '')?.[1] ?? ''
  const labels = section.locator('.explain-option')
  const rightIndex = (await labels.evaluateAll((all) => all.map((label) => label.hasAttribute('data-right')))).indexOf(true)
  expect(rightIndex, 'one option is marked right').toBeGreaterThanOrEqual(0)
  const right = (await labels.nth(rightIndex).textContent())?.trim() ?? ''
  const runs = await section.locator('.explain-answer li').allInnerTexts()
  const named = (verdict: RegExp) => runs.filter((run) => verdict.test(run)).map((run) => /^“([^”]+)”/.exec(run)?.[1] ?? '')
  const failing = named(/”: fails:/)
  const passing = named(/”: passes/)
  console.log(`Predict, ${place}: ${right}\n${runs.join('\n')}`)
  if (runs.some((run) => /”: your app stops:/.test(run))) expect(right).toContain('Your app stops')
  else if (failing.length === 0) expect(right).toBe('Nothing a requirement checks changes: every requirement still passes.')
  else {
    expect(right).toMatch(/^These stop working: .*\. The rest still pass\.$/)
    for (const text of failing) expect(right).toContain(`“${text}”`)
    for (const text of passing) expect(right).not.toContain(`“${text}”`)
  }
  expect(named(/”: (fails|your app stops):/)).toContain(requirement)
  return { place, rightIndex, runs, failing, passing }
}

/**
 * "Predict" about `requirement`, answered with its first option: graded
 * right exactly when that option is the one marked right, which says what
 * the runs shown say (expectRightOptionFromRuns). Then what a run shows is
 * looked at apart from Explain's own runs: `files` with the asked lines left
 * empty (as a statement taken away leaves its lines) go through "Run and
 * check" in the checker's `panel`, and each requirement the Predict run says
 * passes passes there, and each it says fails fails there.
 */
export async function predictAndCheckAgain(panel: Locator, section: Locator, files: Files, requirement: string) {
  await section.getByLabel('Requirement to ask about').selectOption({ label: requirement })
  await section.getByRole('button', { name: 'Predict what breaks' }).click()
  await expect(section.locator('.explain-ask')).toHaveText(/^What happens if lines? \d+( to \d+)? of (script\.js|index\.html) is gone\?$/, {
    timeout: 180_000,
  })
  await section.getByRole('group', { name: 'Your prediction' }).getByRole('radio').first().check()
  await section.getByRole('button', { name: 'Check my prediction' }).click()
  const status = section.getByRole('status')
  await expect(status).toHaveText(/^(Right: that is what the run shows\.|Not this time: here is what the run shows\.)$/, {
    timeout: 60_000,
  })
  const { place, rightIndex, runs, failing, passing } = await expectRightOptionFromRuns(section, requirement)
  await expect(status).toHaveText(rightIndex === 0 ? /^Right/ : /^Not this time/)

  const [, first, last = first, file] = /^lines? (\d+)(?: to (\d+))? of (\S+)$/.exec(place) ?? []
  const key = file === 'index.html' ? 'html' : 'js'
  const without = files[key]
    .split('\n')
    .map((text, index) => (index + 1 >= Number(first) && index + 1 <= Number(last) ? '' : text))
    .join('\n')
  await paste(panel, { ...files, [key]: without })
  await panel.getByRole('button', { name: 'Run and check' }).click()
  await expect(panel.getByRole('list', { name: 'Check results' })).toHaveCount(0)
  await expect(panel.locator('.checker-status')).toHaveText(/requirements passed.*Everyone and safety:/, { timeout: 180_000 })
  const checked = await panel.locator('.check-result-line').allInnerTexts()
  console.log(`Checked again without ${place}:\n${checked.join('\n')}`)
  expect(checked).toHaveLength(runs.length)
  const verdict = new Map(checked.map((line) => [line.slice(line.indexOf(': ') + 2), line.slice(0, line.indexOf(': '))] as const))
  for (const text of passing) expect(verdict.get(text), text).toBe('Passed')
  for (const text of failing) expect(verdict.get(text), text).toBe('Not yet')
}
