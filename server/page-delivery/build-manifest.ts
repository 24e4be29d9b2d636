/**
 * The production build's map of its files: Vite's manifest, which Vike
 * writes as dist/assets.json. Read once at start-up; the modules a page's
 * islands need (page-delivery/island-modules.ts) come from it, so pages
 * always name the files of the build being served.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../config.ts'

export const distDir = join(projectRoot, 'dist')

/** A chunk of the build, as the manifest describes it. Keyed by its source file ('renderer/+client.ts'). */
interface ManifestChunk {
  /** The built file, under dist/client/: 'assets/chunks/chunk-B2i9qn7U.js'. */
  file: string
  /** Keys of the chunks it imports statically: they load and run with it. */
  imports?: string[]
  /** Keys of the chunks it imports with import(), when its code asks for them. */
  dynamicImports?: string[]
  css?: string[]
  /** Loaded by an import() at run time, not with the page. */
  isDynamicEntry?: boolean
}

export type BuildManifest = Record<string, ManifestChunk>

export function readBuildManifest(): BuildManifest {
  const manifestFile = join(distDir, 'assets.json')
  if (!existsSync(manifestFile)) throw new Error('No production build found in dist/: run `npm run build` (npm start does this for you).')
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest
}
