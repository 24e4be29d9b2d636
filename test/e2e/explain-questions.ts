// Asking "Find the line" in the "Explain your app" section, as the specs of
// project 3 and of the other learning projects both do.
import { expect, type Locator } from '@playwright/test'

/**
 * Asks "Find the line" about `requirement` in the section and waits for the
 * question; returns a line of script.js's tap button by its number (from 1).
 */
export async function askFindTheLine(section: Locator, requirement: string): Promise<(number: number) => Locator> {
  await section.getByLabel('Requirement to ask about').selectOption({ label: requirement })
  await section.getByRole('button', { name: 'Ask me about my code' }).click()
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
