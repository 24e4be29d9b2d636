/**
 * Security headers on every response (helmet), the rate-limit plugin that
 * server/rate-limits/rate-limits.ts builds its limiters on, and the one cross-site check
 * in front of every form and API route.
 */

import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { splitLocale } from '../../lib/i18n/localized-urls.ts'
import { pathnameOf, runsLearnerApps } from '../../lib/paths.ts'
import { themeScript } from '../../lib/theme.ts'
import { START_SCRIPTS } from '../page-delivery/start-scripts.ts'
import { connectRateLimitRedis, monotonicLocalStore, redisStoreWithFallback } from '../rate-limits/rate-limit-store.ts'

interface SecurityOptions {
  /** Vite's dev server injects inline scripts; the policy is only enforced on built pages. */
  dev: boolean
  /** The site's public origin (PUBLIC_URL): a post whose Origin is this one is from the site. */
  publicUrl: string
  /** REDIS_URL: count rate limits in Redis, shared by every instance. */
  redisUrl?: string | undefined
}

/** Methods that change nothing, which another site may send freely (links, images). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a browser sent the request on behalf of another site. A page
 * elsewhere can post a plain form or a text/plain fetch to us without asking
 * first, using its visitor's connection. Browsers say where a request comes
 * from in Sec-Fetch-Site: only 'same-origin' (our own pages) and 'none' (typed
 * or bookmarked) are ours; 'same-site' could be a neighbour on a shared
 * domain. Older browsers without it send an Origin, which must be ours
 * ('null' is not: sandboxed frames and file: pages send it). Our own form
 * posts also say Origin: null, because helmet's Referrer-Policy is
 * no-referrer, which is why Sec-Fetch-Site decides when present. Tools that
 * send neither header (curl, tests) are not browsers acting for someone else.
 */
function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site']
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = request.headers.origin
  if (origin === undefined || origin === publicUrl) return false
  try {
    // Through URL, so that http://host:80 and http://host are the same origin.
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin
  } catch {
    return true
  }
}

/** The CSP source that allows an inline element with exactly this text: 'sha256-...'. */
function cspHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

/** The two inline scripts pages carry, each allowed by its hash: the stored theme, applied before the first paint, and the start of the page's scripts. */
const inlineScriptSources = [themeScript, START_SCRIPTS].map(cspHashSource)

type PolicyOptions = Parameters<typeof helmet.contentSecurityPolicy>[0]

/**
 * The Content-Security-Policy header for these options, worked out once with
 * helmet's own policy builder. @fastify/helmet builds helmet's middleware
 * anew for every request, and the policy is most of that work: it parses and
 * checks every directive each time (10-20 µs a request, against under 4 µs
 * for all of helmet's other headers). Under load on a cached page such as
 * /review, helmet was about a seventh of the server's CPU time.
 */
function policyHeader(options: PolicyOptions): string {
  let header: string | undefined
  const response = { setHeader: (_name: string, value: string) => (header = value) }
  helmet.contentSecurityPolicy(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  if (header === undefined) throw new Error('helmet made no Content-Security-Policy')
  return header
}

/**
 * No inline scripts or style attributes anywhere but the two hashed snippets
 * (the theme, the start of the page's scripts): pages load their code from
 * /assets, and their CSS from /assets too (no <style> element, no style=""
 * attribute: style-src-attr). No page embeds
 * anything, except those that run a learner's app in /playground/frame (same
 * origin: runsLearnerApps).
 */
function policy(frameSrc: "'none'" | "'self'"): string {
  return policyHeader({
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptSources],
      styleSrc: ["'self'"],
      styleSrcAttr: ["'none'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The offline-reading service worker, /sw.js.
      workerSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      frameSrc: [frameSrc],
      upgradeInsecureRequests: null,
    },
  })
}

export default fp(
  async function security(app: FastifyInstance, { dev, publicUrl, redisUrl }: SecurityOptions) {
    await app.register(helmet, {
      // Set below, worked out once (policyHeader says why).
      contentSecurityPolicy: false,
      // Links to Replit and docs open in new tabs with rel=noopener already.
      crossOriginEmbedderPolicy: false,
      // No Cross-Origin-Opener-Policy: with \`same-origin\` (helmet's default) every
      // arrival from another page (a search result, Lighthouse's about:blank)
      // swaps to a new browsing-context group, so the page commits in a fresh
      // renderer, and that commit and first layout were the longest task of
      // every page's load: 156-203 ms against 107-117 at 4x, Total Blocking
      // Time 65-127 ms against 7-11, the same page with only this header taken
      // away (docs/performance.md, "The longest task every page shared"). What
      // it guards against, another site's window keeping a handle on ours, has
      // little to take here: no page opens a window, links out carry
      // rel=noopener, and a learner's progress never leaves their own browser.
      crossOriginOpenerPolicy: false,
      // HSTS comes from here and only here: the proxies in deploy/ do not add
      // it (both adding it sent it twice). Browsers ignore it over plain HTTP.
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    })
    // Vite's dev server injects inline scripts: the policy is only enforced on built pages.
    const pagePolicy = dev ? undefined : policy("'none'")
    const learnerAppPolicy = policy("'self'")
    // Registered without a global limit: server/rate-limits/rate-limits.ts makes the limiters routes use (it adds
    // no hook of its own to other routes). With REDIS_URL, limits are counted in Redis and shared by every instance.
    const redis = redisUrl ? await connectRateLimitRedis(redisUrl, app.log) : undefined
    if (redis) app.addHook('onClose', () => redis.disconnect())
    await app.register(rateLimit, { global: false, store: redis ? redisStoreWithFallback(redis, app.log) : monotonicLocalStore() })

    // One hook for both, as it runs on every request (and a callback: an async function made a promise for each).
    // First the policy, on the response itself as helmet sets its headers, so that a route may still replace it; then
    // the one cross-site check for every route that accepts a body, so no route can forget it.
    app.addHook('onRequest', (request, reply, done) => {
      if (pagePolicy !== undefined)
        reply.raw.setHeader(
          'Content-Security-Policy',
          runsLearnerApps(splitLocale(pathnameOf(request.url)).path) ? learnerAppPolicy : pagePolicy,
        )
      if (SAFE_METHODS.has(request.method) || !isCrossSite(request, publicUrl)) return done()
      request.log.info('cross-site post refused')
      reply.status(403).send({ error: 'Forbidden', message: 'Send the form from this site: posts from other sites are refused.' })
    })
  },
  { name: 'security' },
)
