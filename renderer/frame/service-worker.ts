// Offline reading. Compiled into one classic script by the build
// (scripts/build.mjs, which puts the build's version in BUILD_VERSION),
// served as /sw.js by server/routes/offline.ts and registered by
// renderer/frame/register-service-worker.ts.
//
// - Every page opened (a GET of a path without a query string that answers
//   200 and does not say no-store) is saved, with the scripts, styles and
//   images it uses, so it opens again without signal. Such a copy shows a
//   notice saying it is an offline copy and when it was saved.
// - Pages come from the network first; the saved copy is used only when the
//   network fails or is too slow. Built files (/assets/, named by their
//   content) come from the saved copy first. That includes the code of the
//   'Check my project' panel, its harness (/assets/harness-*.js) and the
//   'Everyone and safety' scanner and audit (/assets/audit-*.js), saved when
//   the learner first runs them; the sandbox frame
//   (/playground/frame) never reaches this
//   worker (a sandboxed frame's navigation bypasses it), so it is kept by the
//   browser's HTTP cache instead, for a year at its versioned URL.
// - Never saved: /api/*, anything but GET (form posts), URLs with a query
//   string (filters, form answers, search), /search, and responses marked
//   no-store.
// - A new deploy (a new BUILD_VERSION) saves fresh copies of the pages kept
//   so far, with the new build's files, and drops the old copies.
/// <reference lib="webworker" />

import { SEARCH_PATH } from '../../lib/paths.ts'

/** What the page that registered the worker sends it: save this page, with the built files it loaded. */
export interface SavePageMessage {
  type: 'save-page'
  path: string
  files: string[]
}

declare const self: ServiceWorkerGlobalScope
/** The build's source stamp, shortened (scripts/build.mjs defines it). */
declare const __BUILD_VERSION__: string

const BUILD_VERSION = __BUILD_VERSION__
const CACHE_PREFIX = 'fztv-offline-'
const CACHE = `${CACHE_PREFIX}${BUILD_VERSION}`
/** Wait this long for the network before showing a saved copy (a weak signal can hang for a minute). */
const NETWORK_PATIENCE_MS = 6000
const SAVED_AT = 'x-offline-saved-at'

/** Paths that are never answered from or stored in the cache. */
function isExcludedPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname === SEARCH_PATH || pathname === '/sw.js' || pathname === '/healthz'
}

function isBuiltFile(pathname: string): boolean {
  return pathname.startsWith('/assets/')
}

/** Whether a page answer may be kept for offline reading. */
function isSaveable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? ''
  const type = response.headers.get('content-type') ?? ''
  return response.status === 200 && type.startsWith('text/html') && !/no-store|private/.test(cacheControl)
}

/** A copy of a response stamped with the time it was saved. */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT, new Date().toISOString())
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers })
}

/** The built files a page's HTML names (scripts, styles, preloads, and the entry its start script names). */
function builtFilesIn(html: string): string[] {
  return [...html.matchAll(/(?:src|href|data-entry)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string)
}

/**
 * Fetches a page and keeps it with the built files it names and `loadedFiles`
 * (the files first: a saved page always has them). A page names only its
 * entry script; the chunks that script imported are what the page reports
 * having loaded.
 */
async function savePage(cache: Cache, path: string, loadedFiles: unknown[] = []): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin' })
  if (!isSaveable(response)) return
  const html = await response.clone().text()
  const files = new Set([
    ...builtFilesIn(html),
    ...loadedFiles.filter((file): file is string => typeof file === 'string' && isBuiltFile(file)),
  ])
  await Promise.all(
    [...files].map(async (file) => {
      if (await cache.match(file)) return
      const asset = await fetch(file)
      if (asset.ok) await cache.put(file, asset)
    }),
  )
  await cache.put(path, await stamped(response))
}

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }

