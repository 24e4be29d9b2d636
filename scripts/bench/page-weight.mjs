// What a first visit to a page downloads, gzip-compressed: the HTML, every
// script and modulepreload it asks for, and its CSS (linked or preloaded
// stylesheets plus any inline <style>). Shared by `npm run bench` and the
// budget test in npm test, so both count the same bytes.
import { gzipSync } from 'node:zlib'

/** The first-load budgets of issue #10, in bytes (KB = 1024 bytes, as the tables print them). */
export const BUDGETS = { jsGzipBytes: 100 * 1024, cssGzipBytes: 20 * 1024 }

function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length
}

/** Paths of the scripts and modulepreloads in the HTML. */
function scriptPaths(html) {
  return new Set(
    [...html.matchAll(/<(?:script\b[^>]*\ssrc|link\b[^>]*\srel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((match) => match[1]),
  )
}

/** Paths of the stylesheets the HTML links or preloads (a preloaded stylesheet is applied later, without blocking render). */
function stylesheetPaths(html) {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0])
  return new Set(
    links
      .filter((tag) => /\srel="stylesheet"/.test(tag) || (/\srel="preload"/.test(tag) && /\sas="style"/.test(tag)))
      .map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1])
      .filter((href) => href !== undefined),
  )
}

/** The text of the HTML's inline <style> elements (critical CSS). */
function inlineCss(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n')
}

/**
 * Gzip sizes of one page's first load. `readAsset(path)` returns a file's
 * uncompressed bytes; sizes are memoised in `cache` across pages.
 */
export async function pageWeight(html, readAsset, cache = new Map()) {
  async function total(paths) {
    let sum = 0
    for (const path of paths) {
      if (!cache.has(path)) cache.set(path, gzipSize(await readAsset(path)))
      sum += cache.get(path)
    }
    return sum
  }
  const css = inlineCss(html)
  return {
    htmlGzip: gzipSize(Buffer.from(html)),
    jsGzip: await total(scriptPaths(html)),
    cssGzip: (await total(stylesheetPaths(html))) + (css ? gzipSize(Buffer.from(css)) : 0),
  }
}
