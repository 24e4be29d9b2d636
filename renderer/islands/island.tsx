// Islands: the server renders the whole page, and the browser hydrates only
// its interactive parts, each as a React root of its own. Lesson text, figures
// and static cards are plain HTML: their components never reach the browser
// and cost a slow phone no hydration work.
//
// How a part becomes an island:
//   1. A file `<name>.island.tsx`, beside what renders it (in renderer/ or
//      pages/), exports `island('<name>', Component)` as its default; pages and
//      layouts render that export with serialisable props.
//   2. On the server (+onRenderHtml) the export renders a <vibe-island> element
//      holding the part's name and props, and the part is rendered again on its
//      own, as the root the browser will hydrate (so useId and the markup
//      match), and put inside it.
//   3. In the browser (renderer/+client.ts, ./start-islands.ts) each
//      <vibe-island> loads its part's module and hydrates it with the props
//      written beside it: on first use (a pointer, focus or key inside any
//      island), or as the page loads when its LoadCondition holds.
// A part that is large and used by few (saving and moving progress) is made
// with `lazyIsland`: its module holds only a loader, so the page's first load
// counts none of its code; the code is fetched, in a chunk of its own, when
// the part must hydrate (the server loads it before rendering the page).
// Inside an island (or in the browser) the export renders the plain
// component, so a part may use another (the prompt builder's PromptBox).
import { type ComponentType, createContext, type JSX, StrictMode, useContext, useEffect } from 'react'
import type { PageContext } from 'vike/types'
import { type LoadCondition, loadConditionAttributes } from '../../lib/island-markup.ts'
import { PageContextProvider } from '../frame/use-page-context.tsx'

/** One island found while rendering a page on the server. */
export interface RenderedIsland {
  /** The part's name: its module is the file <name>.island.tsx. */
  name: string
  /** Unique in the page; the island's useId prefix on both sides. */
  id: string
  Component: ComponentType<object>
  props: object
  /** A lazy island's loader, awaited before it is rendered. */
  prepare?: (() => Promise<unknown>) | undefined
}

/** Collects the islands of the page being rendered; absent inside an island and in the browser. */
export const IslandCollector = createContext<RenderedIsland[] | undefined>(undefined)

/** Where the server puts an island's own HTML (+onRenderHtml replaces it). */
export function islandPlaceholder(id: string): string {
  return `<!--island:${id}-->`
}

export interface IslandOptions<Props extends object> {
  /**
   * When the island shows something its HTML cannot know (stored progress, a
   * chosen theme), the condition under which it hydrates as the page loads.
   * Without one, or when it does not hold, the island hydrates on first use.
   */
  hydrateAtLoadIf?: (props: Props) => LoadCondition
  /** For a lazy island: loads its code; `Component` renders only once this has resolved. */
  prepare?: () => Promise<unknown>
}

/** The part a page renders, and the component the browser hydrates in its place. */
export type IslandPart<Props extends object> = ((props: Props) => JSX.Element) & {
  islandName: string
  Component: ComponentType<Props>
} & IslandOptions<Props>

/** Collects one island of the page being rendered; returns the attributes of its element. */
function collect<Props extends object>(collected: RenderedIsland[], part: IslandPart<Props>, props: Props): Record<string, string> {
  const id = `i${collected.length}-`
  collected.push({ name: part.islandName, id, Component: part.Component as ComponentType<object>, props, prepare: part.prepare })
  return {
    'data-island': part.islandName,
    'data-island-id': id,
    'data-props': JSON.stringify(props),
    ...(part.hydrateAtLoadIf ? loadConditionAttributes(part.hydrateAtLoadIf(props)) : {}),
  }
}

export function island<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  options: IslandOptions<Props> = {},
): IslandPart<Props> {
  function Island(props: Props) {
    const collected = useContext(IslandCollector)
    if (!collected) return <Component {...props} />
    const attributes = collect(collected, part, props)
    return (
      <vibe-island
        {...attributes}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a comment of our own, replaced by the island's server render
        dangerouslySetInnerHTML={{ __html: islandPlaceholder(attributes['data-island-id'] ?? '') }}
      />
    )
  }
  Island.displayName = `Island(${name})`
  const part = Object.assign(Island, { islandName: name, Component, ...options })
  return part
}

/**
 * An island whose code is a dynamic import, `load`: the module that calls
 * this stays a few hundred bytes, and the part's code comes, in a chunk of
 * its own, when the island must hydrate (on first use, or at load when
 * `hydrateAtLoadIf` holds). Whoever renders it awaits `prepare` first (the
 * server before its render, the browser before hydrating); rendered before,
 * it throws rather than render something the server did not.
 */
export function lazyIsland<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  options: Omit<IslandOptions<Props>, 'prepare'> = {},
): IslandPart<Props> {
  let Loaded: ComponentType<Props> | undefined
  const prepare = async () => {
    Loaded ??= await load()
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once, as its island module loads, never during a render
  function LazyPart(props: Props) {
    if (!Loaded) throw new Error(`The island "${name}" is rendered before its code was loaded: await its prepare() first`)
    return <Loaded {...props} />
  }
  return island(name, LazyPart, { ...options, prepare })
}

const escapedInAttribute: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }

/**
 * For markup that is a string rather than React elements (a lesson body made
 * from Markdown: components/prose.tsx): returns the function that writes an
 * island's element as HTML, collected like the JSX form. In a page render
 * only; elsewhere there is nothing to hydrate it, so it writes nothing.
 */
export function useIslandHtml(): <Props extends object>(part: IslandPart<Props>, props: Props) => string {
  const collected = useContext(IslandCollector)
  return (part, props) => {
    if (!collected) return ''
    const attributes = collect(collected, part, props)
    const written = Object.entries(attributes).map(
      ([name, value]) => ` ${name}="${value.replace(/[&"<>]/g, (c) => escapedInAttribute[c] ?? c)}"`,
    )
    return `<vibe-island${written.join('')}>${islandPlaceholder(attributes['data-island-id'] ?? '')}</vibe-island>`
  }
}

/**
 * Around each island, on the server and in the browser alike (so both render
 * the same tree): StrictMode, and the pageContext for hooks that read the URL.
 * `onHydrated` is called once the island has hydrated and its own effects
 * have run (a parent's effects run after its children's).
 */
export function IslandRoot({
  pageContext,
  onHydrated,
  children,
}: {
  pageContext: PageContext
  onHydrated?: (() => void) | undefined
  children: JSX.Element
}) {
  useEffect(() => onHydrated?.(), [onHydrated])
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>{children}</PageContextProvider>
    </StrictMode>
  )
}
