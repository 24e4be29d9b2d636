// What a first visit to a page downloads, gzip-compressed: the HTML, every
// script it loads, and its CSS (linked or preloaded stylesheets plus any
// inline <style>). Shared by `npm run bench` and the budget test in npm test,
// so both count the same bytes.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** The build's manifest (Vite's, where Vike keeps it): which chunk imports which. */
const manifestFile = join(fileURLToPath(new URL('../..', import.meta.url)), 'dist', 'assets.json')

/**
 * The first-load budgets, in bytes (KB = 1024 bytes, as the tables print
 * them): docs/performance.md's Targets, rows "first-load JavaScript" and
 * "CSS". The JavaScript one sits below the project's hard limit since the
 * pages became islands, to keep that gain from creeping back ("Islands:
 * before and after" there has the figures it came from).
 */
export const BUDGETS = { jsGzipBytes: 90 * 1024, cssGzipBytes: 20 * 1024 }

function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length
}

/** Paths of the scripts and modulepreloads the HTML names, and the entry the start script names (its data-entry). */
function namedScriptPaths(html) {
  const tags = [...html.matchAll(/<(?:script|link\b[^>]*\srel="modulepreload")\b[^>]*>/g)].map((match) => match[0])
  return tags.flatMap((tag) => [...tag.matchAll(/\s(?:src|href|data-entry)="([^"]+\.js)"/g)].map((match) => match[1]))
}

/**
 * Every script a first load fetches (paths like /assets/...): those the HTML
 * names (the entry the start script names among them), plus what they import
 * statically (from the build's manifest), plus the module of each island in
 * the page (<vibe-island data-island="name">, see renderer/islands/), which
 * the entry imports once it finds the island, and its static imports, the
 * module of each plain part (data-plain) with its static imports, and the
 * page's language's messages those modules load. A page
 * that names only the entry script (no modulepreload links) thus counts the
 * same bytes as one that names every chunk. Throws when the HTML names no
 * script of the build, or an island the build does not have (something would
 * go uncounted).
 */
let manifestOfBuild
export function firstLoadScriptPaths(html) {
  // Read once: a benchmark or test run measures one build.
  manifestOfBuild ??= JSON.parse(readFileSync(manifestFile, 'utf8'))
  const manifest = manifestOfBuild
  const keyOfPath = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]))
  const paths = new Set()
  const visit = (key) => {
    const path = `/${manifest[key].file}`
    if (paths.has(path)) return
    paths.add(path)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  let entryFound = false
  for (const path of namedScriptPaths(html)) {
    const key = keyOfPath.get(path)
    if (!key) {
      paths.add(path)
      continue
    }
    visit(key)
    entryFound = true
  }
  if (!entryFound) throw new Error(`the page names no script of the build (${manifestFile})`)
  for (const [, name] of html.matchAll(/<vibe-island data-island="([^"]+)"/g)) {
    const key = Object.keys(manifest).find((source) => source.endsWith(`/${name}.island.tsx`))
    if (!key) throw new Error(`the page has an island "${name}" that the build's manifest does not know (${manifestFile})`)
    visit(key)
  }
  // Each plain part (data-plain, its module <name>.plain.ts: lib/island-markup.ts), which the entry imports at once.
  for (const [, name] of html.matchAll(/\sdata-plain="([^"]+)"/g)) {
    const key = Object.keys(manifest).find((source) => source.endsWith(`/${name}.plain.ts`))
    if (!key) throw new Error(`the page has a plain part "${name}" that the build's manifest does not know (${manifestFile})`)
    visit(key)
  }
  // The page's language's messages, which its islands' modules import on demand
  // (lib/i18n/messages/<locale>/): the start script lists them with the islands' modules.
  const locale = /<html lang="([^"]+)"/.exec(html)?.[1] ?? 'en'
  for (const key of Object.keys(manifest)) {
    const chunk = manifest[key]
    if (!paths.has(`/${chunk.file}`)) continue
    for (const imported of chunk.dynamicImports ?? []) if (imported.startsWith(`lib/i18n/messages/${locale}/`)) visit(imported)
  }
  return paths
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
    jsGzip: await total(firstLoadScriptPaths(html)),
    cssGzip: (await total(stylesheetPaths(html))) + (css ? gzipSize(Buffer.from(css)) : 0),
  }
}
