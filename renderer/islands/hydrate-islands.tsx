// In the browser: hydrates the islands it is given (see ./island.tsx), and
// nothing else. Loaded only when an island is needed (./start-islands.ts says
// when), with React: a page nobody touches evaluates neither. Each part's
// module is fetched on its own, so a page loads the code of the islands it
// has, and no page loads a lesson's components.
import { flushSync } from 'react-dom'
import { hydrateRoot } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { islandNameOf } from '../../lib/island-markup.ts'
import { type FormField, fieldStateOf, putBack } from './field-state.ts'
import { type IslandPart, IslandRoot } from './island.tsx'
import { nextTask } from './next-task.ts'

/** Every part's module (a `<name>.island.tsx` file beside what uses it): Vite makes each a chunk of its own. */
const partModules = import.meta.glob<{ default: IslandPart<object> }>(['/renderer/**/*.island.tsx', '/pages/**/*.island.tsx'])
const partModuleByName = new Map(Object.entries(partModules).map(([file, load]) => [islandNameOf(file), load]))

function partModule(name: string) {
  const load = partModuleByName.get(name)
  if (!load) throw new Error(`No island part named "${name}" (a file ${name}.island.tsx)`)
  return load()
}

/**
 * Hydrates each island element in turn, each within one task of its own (so
 * none holds the browser for long, and a tap between two is handled at
 * once), in the order given; calls `onHydrated` for each as soon as it has
 * hydrated and its effects have run.
 */
export async function hydrateIslands(elements: HTMLElement[], onHydrated: (element: HTMLElement) => void): Promise<void> {
  // All an island reads of the pageContext is the page's path (the header's
  // current link, the lesson a control belongs to): the address bar has it.
  const pageContext = { urlPathname: window.location.pathname } as PageContext
  const parts = await Promise.all(elements.map((element) => partModule(element.dataset.island ?? '')))
  for (const [index, part] of parts.entries()) {
    const element = elements[index] as HTMLElement
    const { Component } = part.default
    const props = JSON.parse(element.dataset.props ?? '{}') as object
    // Synchronously: once flushSync returns, React has hydrated the island
    // and run its effects, so what was done in it can be replayed at once,
    // before anything re-renders its fields.
    keepingFieldState(element, () =>
      flushSync(() =>
        hydrateRoot(
          element,
          <IslandRoot pageContext={pageContext}>
            <Component {...props} />
          </IslandRoot>,
          { identifierPrefix: element.dataset.islandId },
        ),
      ),
    )
    onHydrated(element)
    await nextTask()
  }
}

/**
 * Runs `hydrate` over `island`, keeping what a visitor already did in its
 * fields. Hydrating sets a textarea's value back to the HTML's text and a
 * select back to its rendered option, and setting a value puts the caret at
 * its end: typed text and a choice would be lost, and text typed next (or
 * pasted over a selection) would land in the wrong place. Put back past
 * React (./field-state.ts), the `input` or `change` replayed next
 * (start-islands.ts) reads as the change it was.
 */
function keepingFieldState(island: HTMLElement, hydrate: () => void) {
  const fields = [...island.querySelectorAll<FormField>('input, textarea, select')].map((field) => ({ field, state: fieldStateOf(field) }))
  hydrate()
  for (const { field, state } of fields) putBack(field, state)
}
