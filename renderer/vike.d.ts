// Every addition to Vike's types, in one place: the custom settings pages may
// set (renderer/+config.ts declares them to Vike) and the pageContext fields
// the hooks add. Shared by pages/, renderer/ and the server's sendPage.
import type { ReactNode } from 'react'
import type { PageContextServer } from 'vike/types'
import type { ContactFormSubmission } from '../lib/forms/contact.ts'
import type { SubscribeFormRefusal } from '../lib/forms/subscribe.ts'
import type { Locale } from '../lib/i18n/locale.ts'
import type { SearchResult } from '../lib/search-result.ts'
import type { StuckAnswer } from '../lib/stuck.ts'

interface NotFound {
  /** The heading and the start of the <title>: 'Section Not Found'. */
  title: string
  /** The way back: where to go instead. */
  link: { href: string; label: string }
}

/**
 * Why a page was not found, set by `throw render(404, reason)` in a +data
 * hook and shown by pages/_error: a title and a way back, and optionally a
 * sentence under the heading. (A union rather than an optional `message`:
 * Vike types render()'s reason as `Required<...>`.)
 */
export type NotFoundReason = NotFound | (NotFound & { message: string })

/** What GET /search hands the /search page. */
export interface SearchAnswer {
  /** The query as searched (trimmed); empty when nothing was asked. */
  query: string
  results: SearchResult[]
}

declare global {
  namespace Vike {
    interface Config {
      /** The page's <title> and og:title, before `titleTemplate` is applied: a string, or a function of pageContext for data-driven pages. */
      title?: string | ((pageContext: PageContextServer) => string)
      /** How `title` becomes the document title: `%s` is replaced by it. The site's default appends ' | From Zero to Vibe'; a function of pageContext for one in the page's language. */
      titleTemplate?: string | ((pageContext: PageContextServer) => string)
      /** The page's meta description and og:description. */
      description?: string | ((pageContext: PageContextServer) => string)
      /** The frame around the page (renderer/+Layout.tsx: header and footer); a page may bring its own (/landing). */
      Layout?: (props: { children: ReactNode }) => ReactNode
      /** Tags the page adds to its head (renderer/+Head.tsx writes every page's own first). */
      Head?: () => ReactNode
    }
    interface ConfigResolved {
      /** Every Head that applies (cumulative): renderer/+Head.tsx and a page's own. */
      Head?: (() => ReactNode)[]
    }
    interface PageContext {
      /** The page's language, from its address (renderer/+onBeforeRoute.ts: '/es/...' is Spanish); the path Vike routes, `urlPathname`, has no prefix. */
      locale: Locale
      /** The page component (from +Page.tsx). */
      Page?: () => ReactNode
      /** The site's public origin (e.g. https://fromzerotovibe.com), for absolute URLs in head tags. Server only. */
      siteUrl?: string
      /** The names of the page's islands, in document order: set by +onRenderHtml for the server's list of their modules. */
      islandNames?: string[]
      /** Set by `throw render(404, reason)`; pages/_error shows it. */
      abortReason?: NotFoundReason
      /** Set by POST /get-help (server/routes/contact.ts) when it shows the form again: the values and what to fix. */
      contactForm?: ContactFormSubmission
      /** Set by GET /search (server/routes/search.ts): the query and its results. */
      search?: SearchAnswer
      /** Set by GET and POST /stuck (server/routes/stuck.ts): what Unstuck found for the learner's text. */
      stuck?: StuckAnswer
      /** Set by POST /stuck when it refused the post (too many, too large): why, in a sentence. */
      stuckError?: string
      /** Set by POST /blog/subscribe (server/routes/subscribe.ts) when it shows the blog again with the reason. */
      subscribeForm?: SubscribeFormRefusal
    }
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** An island's element (renderer/islands/island.tsx); its data-* attributes carry the part's name and props. */
      'vibe-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>
    }
  }
}
