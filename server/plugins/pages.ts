/**
 * Serves the site's pages: Vike renders every GET that no other route
 * claimed, and the HTML goes back through Fastify (so helmet's headers
 * apply): from the page cache (page-cache.ts) when the page is the same for
 * everyone, streamed as React renders it otherwise. (The browser's files are
 * static-files.ts's job.)
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { renderPage } from 'vike/server'
import { projectRoot } from '../config.ts'
import type { InlineStylesheet } from '../inline-styles.ts'
import { createLimiter } from '../rate-limits.ts'
import { isCacheableUrl, PageCache, pickEncoding } from './page-cache.ts'

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
  }
}

interface PagesOptions {
  dev: boolean
  /** Public origin, for absolute URLs in head tags. */
  siteUrl: string
  /** Renders that miss the page cache (404s, query strings) allowed per client per minute. */
  rateLimitMax: number
  /** The CSS every page carries in its <head> (server/inline-styles.ts); none in development. */
  inlineStylesheets: InlineStylesheet[]
}

const serverEntry = join(projectRoot, 'dist', 'server', 'entry.mjs')

/**
 * Cached pages: browsers keep them but ask again each time (a cheap 304 while
 * the ETag matches); a CDN or proxy cache may serve them for 10 minutes, then
 * serve its copy for up to a day while it fetches a fresh one. Content changes
 * only with a deploy (see docs/deploy.md on purging).
 */
const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400'

export default fp(
  async function pages(app: FastifyInstance, { dev, siteUrl, rateLimitMax, inlineStylesheets }: PagesOptions) {
    if (!dev) {
      if (!existsSync(serverEntry))
        throw new Error('No production build found in dist/: run `npm run build` (npm start does this for you).')
      await import(serverEntry)
    }

    app.decorateReply('sendPage', async function sendPage(this: FastifyReply, options: SendPageOptions = {}) {
      const pageContext = await renderPage({
        ...options.pageContext,
        urlOriginal: options.url ?? this.request.url,
        headersOriginal: this.request.headers,
        siteUrl,
        inlineStylesheets,
      })
      const { httpResponse } = pageContext
      if (!httpResponse) {
        this.callNotFound()
        return this
      }
      // A route's own status (a form answered with 400) replaces a normal 200, never an error page's status.
      this.status(options.statusCode && httpResponse.statusCode === 200 ? options.statusCode : httpResponse.statusCode)
      for (const [name, value] of httpResponse.headers) this.header(name, value)
      // react-streaming hands Vike a pipe; a PassThrough turns it into the
      // readable stream Fastify sends (through its hooks).
      const body = new PassThrough()
      httpResponse.pipe(body)
      return this.send(body)
    })

    if (dev) {
      app.get('/*', (_request, reply) => reply.sendPage())
      return
    }

    // A page served from the cache costs next to nothing; a render costs
    // milliseconds, so a flood of distinct 404 or query URLs is limited per
    // client (generously: a person never gets near it), and only there.
    const renderLimit = createLimiter(app, {
      name: 'page-renders',
      max: rateLimitMax,
      tooMany: (wait) => `Too many requests from your connection. Please try again ${wait}.`,
    })

    const cache = new PageCache()
    /** Renders a page whole, for the cache. Without a user agent react-streaming waits for the complete document. */
    async function renderWhole(url: string) {
      const { httpResponse } = await renderPage({ urlOriginal: url, headersOriginal: {}, siteUrl, inlineStylesheets })
      if (!httpResponse) return undefined
      return { statusCode: httpResponse.statusCode, headers: httpResponse.headers, body: await httpResponse.getBody() }
    }

    app.get('/*', async (request, reply) => {
      const page = isCacheableUrl(request.url) ? await cache.get(request.url, () => renderWhole(request.url)) : undefined
      if (!page) {
        await renderLimit(request, reply)
        return reply.sendPage()
      }
      for (const [name, value] of page.headers) reply.header(name, value)
      reply.header('cache-control', SHARED_PAGE_CACHE_CONTROL).header('etag', page.etag).header('vary', 'accept-encoding')
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send()
      const encoding = pickEncoding(request.headers['accept-encoding'])
      if (encoding) reply.header('content-encoding', encoding)
      return reply.status(page.statusCode).send(encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.body)
    })
  },
  { name: 'pages' },
)
