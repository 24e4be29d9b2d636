// The learning projects' test apps (test/fixtures/projects/<n>/<name>/) and
// how a test pastes one into the checker, as a learner pastes the files their
// Agent wrote. Shared by project-checker.spec.ts, journeys-aria.spec.ts and
// accessibility-beyond-axe.spec.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator } from '@playwright/test'

export const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'projects')

export interface Files {
  html: string
  css: string
  js: string
}

/** The three files of the app in `dir`; a file it does not have is empty (an app may keep everything in index.html). */
export function appFiles(dir: string): Files {
  const read = (file: string) => {
    try {
      return readFileSync(join(dir, file), 'utf8')
    } catch {
      return ''
    }
  }
  return { html: read('index.html'), css: read('style.css'), js: read('script.js') }
}

/** A learning project's fixture (test/fixtures/projects/<project>/<name>/). */
export const fixture = (project: number, name: string): Files => appFiles(join(FIXTURES, String(project), name))

/** Fills the checker's (or the playground's) three text areas, found by their labels. */
export async function paste(scope: Locator, files: Files) {
  await scope.getByRole('textbox', { name: 'index.html', exact: true }).fill(files.html)
  await scope.getByRole('textbox', { name: 'style.css', exact: true }).fill(files.css)
  await scope.getByRole('textbox', { name: 'script.js', exact: true }).fill(files.js)
}
