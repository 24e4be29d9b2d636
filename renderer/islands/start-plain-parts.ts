import { PLAIN_PART_ATTRIBUTE } from '../../lib/island-markup.ts'
import { nextTask } from './next-task.ts'

/** Every plain part's module (a `<name>.plain.ts` file beside what renders it): a chunk of its own, fetched by the pages that have one. */
const plainModules = import.meta.glob<{ default: (element: HTMLElement, props: object) => Promise<void> | void }>([
  '/renderer/**/*.plain.ts',
  '/pages/**/*.plain.ts',
])
const plainModuleByName = new Map(
  Object.entries(plainModules).map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1).replace(/\.plain\.ts$/, ''), load]),
)

/**
 * Starts the page's plain parts (lib/island-markup.ts): server-rendered
 * markup that plain code, no React, brings up to date as the page loads.
 * Each in a task of its own; resolves once each has shown what it shows
 * (at once on a page with none, which is almost every page).
 */
export async function startPlainParts(): Promise<void> {
  for (const element of document.querySelectorAll<HTMLElement>(`[${PLAIN_PART_ATTRIBUTE}]`)) {
    await nextTask()
    const name = element.getAttribute(PLAIN_PART_ATTRIBUTE) ?? ''
    try {
      const load = plainModuleByName.get(name)
      if (!load) throw new Error(`No plain part named "${name}" (a file ${name}.plain.ts)`)
      await (await load()).default(element, JSON.parse(element.dataset.props ?? '{}') as object)
    } catch (error) {
      // Offline with nothing saved, or a new version deployed: the part stays its HTML.
      console.error('The page could not show a part of it:', error)
    }
  }
}
