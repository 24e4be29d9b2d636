/**
 * Serves the site's pages: Vike renders every GET that no other route
 * claimed, and the HTML goes back through Fastify (so helmet's headers
 * apply). In production a page that is the same for everyone asking for the
 * same URL comes from a page cache (page-cache.ts): course pages from one,
 * pages whose HTML depends on the query (the filtered lists here, /search in
 * server/routes/search.ts) from a second, bounded one. Everything else, and
 * pages that say private, is rendered for each request. (The browser's files
 * are static-files.ts's job.)
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { renderPage } from 'vike/server'
import { buildSiteMap, type SiteMap, siteMapFile } from '../../course/site-map.ts'
import type { Locale } from '../../lib/i18n/locale.ts'
import { canonicalListUrl } from '../../lib/list-urls.ts'
import { projectRoot } from '../config.ts'
import { readContentOutput } from '../page-delivery/content-output.ts'
import { formTokenClock, withFormToken } from '../page-delivery/form-time.ts'
import { notFoundStandIn } from '../page-delivery/not-found.ts'
import { type CachedPage, isCacheableUrl, PageCache, pickEncoding } from '../page-delivery/page-cache.ts'
import { startScriptsElement } from '../page-delivery/start-scripts.ts'
import { createLimiter } from '../rate-limits/rate-limits.ts'

interface SendPageOptions {
  /** Extra pageContext for the page's hooks, e.g. the values of a form posted without JavaScript. */
  pageContext?: Record<string, unknown>
  /** The status to answer with when the page renders normally (instead of 200). */
  statusCode?: number
  /** The page to render, when it is not the request's own URL (a form posted to /blog/subscribe answered with /blog). */
  url?: string
}

declare module 'fastify' {
  interface FastifyReply {
    /** Renders the request's URL through Vike and sends the HTML. GET pages use it, and so can a route answering a form post with a page. */
    sendPage(options?: SendPageOptions): Promise<FastifyReply>
    /**
     * Sends the page of `url`, the canonical URL of a query (one URL per set
     * of results, see page-cache.ts), from the query page cache; renders it
     * when it is not kept, counted against the client's render allowance.
     * `pageContext` gives what the page needs beyond its URL (the search
     * results), and runs only to render.
     */
    sendQueryPage(url: string, pageContext?: () => Record<string, unknown>): Promise<FastifyReply>
  }
}

interface PagesOptions {
  dev: boolean
  /** Public origin, for absolute URLs in head tags. */
  siteUrl: string
  /** Renders that miss the page caches (404s, queries not yet kept) allowed per client per minute. */
  rateLimitMax: number
  /** The modules a page's islands need (page-delivery/island-modules.ts), for its start script to fetch once loaded. */
  islandModules: (islandNames: string[], locale?: Locale) => string[]
  /** Signs the form tokens written into pages with a form (server/forms/form-tokens.ts). */
  formSecret: string
}

const serverEntry = join(projectRoot, 'dist', 'server', 'entry.mjs')

/**
 * Cached pages: browsers keep them but ask again each time (a cheap 304 while
 * the ETag matches); a CDN or proxy cache may serve them for 10 minutes, then
 * serve its copy for up to a day while it fetches a fresh one. Content changes
 * only with a deploy (see docs/deploy.md on purging).
 */
const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400'
/**
 * Pages that echo a query stay out of browser and shared caches, as before
 * they were kept here: a query can be personal, and its set has no end.
 */
const QUERY_PAGE_CACHE_CONTROL = 'no-store'

const MEBIBYTE = 1024 * 1024
/** The site's own pages: a few dozen, a few MB in all; the bounds only guard against surprises. */
const CONTENT_PAGE_BOUNDS = { maxEntries: 500, maxBytes: 64 * MEBIBYTE, compression: 'smallest' } as const
/**
 * Pages made by queries: anyone can invent new ones, so at most 500 pages
 * and 16 MB (a filtered list takes about 25 KB with its compressed copies,
 * a search page about 50 KB), the least recently used dropped first.
 */
