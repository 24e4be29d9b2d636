/**
 * Finished HTML of pages that are the same for every visitor who asks for the
 * same URL, compressed once (gzip and brotli, each on the first request that
 * accepts it) and then served from memory, nearly as fast as a static file.
 *
 * Two kinds are kept, each in its own PageCache with fixed bounds:
 * - course pages (a path without a query string): they change only when the
 *   site is rebuilt and restarted, and the site's real pages are all that
 *   answer 200, so the set stays small;
 * - pages whose HTML depends on the query (/tutorials?q=deploy,
 *   /search?q=prompt), under the query's one canonical URL (see
 *   lib/list-urls.ts and server/routes/search.ts). Anyone can invent queries,
 *   so that cache holds at most a fixed number of pages and bytes and drops
 *   the least recently used first.
 * Only pages that render with status 200 and do not say private are kept
 * (and, in a third cache, the few kinds of not-found page: server/page-delivery/not-found.ts). A
 * page with a form is kept too, with the current form token written into it
 * as it is sent (form-time.ts).
 */
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { pathnameOf } from '../../lib/paths.ts'
import { FormPage, hasFormToken } from './form-time.ts'

/** A kept page: the same bytes for every request, or with the current form token written in (form-time.ts). */
export type CachedPage = { statusCode: number; headers: [string, string][] } & (
  | { kind: 'fixed'; body: Buffer; gzip: Buffer; brotli: Buffer; etag: string }
  | { kind: 'form'; page: FormPage }
)

export type RenderedPage = { statusCode: number; headers: [string, string][]; body: string }

/** Pages are safe to keep when their URL has no query string (filters and form results live there). */
export function isCacheableUrl(url: string): boolean {
  return !url.includes('?')
}

export interface PageCacheBounds {
  /** Most pages kept; beyond it the least recently used page is dropped. */
  maxEntries: number
  /** Most bytes kept, counting each page's HTML with the gzip and brotli copies made of it so far. */
  maxBytes: number
  /**
   * 'smallest' for pages compressed once per process (brotli's best level
   * takes tens of milliseconds a page); 'fast' where a visitor's query makes
   * the page, so that a flood of new queries stays cheap (about 1 ms).
   */
  compression: 'smallest' | 'fast'
  /** The status of the pages this cache keeps: 200 (the default), or 404 for the not-found pages (server/page-delivery/not-found.ts). */
  status?: 200 | 404
}

interface Entry {
  page: Promise<CachedPage | undefined>
  /** The page once rendered and kept, for `peek`. */
  kept?: CachedPage
  /** Its size as kept so far (its HTML, and the compressed copies made); 0 while it renders. */
  bytes: number
}

export class PageCache {
  /** In the order of use, least recent first. */
  readonly #entries = new Map<string, Entry>()
  /** Paths whose page said private: rendered for each request, never kept. */
  readonly #privatePaths = new Set<string>()
  #bytes = 0

  constructor(readonly bounds: PageCacheBounds) {}

  /**
   * The page kept for `url` when it has finished rendering, else undefined:
   * `get` without a promise, for the requests that find their page kept (a
   * promise costs more than the rest of the lookup, and under load each one
   * also runs the async hooks Vike's AsyncLocalStorage turns on).
   */
  peek(url: string): CachedPage | undefined {
    const known = this.#entries.get(url)
    if (known?.kept === undefined) return undefined
    this.#markUsed(url, known)
    return known.kept
  }

