// Renders a page to a streamed HTML document on the server.
import { renderToStream } from 'react-streaming/server'
import { escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { PageShell } from './PageShell.tsx'

const SITE_NAME = 'From Zero to Vibe'
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
  const url = `${pageContext.siteUrl ?? ''}${pageContext.urlPathname}`

  // react-streaming flushes HTML as React renders it. It needs the user agent
  // to send bots the whole document at once; without one (the page cache
  // renders that way) the whole document is what we want too.
  const userAgent = pageContext.headers?.['user-agent'] ?? undefined
  const stream = await renderToStream(<PageShell pageContext={pageContext} />, userAgent ? { userAgent } : { disable: true })

  return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <meta property="og:site_name" content="${SITE_NAME}" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:url" content="${url}" />
    <meta name="theme-color" content="#6d28d9" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="root">${stream}</div>
  </body>
</html>`
}
