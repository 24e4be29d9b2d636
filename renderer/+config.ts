import type { Config } from 'vike/types'

// Settings every page shares. The custom settings below are read by
// +onRenderHtml (head tags) and PageShell (layout).
export default {
  // Each page is a full server-rendered document; links are plain links. This
  // keeps first-load JavaScript small (no client router) and every page works
  // before, or without, JavaScript.
  clientRouting: false,
  // Put Vike's scripts before </body>, outside the React root, so hydration
  // sees exactly the markup React rendered.
  injectScriptsAt: 'HTML_END',
  // The header highlights the current page on the server and after hydration.
  passToClient: ['urlPathname'],
  meta: {
    /** The page's <title> and og:title: a string, or a function of pageContext for data-driven pages. */
    title: { env: { server: true } },
    /** The page's meta description and og:description. */
    description: { env: { server: true } },
    /** 'site' wraps the page in the shared header and footer; 'bare' does not (/landing). */
    layout: { env: { server: true, client: true } },
    /** A feed the page offers (a <link rel="alternate"> in its head). */
    feed: { env: { server: true } },
  },
  layout: 'site',
} satisfies Config

declare global {
  namespace Vike {
    interface Config {
      title?: string | ((pageContext: PageContextServer) => string)
      description?: string | ((pageContext: PageContextServer) => string)
      layout?: 'site' | 'bare'
      feed?: { title: string; path: string }
    }
    interface PageContext {
      /** The page component (from +Page.tsx). */
      Page?: () => React.ReactNode
      /** The site's public origin (e.g. https://fromzerotovibe.com), for absolute URLs in head tags. Server only. */
      siteUrl?: string
      /**
       * The page's main HTML body (a lesson), moved out of `data` by
       * +onBeforeRender so it is not sent twice. Server only; the client
       * reuses the HTML already in the page (see ui/Prose.tsx).
       */
      prose?: string
    }
  }
}
type PageContextServer = import('vike/types').PageContextServer