  /**
   * The cached page for `url`, rendering it with `render` when it is not
   * kept. Concurrent first requests share one render. Undefined when the page
   * is not one to keep (its status is not 200, or it says private).
   */
  get(url: string, render: () => Promise<RenderedPage | undefined>): Promise<CachedPage | undefined> {
    const known = this.#entries.get(url)
    if (known) {
      this.#markUsed(url, known)
      return known.page
    }
    const path = pathnameOf(url)
    if (this.#privatePaths.has(path)) return Promise.resolve(undefined)
    const page = render().then((rendered) => {
      if (rendered?.statusCode !== (this.bounds.status ?? 200)) return undefined
      if (!isPrivate(rendered)) return keep(rendered, this.bounds.compression, (bytes) => this.#grow(url, entry, bytes))
      // Few: only a real page answers 200, and a page says private for every query.
      this.#privatePaths.add(path)
      return undefined
    })
    // (The closure above reads `entry` only once the page has rendered.)
    const entry: Entry = { page, bytes: 0 }
    this.#entries.set(url, entry)
    this.#dropLeastRecentlyUsed()
    // A page that turns out not to be kept (or fails) is forgotten, so it is rendered afresh next time.
    page.then(
      (cached) => {
        if (this.#entries.get(url) !== entry) return
        if (!cached) return this.#forget(url)
        entry.kept = cached
        this.#grow(url, entry, sizeOf(cached))
      },
      () => {
        if (this.#entries.get(url) === entry) this.#forget(url)
      },
    )
    return page
  }

  /** Whether `url`'s page is kept (or being rendered). */
  has(url: string): boolean {
    return this.#entries.has(url)
  }

  /** Pages kept or being rendered. */
  get size(): number {
    return this.#entries.size
  }

  /** Bytes kept. */
  get bytes(): number {
    return this.#bytes
  }

  /** Counts `bytes` more for `url`'s page (its HTML once kept, then each compressed copy as it is made), while it is kept. */
  /** Moves `url`'s entry to the end of the order of use: the last to be let go. */
  #markUsed(url: string, entry: Entry): void {
    this.#entries.delete(url)
    this.#entries.set(url, entry)
  }

  #grow(url: string, entry: Entry, bytes: number) {
    if (this.#entries.get(url) !== entry) return
    entry.bytes += bytes
    this.#bytes += bytes
    this.#dropLeastRecentlyUsed()
  }

  #forget(url: string) {
    const entry = this.#entries.get(url)
    if (!entry) return
    this.#entries.delete(url)
    this.#bytes -= entry.bytes
  }

  #dropLeastRecentlyUsed() {
    for (const url of this.#entries.keys()) {
      if (this.#entries.size <= this.bounds.maxEntries && this.#bytes <= this.bounds.maxBytes) return
      this.#forget(url)
    }
  }
}

/** A kept page's size when it is kept (a fixed page's compressed copies are counted as they are made). */
function sizeOf(page: CachedPage): number {
  if (page.kind === 'form') return page.page.keptBytes
  return page.body.length
}

/**
 * A page that differs for each visitor must say so with Cache-Control:
 * private (Vike's headersResponse setting). Vike's own default for every
 * page, 'no-store, max-age=0', says nothing about that.
 */
function isPrivate(page: RenderedPage): boolean {
  return page.headers.some(([name, value]) => name.toLowerCase() === 'cache-control' && /\bprivate\b/i.test(value))
}

/**
 * The page as kept. A fixed page's gzip and brotli copies are made on the
 * first request that accepts each (`onCompressed` counts their bytes): brotli
 * at its best level takes tens of milliseconds a page, and a page asked for
 * only by clients that take gzip, or none, never needs it.
 */
function keep(page: RenderedPage, compression: PageCacheBounds['compression'], onCompressed: (bytes: number) => void): CachedPage {
  const body = Buffer.from(page.body)
  const kept = {
    statusCode: page.statusCode,
    headers: page.headers.filter(([name]) => !['content-length', 'cache-control', 'etag'].includes(name.toLowerCase())),
  }
  if (hasFormToken(body)) return { ...kept, kind: 'form', page: new FormPage(page.body) }
  const smallest = compression === 'smallest'
  let gzip: Buffer | undefined
  let brotli: Buffer | undefined
  return {
    ...kept,
    kind: 'fixed',
    body,
    get gzip() {
      if (!gzip) {
        gzip = gzipSync(body, { level: smallest ? 9 : 6 })
        onCompressed(gzip.length)
      }
      return gzip
    },
    get brotli() {
      if (!brotli) {
        brotli = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: smallest ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
        onCompressed(brotli.length)
      }
      return brotli
    },
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  }
}

const BOTH_ENCODINGS = ['br', 'gzip'] as const
/**
 * pickEncoding's answer (or '' for none) for each Accept-Encoding met, up to ENCODINGS_KEPT spellings of at most
 * ENCODING_KEY_LENGTH characters (a few KB at worst): a request costs one lookup and makes no garbage.
 */
const encodingFor = new Map<string, 'br' | 'gzip' | ''>()
const ENCODINGS_KEPT = 200
const ENCODING_KEY_LENGTH = 100

/** The best encoding of `offered` the client accepts: brotli, then gzip, else none. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  offered: readonly ('br' | 'gzip')[] = BOTH_ENCODINGS,
): 'br' | 'gzip' | undefined {
  if (offered !== BOTH_ENCODINGS || acceptEncoding === undefined) return chooseEncoding(acceptEncoding, offered)
  // Every kept page asks this with the browser's header, and browsers send a handful of spellings of it.
  const known = encodingFor.get(acceptEncoding)
  if (known !== undefined) return known || undefined
  const chosen = chooseEncoding(acceptEncoding, offered)
  if (encodingFor.size < ENCODINGS_KEPT && acceptEncoding.length <= ENCODING_KEY_LENGTH) encodingFor.set(acceptEncoding, chosen ?? '')
  return chosen
}

function chooseEncoding(acceptEncoding: string | undefined, offered: readonly ('br' | 'gzip')[]): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase())
  if (offered.includes('br') && accepted.includes('br')) return 'br'
  if (offered.includes('gzip') && accepted.includes('gzip')) return 'gzip'
  return undefined
}
