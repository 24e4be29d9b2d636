// Passing a learning project in "Check my project" and asking "Find the line"
// in its "Explain your app" section, as the specs of project 3, of the other
// learning projects and of progress transfer all do.
import { expect, type Locator, type Page } from '@playwright/test'
import { siteContent } from '../helpers/site-content.ts'
import { fixture, paste } from './checker-fixtures.ts'

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
 * "Another question" once one has been asked) and waits for the question; returns a line of script.js's tap button by its number (from 1).
 */
export async function askFindTheLine(
  section: Locator,
  requirement: string,
  button = 'Ask me about my code',
): Promise<(number: number) => Locator> {
  await section.getByLabel('Requirement to ask about').selectOption({ label: requirement })
  await section.getByRole('button', { name: button }).click()
  await expect(section.locator('.explain-ask')).toHaveText(`Which line of your code makes this work: “${requirement}”?`, {
    timeout: 120_000,
  })
  return (number: number) =>
    section
      .getByRole('list', { name: 'script.js' })
      .getByRole('listitem')
      .nth(number - 1)
      .getByRole('button')
}
