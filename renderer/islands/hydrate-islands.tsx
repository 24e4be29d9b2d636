// In the browser: hydrates the islands it is given (see ./island.tsx), and
// nothing else. Loaded only when an island is needed (./start-islands.ts says
// when), with React: a page nobody touches evaluates neither. Each part's
// module is fetched on its own, so a page loads the code of the islands it
// has, and no page loads a lesson's components.
import { startTransition } from 'react'
import { flushSync } from 'react-dom'
import { hydrateRoot } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { splitLocale } from '../../lib/i18n/localized-urls.ts'
import { loadMessages } from '../../lib/i18n/messages.ts'
import { islandNameOf } from '../../lib/island-markup.ts'
import { type FormField, fieldStateOf, putBack } from './field-state.ts'
import { type IslandPart, IslandRoot } from './island.tsx'

/** Every part's module (a `<name>.island.tsx` file beside what uses it): Vite makes each a chunk of its own. */
const partModules = import.meta.glob<{ default: IslandPart<object> }>(['/renderer/**/*.island.tsx', '/pages/**/*.island.tsx'])
const partModuleByName = new Map(Object.entries(partModules).map(([file, load]) => [islandNameOf(file), load]))

function partModule(name: string) {
  const load = partModuleByName.get(name)
  if (!load) return Promise.reject(new Error(`No island part named "${name}" (a file ${name}.island.tsx)`))
  return load()
}

/** Starts fetching the modules of these islands' parts (each once), so that none waits for the one before. */
export function fetchParts(elements: HTMLElement[]): void {
  // A failure is reported by hydrateIsland, when the island's turn comes.
  for (const element of elements) partModule(element.dataset.island ?? '').catch(() => undefined)
}

/**
 * Hydrates one island; resolves once it has hydrated and its effects have
 * run.
 *
 * `inUse`: a visitor is using it. It then hydrates synchronously, in one
 * task, so that what they did can be replayed at once (start-islands.ts).
 * Otherwise it hydrates as a transition: React renders it a few
 * milliseconds at a time and yields to the browser in between. The first
 * island React hydrates on a page is the costly one (React's own code is
 * compiled as it first runs: about 30 ms of one task here, 180 ms on a phone
 * six times slower); cut into slices, none of it blocks.
 */
export async function hydrateIsland(element: HTMLElement, { inUse }: { inUse: boolean }): Promise<void> {
  const part = (await partModule(element.dataset.island ?? '')).default
  // A lazy island's own code (island.tsx, lazyIsland): fetched now, before its messages, which it may define.
  await part.prepare?.()
  const { Component } = part
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  // All an island reads of the pageContext is the page's path (the header's
  // current link, the lesson a control belongs to) and its language: the
  // address bar has both, split as renderer/+onBeforeRoute.ts splits it.
  const { locale, path } = splitLocale(window.location.pathname)
  // The page's language's messages of the catalogues the part's module defined (usually fetched already: the start script lists them).
  await loadMessages(locale)
  const pageContext = { urlPathname: path, locale } as PageContext
  const root = (hydrated?: () => void) => (
    <IslandRoot pageContext={pageContext} onHydrated={hydrated}>
      <Component {...props} />
    </IslandRoot>
  )
  const options = { identifierPrefix: element.dataset.islandId }
  if (inUse) {
    // Synchronously: once flushSync returns, React has hydrated the island
    // and run its effects, so what was done in it can be replayed at once,
    // before anything re-renders its fields.
    keepingFieldState(element, () => flushSync(() => hydrateRoot(element, root(), options)))
    return
  }
  // What is typed or chosen meanwhile is held with the field's state, and
  // put back when it is replayed (start-islands.ts).
  await new Promise<void>((hydrated) =>
    startTransition(
      () =>
        void hydrateRoot(element, root(hydrated), {
          ...options,
          // An island that throws is left (React's default: the error reported) and the next one's turn comes.
          onUncaughtError: (error) => {
            reportError(error)
            hydrated()
          },
        }),
    ),
  )
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
