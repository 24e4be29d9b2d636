/**
 * The modules a page's islands need in the browser, which the page's start
 * script lists (start-scripts.ts) so that they are fetched once the page has
 * loaded, before anyone uses an island (renderer/islands/prefetch-island-modules.ts).
 *
 * From the build's manifest: the hydrating code (React with it) and each of
 * the page's islands' own module, each with every chunk it imports, and the
 * page's language's messages those modules load (lib/i18n/messages/<locale>/,
 * imported on demand so that no page downloads another language's words),
 * less the entry's chunks, which the page has already loaded. A page without
 * islands needs none.
 */
import type { Locale } from '../../lib/i18n/locale.ts'
import { islandNameOf } from '../../lib/island-markup.ts'
import type { BuildManifest } from './build-manifest.ts'

/** The page's entry, as the manifest keys it. What it imports at run time is the hydrating code. */
const ENTRY = 'renderer/+client.ts'

/** Where a language's message modules are, as the manifest keys them. */
const messagesDirectory = (locale: Locale) => `lib/i18n/messages/${locale}/`

/** Returns the function that lists, for a page's island names and language, the URLs of the modules they need. */
export function islandModuleLister(manifest: BuildManifest): (islandNames: string[], locale?: Locale) => string[] {
  const withImports = (key: string, found = new Set<string>()): Set<string> => {
    const chunk = manifest[key]
    if (!chunk || found.has(key)) return found
    found.add(key)
    for (const imported of chunk.imports ?? []) withImports(imported, found)
    return found
  }
  const entry = manifest[ENTRY]
  if (!entry?.dynamicImports?.length) throw new Error(`The build's manifest names no ${ENTRY} that imports the hydrating code`)
  // Its plain parts' modules (lib/island-markup.ts) are imported at once by the pages that have one, and need no React.
  const hydrating = entry.dynamicImports.filter((key) => !key.endsWith('.plain.ts'))
  const loaded = withImports(ENTRY)
  const keyByIsland = new Map(
    Object.keys(manifest)
      .filter((key) => key.endsWith('.island.tsx'))
      .map((key) => [islandNameOf(key), key]),
  )
  return (islandNames, locale = 'en') => {
    if (islandNames.length === 0) return []
    const needed = new Set<string>()
    for (const key of [...hydrating, ...islandNames.map((name) => keyByIsland.get(name) ?? '')]) withImports(key, needed)
    const messages = [...needed]
      .flatMap((key) => manifest[key]?.dynamicImports ?? [])
      .filter((key) => key.startsWith(messagesDirectory(locale)))
    for (const key of messages) withImports(key, needed)
    return [...needed].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]?.file}`)
  }
}