/** The saved page, with a notice (outside the React root, so hydration is untouched) saying it is an offline copy. */
async function offlineCopy(saved: Response): Promise<Response> {
  const savedAt = saved.headers.get(SAVED_AT)
  const when = savedAt ? ` saved on ${new Date(savedAt).toLocaleDateString('en-GB', DATE_FORMAT)}` : ''
  const notice = `<aside class="offline-notice" aria-label="Offline copy"><p>You are offline. This is a copy of the page${when}; it may be out of date. It updates when you are back online.</p></aside>`
  const html = (await saved.text()).replace(/<body([^>]*)>/, `<body$1>${notice}`)
  const headers = new Headers(saved.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  return new Response(html, { status: 200, headers })
}

const ENTITIES: Record<string, string> = { '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (char) => `&${ENTITIES[char]};`)
}

/** What a page never opened before shows offline: the pages that can be read. */
async function notSavedPage(cache: Cache): Promise<Response> {
  const pages = (await cache.keys()).map((request) => new URL(request.url).pathname).filter((path) => !isBuiltFile(path))
  const list = pages.length
    ? `<p>Pages you can read offline:</p><ul>${pages.map((path) => `<li><a href="${escapeHtml(path)}">${escapeHtml(path)}</a></li>`).join('')}</ul>`
    : '<p>No pages are saved on this device yet. Pages you open while online are kept for reading offline.</p>'
  return new Response(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline | From Zero to Vibe</title></head><body><main><h1>You are offline</h1><p>This page has not been saved on this device, so it cannot open without a connection.</p>${list}</main></body></html>`,
    { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )
}

/** Network first; the saved copy when the network fails or keeps us waiting. */
async function openPage(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE)
  const path = new URL(request.url).pathname
  const saved = await cache.match(path)
  const fromNetwork = fetch(request).then(async (response) => {
    if (isSaveable(response)) await cache.put(path, await stamped(response.clone()))
    return response
  })
  try {
    if (!saved) return await fromNetwork
    const slow = new Promise<undefined>((resolve) => setTimeout(resolve, NETWORK_PATIENCE_MS, undefined))
    const response = await Promise.race([fromNetwork, slow])
    if (response) return response
    fromNetwork.catch(() => {})
    return offlineCopy(saved)
  } catch {
    return saved ? offlineCopy(saved) : notSavedPage(cache)
  }
}

/** Built files never change under their name: the saved copy, else the network (and keep it). */
async function builtFile(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE)
  const saved = await cache.match(request)
  if (saved) return saved
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE)
      const old = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
      for (const name of old) {
        const oldCache = await caches.open(name)
        const requests = await oldCache.keys()
        let keptOldCopy = false
        for (const request of requests) {
          const path = new URL(request.url).pathname
          if (isBuiltFile(path)) continue
          // A fresh copy from the new deploy; if that fails (offline), the old copy stays readable.
          await savePage(cache, path).catch(async () => {
            keptOldCopy = true
            const old = await oldCache.match(request)
            if (old) await cache.put(path, old)
          })
        }
        // Old copies need the old build's files.
        if (keptOldCopy) {
          for (const request of requests) {
            if (!isBuiltFile(new URL(request.url).pathname) || (await cache.match(request))) continue
            const old = await oldCache.match(request)
            if (old) await cache.put(request, old)
          }
        }
        await caches.delete(name)
      }
      await self.clients.claim()
    })(),
  )
})

// The page that registered the worker was loaded before the worker ran: save
// it now, with the built files it loaded.
self.addEventListener('message', (event) => {
  // Checked field by field: a message is whatever a page of this origin sent.
  const { type, path, files } = (event.data ?? {}) as Partial<SavePageMessage>
  if (type !== 'save-page' || typeof path !== 'string' || !path.startsWith('/') || path.includes('?') || isExcludedPath(path)) return
  event.waitUntil(caches.open(CACHE).then((cache) => savePage(cache, path, Array.isArray(files) ? files : [])))
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin || isExcludedPath(url.pathname)) return
  if (isBuiltFile(url.pathname)) {
    event.respondWith(builtFile(request))
  } else if (request.mode === 'navigate' && url.search === '') {
    event.respondWith(openPage(request))
  }
})
