// In the browser: hydrates each island of the page (see ./island.tsx) and
// nothing else. Each part's module is fetched on its own, so a page loads the
// code of the islands it has, and no page loads a lesson's components.
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { ISLAND_TAG, type IslandPart, IslandRoot, islandNameOf } from './island.tsx'

/** Every part's module (a `<name>.island.tsx` file beside what uses it): Vite makes each a chunk of its own. */
const partModules = import.meta.glob<{ default: IslandPart<object> }>(['/renderer/**/*.island.tsx', '/pages/**/*.island.tsx'])
const partModuleByName = new Map(Object.entries(partModules).map(([file, load]) => [islandNameOf(file), load]))

function partModule(name: string) {
  const load = partModuleByName.get(name)
  if (!load) throw new Error(`No island part named "${name}" (a file ${name}.island.tsx)`)
  return load()
}

/** Hydrates every island; calls `whenHydrated` once all have (at once when the page has none). */
export async function hydrateIslands(whenHydrated: () => void): Promise<void> {
  // All an island reads of the pageContext is the page's path (the header's
  // current link, the lesson a control belongs to): the address bar has it.
  const pageContext = { urlPathname: window.location.pathname } as PageContext
  const elements = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)]
  const parts = await Promise.all(elements.map((element) => partModule(element.dataset.island ?? '')))
  // A set, not a countdown: should an island's effect run more than once
  // (React may re-run effects in development), it still counts once.
  const hydrated = new Set<HTMLElement>()
  const hydratedOne = (element: HTMLElement) => {
    if (hydrated.has(element)) return
    hydrated.add(element)
    if (hydrated.size === elements.length) whenHydrated()
  }
  if (elements.length === 0) whenHydrated()
  // As a transition, React hydrates in slices of a few milliseconds and lets
  // the browser handle taps and scrolling in between.
  startTransition(() => {
    parts.forEach((part, index) => {
      const element = elements[index] as HTMLElement
      const { Component } = part.default
      const props = JSON.parse(element.dataset.props ?? '{}') as object
      hydrateRoot(
        element,
        <IslandRoot pageContext={pageContext} onHydrated={() => hydratedOne(element)}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: element.dataset.islandId },
      )
    })
  })
}