const QUERY_PAGE_BOUNDS = { maxEntries: 500, maxBytes: 16 * MEBIBYTE, compression: 'fast' } as const
/** Not-found pages, one per kind (server/page-delivery/not-found.ts): a handful, each rendered once. */
const NOT_FOUND_PAGE_BOUNDS = { maxEntries: 20, maxBytes: 4 * MEBIBYTE, compression: 'smallest', status: 404 } as const

/** The tag Vike writes for the page's entry script (vike/dist/.../inferHtmlTags.js). */
const VIKE_ENTRY_SCRIPT = /<script src="([^"]+)" type="module" async><\/script>/

/**
 * Renders a page through Vike, its entry script started by an inline script
 * once the whole page has arrived and painted (page-delivery/start-scripts.ts
 * says why). Chrome fetches module scripts at High priority as soon as its
 * preload scanner sees them, so on a slow network they took bandwidth from
 * the page and could land before its first paint. Vike has no setting for its tag,
 * hence the edit (React escapes `<` in text, so no lesson can contain the tag).
 */
async function renderDocument(
  pageContextInit: { urlOriginal: string; headersOriginal: unknown } & Record<string, unknown>,
  islandModules: PagesOptions['islandModules'],
) {
  const { httpResponse, islandNames = [], locale } = await renderPage(pageContextInit)
  if (!httpResponse) return undefined
  const body = httpResponse.body.replace(VIKE_ENTRY_SCRIPT, (_tag, entry: string) =>
    startScriptsElement(entry, islandModules(islandNames, locale)),
  )
  return { statusCode: httpResponse.statusCode, headers: httpResponse.headers, body }
}

