/**
 * The scripts a first visit to a page downloads. Pages name only /hydrate.js
 * and Vike's entry script, which it starts (no modulepreload links:
 * renderer/+onRenderHtml.tsx); the entry then imports its own chunks and the
 * page's entry, which imports the page's chunks. The build's manifest
 * (dist/assets.json) records that graph. (/hydrate.js itself is 0.5 KB.)
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findAll } from './html.ts'

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}

const distDir = join(import.meta.dirname, '..', '..', 'dist')

/** Paths (/assets/...) of every script the page's first load fetches, entry first. */
export function firstLoadScripts(html: string): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, 'assets.json'), 'utf8')) as Record<string, ManifestChunk>
  // /hydrate.js starts Vike's entry once the page has painted (public/hydrate.js); it names the entry.
  const entrySrc = findAll(html, 'script[data-entry]')[0]?.getAttribute('data-entry')
  const entryKey = Object.keys(manifest).find((key) => `/${manifest[key]?.file}` === entrySrc)
  if (!entryKey) throw new Error(`the page's entry script ${entrySrc} is not in the build's manifest`)
  const { pageId } = JSON.parse(findAll(html, 'script#vike_pageContext')[0]?.rawText ?? '{}') as { pageId?: string }
  // Vike's entry imports every page's entry on demand: the page's own is the one named by its pageId.
  const pageEntryKey = manifest[entryKey]?.dynamicImports?.find((key) => key.endsWith(`:${pageId}`))
  if (!pageEntryKey) throw new Error(`no page entry for ${pageId} in the build's manifest`)
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  visit(entryKey)
  visit(pageEntryKey)
  return [...seen].map((key) => `/${manifest[key]?.file}`)
}
