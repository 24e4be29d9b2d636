// Islands: the server renders the whole page, and the browser hydrates only
// its interactive parts, each as a React root of its own. Lesson text, figures
// and static cards are plain HTML: their components never reach the browser
// and cost a slow phone no hydration work (issue #23).
//
// How a part becomes an island:
//   1. A file `<name>.island.tsx`, beside what renders it (in renderer/ or
//      pages/), exports `island('<name>', Component)` as its default; pages and
//      layouts render that export with serialisable props.
//   2. On the server (+onRenderHtml) the export renders a <vibe-island> element
//      holding the part's name and props, and the part is rendered again on its
//      own, as the root the browser will hydrate (so useId and the markup
//      match), and put inside it.
//   3. In the browser (renderer/+client.ts) each <vibe-island> loads its part's
//      module and hydrates it with the props written beside it.
// Inside an island (or in the browser) the export renders the plain
// component, so a part may use another (the prompt builder's PromptBox).
import { type ComponentType, createContext, type JSX, StrictMode, useContext, useEffect } from 'react'
import type { PageContext } from 'vike/types'
import { PageContextProvider } from '../frame/use-page-context.tsx'

/** The HTML element that holds an island (display: contents in the CSS, so it adds no box). */
export const ISLAND_TAG = 'vibe-island'

/** One island found while rendering a page on the server. */
export interface RenderedIsland {
  /** The part's name: its module is the file <name>.island.tsx. */
  name: string
  /** Unique in the page; the island's useId prefix on both sides. */
  id: string
  Component: ComponentType<object>
  props: object
}

/** The island name a part's file gives: 'pages/review/review-questions.island.tsx' → 'review-questions'. */
export function islandNameOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.island\.tsx$/, '')
}

/** Collects the islands of the page being rendered; absent inside an island and in the browser. */
export const IslandCollector = createContext<RenderedIsland[] | undefined>(undefined)

/** Where the server puts an island's own HTML (+onRenderHtml replaces it). */
export function islandPlaceholder(id: string): string {
  return `<!--island:${id}-->`
}

/** The part a page renders, and the component the browser hydrates in its place. */
export type IslandPart<Props extends object> = ((props: Props) => JSX.Element) & {
  islandName: string
  Component: ComponentType<Props>
}

export function island<Props extends object>(name: string, Component: ComponentType<Props>): IslandPart<Props> {
  function Island(props: Props) {
    const collected = useContext(IslandCollector)
    if (!collected) return <Component {...props} />
    const id = `i${collected.length}-`
    collected.push({ name, id, Component: Component as ComponentType<object>, props })
    return (
      <vibe-island
        data-island={name}
        data-island-id={id}
        data-props={JSON.stringify(props)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a comment of our own, replaced by the island's server render
        dangerouslySetInnerHTML={{ __html: islandPlaceholder(id) }}
      />
    )
  }
  Island.displayName = `Island(${name})`
  return Object.assign(Island, { islandName: name, Component })
}

/**
 * Around each island, on the server and in the browser alike (so both render
 * the same tree): StrictMode, the pageContext for hooks that read the URL,
 * and, in the browser, a call once the island has hydrated.
 */
export function IslandRoot({
  pageContext,
  onHydrated,
  children,
}: {
  pageContext: PageContext
  onHydrated?: () => void
  children: JSX.Element
}) {
  useEffect(() => {
    onHydrated?.()
  }, [onHydrated])
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>{children}</PageContextProvider>
    </StrictMode>
  )
}
