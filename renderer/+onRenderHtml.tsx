// Renders a page to a whole HTML document on the server.
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, PageContextServer } from 'vike/types'
import { themeScript } from '../lib/theme.ts'
import { PageShell } from './frame/page-shell.tsx'
import { SITE_NAME, shareTags } from './frame/share-tags.ts'
// Imported here, on the server only: pages carry the CSS inline (server/inline-styles.ts),
// so no client code asks for the file again.
import './styles/index.css'

const DEFAULT_DESCRIPTION =
  'A free, step-by-step course that teaches complete beginners to build and publish web apps with an AI assistant.'

function resolve(value: string | ((pageContext: PageContextServer) => string) | undefined, pageContext: PageContextServer) {
  return typeof value === 'function' ? value(pageContext) : value
}

export async function onRenderHtml(pageContext: PageContextServer) {
  const pageTitle = resolve(pageContext.config.title, pageContext)
  // A function replacer: a title's own '$&' or '$1' must stay as written.
  const title = pageTitle === undefined ? SITE_NAME : (pageContext.config.titleTemplate ?? '%s').replace('%s', () => pageTitle)
  const description = resolve(pageContext.config.description, pageContext) ?? DEFAULT_DESCRIPTION

  // The whole document at once, not a stream: nothing on the site suspends, so
  // streaming sent no byte earlier, and its per-request machinery (react-streaming's
  // timers, Vike's stream wrappers and their dynamic import of 'stream') cost
  // far more than the render itself: about 9x the req/s on /tutorials?q=deploy.
  const html = renderToString(<PageShell pageContext={pageContext} />)

  // The site's CSS travels inside the HTML (server/inline-styles.ts explains
  // why), so Vike must not link the same files as well. Nor does it preload
  // the page's JavaScript chunks: the page is readable before any script
  // runs, and its scripts start only once it has painted (public/hydrate.js).
  const inlineStylesheets = pageContext.inlineStylesheets ?? []
  const inlinedHrefs = new Set(inlineStylesheets.map((sheet) => sheet.href))
  const styles = dangerouslySkipEscape(inlineStylesheets.map((sheet) => `<style>${sheet.css}</style>`).join(''))

  // A slow phone may paint a half-parsed document. The header is a row whose
  // items place each other (the search box sits at the right edge until the
  // theme control after it arrives), so the first paint waits, through
  // <link rel="expect">, until the parser reaches <main>: the header is then
  // whole and never moves. The page below it still paints as it arrives.
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    ${styles}
    <script>${dangerouslySkipEscape(themeScript)}</script>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="expect" href="#main" blocking="render" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    ${shareTags(pageContext, title, description)}
    <meta name="theme-color" content="#6d28d9" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(html)}</div>
  </body>
</html>`
  return {
    documentHtml,
    injectFilter(assets: InjectFilterEntry[]) {
      for (const asset of assets) {
        if (asset.assetType === 'style' && inlinedHrefs.has(asset.src)) asset.inject = false
        if (asset.assetType === 'script') asset.inject = false
      }
    },
  }
}
