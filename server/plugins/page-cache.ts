/**
 * Finished HTML of pages that are the same for every visitor.
 *
 * Course pages change only when the site is rebuilt and restarted, so each is
 * rendered once, compressed once (gzip and brotli) and then served from
 * memory, nearly as fast as a static file. Only plain GETs of a path without
 * a query string that render with status 200 are kept: the set is bounded by
 * the site's real pages (an unknown path renders a 404 and is not kept).
 */
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export interface CachedPage {
  statusCode: number
  headers: [string, string][]
  body: Buffer
  gzip: Buffer
  brotli: Buffer
  etag: string
}

export type RenderedPage = { statusCode: number; headers: [string, string][]; body: string }

/** Pages are safe to keep when their URL has no query string (filters and form results live there). */
export function isCacheableUrl(url: string): boolean {
  return !url.includes('?')
}

export class PageCache {
  readonly #pages = new Map<string, Promise<CachedPage | undefined>>()
  /** Pages that said private: rendered for each request, never again for the cache. */
  readonly #renderedEachTime = new Set<string>()

  constructor(readonly maxEntries = 500) {}

  /**
   * The cached page for `url`, rendering it with `render` the first time.
   * Concurrent first requests share one render. Undefined when the page is
   * not one to keep (its status is not 200, or it says private).
   */
  get(url: string, render: () => Promise<RenderedPage | undefined>): Promise<CachedPage | undefined> {
    const known = this.#pages.get(url)
    if (known) return known
    if (this.#renderedEachTime.has(url)) return Promise.resolve(undefined)
    const entry = render().then((page) => {
      if (page?.statusCode !== 200) return undefined
      if (!isPrivate(page)) return compress(page)
      // Bounded like the cache: only real pages answer 200.
      if (this.#renderedEachTime.size < this.maxEntries) this.#renderedEachTime.add(url)
      return undefined
    })
    if (this.#pages.size < this.maxEntries) {
      this.#pages.set(url, entry)
      // A page that turns out not to be kept (or fails) is forgotten, so it is rendered afresh next time.
      entry.then(
        (page) => page ?? this.#pages.delete(url),
        () => this.#pages.delete(url),
      )
    }
    return entry
  }

  get size(): number {
    return this.#pages.size
  }
}

/**
 * A page that differs for each visitor says so with Cache-Control: private
 * (Vike's headersResponse setting): the pages with a form carry the time it
 * was rendered, for the spam check (lib/forms/spam.ts). Vike's own default
 * for every page, 'no-store, max-age=0', says nothing about that.
 */
function isPrivate(page: RenderedPage): boolean {
  return page.headers.some(([name, value]) => name.toLowerCase() === 'cache-control' && /\bprivate\b/i.test(value))
}

function compress(page: RenderedPage): CachedPage {
  const body = Buffer.from(page.body)
  return {
    statusCode: page.statusCode,
    headers: page.headers.filter(([name]) => !['content-length', 'cache-control', 'etag'].includes(name.toLowerCase())),
    body,
    gzip: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  }
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return undefined
}