export default fp(
  async function pages(app: FastifyInstance, { dev, siteUrl, rateLimitMax, islandModules, formSecret }: PagesOptions) {
    if (!dev) {
      if (!existsSync(serverEntry))
        throw new Error('No production build found in dist/: run `npm run build` (npm start does this for you).')
      await import(serverEntry)
    }
    const currentFormToken = formTokenClock(formSecret)

    app.decorateReply('sendPage', async function sendPage(this: FastifyReply, options: SendPageOptions = {}) {
      const page = await renderDocument(
        {
          ...options.pageContext,
          urlOriginal: options.url ?? this.request.url,
          headersOriginal: this.request.headers,
          siteUrl,
        },
        islandModules,
      )
      if (!page) {
        this.callNotFound()
        return this
      }
      // A route's own status (a form answered with 400) replaces a normal 200, never an error page's status.
      this.status(options.statusCode && page.statusCode === 200 ? options.statusCode : page.statusCode)
      for (const [name, value] of page.headers) this.header(name, value)
      // A page rendered for a URL with a query may show what the visitor sent (a knowledge check's answers, a
      // prompt builder's text): never stored, whatever the renderer's default says.
      if (!isCacheableUrl(options.url ?? this.request.url)) this.header('cache-control', 'no-store')
      // The renderer produces the whole document (renderer/+onRenderHtml.tsx).
      return this.send(withFormToken(page.body, currentFormToken()))
    })

    if (dev) {
      app.decorateReply(
        'sendQueryPage',
        function sendQueryPage(this: FastifyReply, url: string, pageContext?: () => Record<string, unknown>) {
          return this.sendPage({ url, pageContext: pageContext?.() })
        },
      )
      app.get('/*', (_request, reply) => reply.sendPage())
      return
    }

    // A page served from the cache costs next to nothing; a render costs
    // milliseconds, so a flood of distinct 404 or query URLs is limited per
    // client (generously: a person never gets near it), and only there.
    const renderLimit = createLimiter(app, {
      name: 'page-renders',
      max: rateLimitMax,
      tooMany: 'tooManyPages',
    })

    const contentPages = new PageCache(CONTENT_PAGE_BOUNDS)
    const queryPages = new PageCache(QUERY_PAGE_BOUNDS)
    const notFoundPages = new PageCache(NOT_FOUND_PAGE_BOUNDS)
    const { paths } = await readContentOutput<SiteMap>(siteMapFile('en'), false, buildSiteMap)
    const pagePaths = new Set(paths)
    /** Renders a page for a cache: the same for every visitor, so without the request's headers. */
    function renderForCache(url: string, pageContext: Record<string, unknown> = {}) {
      return renderDocument({ ...pageContext, urlOriginal: url, headersOriginal: {}, siteUrl }, islandModules)
    }

    /** Answers with a cached page as a static file server would: ETag and 304, brotli or gzip as accepted. */
    function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, cacheControl: string) {
      for (const [name, value] of page.headers) reply.header(name, value)
      reply.header('vary', 'accept-encoding')
      if (page.kind === 'form') {
        // The token changes every second: a shared cache would hand one token to every visitor for as long as it
        // keeps the copy (an old token never makes a post suspect, so it would quietly weaken the check), and no ETag could match.
        reply.header('cache-control', 'no-store')
        const copies = page.page.withToken(currentFormToken())
        const encoding = pickEncoding(request.headers['accept-encoding'])
        if (encoding) reply.header('content-encoding', encoding)
        return reply.status(page.statusCode).send(encoding === 'br' ? copies.brotli : encoding === 'gzip' ? copies.gzip : copies.body)
      }
      reply.header('cache-control', cacheControl).header('etag', page.etag)
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send()
      const encoding = pickEncoding(request.headers['accept-encoding'])
      if (encoding) reply.header('content-encoding', encoding)
      return reply.status(page.statusCode).send(encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.body)
    }

    app.decorateReply(
      'sendQueryPage',
      async function sendQueryPage(this: FastifyReply, url: string, pageContext?: () => Record<string, unknown>) {
        if (!queryPages.has(url)) await renderLimit(this.request, this)
        const page = await queryPages.get(url, () => renderForCache(url, pageContext?.()))
        if (page) return sendCached(this.request, this, page, QUERY_PAGE_CACHE_CONTROL)
        // Not one to keep (it says private): rendered for this request.
        return this.sendPage({ url, pageContext: pageContext?.() })
      },
    )

    /**
     * Sends the not-found page of `standIn`'s kind, rendered once for all (no render, so no render allowance spent);
     * false if there is none to send. (A boolean: a reply is a thenable, which an async function's result would await.)
     */
    async function sendNotFound(request: FastifyRequest, reply: FastifyReply, standIn: string): Promise<boolean> {
      const notFound = await notFoundPages.get(standIn, () => renderForCache(standIn))
      if (notFound) sendCached(request, reply, notFound, 'no-store')
      return notFound !== undefined
    }
    // What no route answers (a name under /assets/ that the build did not make, static-files.ts) gets the site's
    // not-found page too, not Fastify's JSON.
    app.setNotFoundHandler(async (request, reply) => {
      if (!(await sendNotFound(request, reply, notFoundStandIn(request.url, pagePaths) ?? '/-')))
        reply.status(404).type('text/plain; charset=utf-8').send('Not found')
      return reply
    })

    // A course page already kept under the request's own URL is sent at once, without a promise: nearly every request
    // a busy server answers. (Its key is the URL the route below worked out for an earlier request, which is a fixed
    // point of that work: a path without a query is its own canonical list URL, and a key is never a not-found URL.)
    // (Nothing is returned once it is sent: a reply returned is a thenable, which Fastify would wait on.)
    app.get('/*', (request, reply) => {
      const kept = isCacheableUrl(request.url) ? contentPages.peek(request.url) : undefined
      if (kept) {
        sendCached(request, reply, kept, SHARED_PAGE_CACHE_CONTROL)
        return
      }
      return sendAnyPage(request, reply)
    })

    async function sendAnyPage(request: FastifyRequest, reply: FastifyReply) {
      const listUrl = canonicalListUrl(request.url)
      // A list's URL with only unknown or default parameters is the plain list, a course page.
      if (listUrl !== undefined && !isCacheableUrl(listUrl)) return reply.sendQueryPage(listUrl)
      const url = listUrl ?? request.url
      // Not a page of the site: its kind's not-found page.
      const standIn = notFoundStandIn(url, pagePaths)
      if (standIn !== undefined && (await sendNotFound(request, reply, standIn))) return reply
      const page = isCacheableUrl(url) ? await contentPages.get(url, () => renderForCache(url)) : undefined
      if (page) return sendCached(request, reply, page, SHARED_PAGE_CACHE_CONTROL)
      await renderLimit(request, reply)
      return reply.sendPage({ url })
    }
  },
  { name: 'pages' },
)
