// Renders a page to a whole HTML document on the server.
//
// A renderer of our own rather than vike-react's, for what vike-react cannot
// do: the page's scripts are not preloaded and start only once the whole page has arrived and painted (an inline script
// written in place of Vike's entry script by server/plugins/pages.ts); and only the page's
// islands are hydrated (renderer/islands/), each rendered here as a root of
// its own. Head tags follow Vike's conventions all the same: the `Head`
// setting (renderer/+Head.tsx and a page's own +Head.tsx), `title`,
// `titleTemplate` and `description`.
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, PageContextServer } from 'vike/types'
import { localiseLinks, splitLocale } from '../lib/i18n/localized-urls.ts'
import { loadMessages } from '../lib/i18n/messages.ts'
import { pathnameOf } from '../lib/paths.ts'
import { PageShell } from './frame/page-shell.tsx'
import { PageContextProvider } from './frame/use-page-context.tsx'
import { IslandCollector, IslandRoot, islandPlaceholder, type RenderedIsland } from './islands/island.tsx'
// Imported here, on the server only: Vike links the built file in every page's
// head, and no client code asks for it again.
import './styles/index.css'

/**
 * The head tags from Vike's cumulative `Head` setting: renderer/+Head.tsx
 * (every page's) first, then the page's own. Static markup: nothing in the
 * head hydrates.
 */
function HeadTags({ pageContext }: { pageContext: PageContextServer }) {
  const heads = [...(pageContext.config.Head ?? [])].reverse()
  return (
    <PageContextProvider pageContext={pageContext}>
      {heads.map((Head, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page
        <Head key={index} />
      ))}
    </PageContextProvider>
  )
}

/**
 * The page's HTML with each island's own render in its place: every island is
 * rendered as a root of its own, with its id as the useId prefix, exactly as
 * the browser hydrates it (renderer/islands/hydrate-islands.tsx).
 */
async function renderPage(pageContext: PageContextServer): Promise<{ html: string; islandNames: string[] }> {
  const islands: RenderedIsland[] = []
  const html = renderToString(
    <IslandCollector.Provider value={islands}>
      <PageShell pageContext={pageContext} />
    </IslandCollector.Provider>,
  )
  // A lazy island's code (island.tsx, lazyIsland), with the messages its module defines: once per server, then at once.
  const lazy = islands.flatMap(({ prepare }) => (prepare ? [prepare()] : []))
  if (lazy.length > 0) {
    await Promise.all(lazy)
    await loadMessages(pageContext.locale)
  }
  const withIslands = islands.reduce((page, { id, Component, props }) => {
    const islandHtml = renderToString(
      <IslandRoot pageContext={pageContext}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: id },
    )
    return page.replace(islandPlaceholder(id), () => islandHtml)
  }, html)
  return { html: withIslands, islandNames: islands.map((part) => part.name) }
}

export async function onRenderHtml(pageContext: PageContextServer) {
  // An error page rendered by `throw render(404, ...)` gets a pageContext of its own, without what
  // +onBeforeRoute set: its language is read from the address again.
  pageContext.locale ??= splitLocale(pathnameOf(pageContext.urlOriginal)).locale
  // The islands' messages in the page's language, read synchronously as the page renders (each language's module is imported once).
  await loadMessages(pageContext.locale)
  // The whole document at once, not a stream: nothing on the site suspends, so
  // streaming sent no byte earlier, and its per-request machinery (react-streaming's
  // timers, Vike's stream wrappers and their dynamic import of 'stream') cost
  // far more than the render itself: about 9x the req/s on /tutorials?q=deploy.
  const { html: englishLinks, islandNames } = await renderPage(pageContext)
  // Pages write the site's English paths; a Spanish page's links stay in Spanish (lib/i18n/localized-urls.ts).
  const html = localiseLinks(englishLinks, pageContext.locale)
  const head = renderToStaticMarkup(<HeadTags pageContext={pageContext} />)

  // The site's CSS is one linked file, which Vike links in the head (a
  // render-blocking <link>, not a <style> in every page: docs/performance.md,
  // "The stylesheet linked again"). Vike does not preload the page's JavaScript
  // chunks: the page is readable before any script runs, and its scripts start
  // only once it has arrived and painted (server/page-delivery/start-scripts.ts).
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${pageContext.locale}">
  <head>
    <meta charset="utf-8" />
    ${dangerouslySkipEscape(head)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(html)}</div>
  </body>
</html>`
  return {
    documentHtml,
    pageContext: { islandNames },
    injectFilter(assets: InjectFilterEntry[]) {
      for (const asset of assets) {
        if (asset.assetType === 'script') asset.inject = false
      }
    },
  }
}
