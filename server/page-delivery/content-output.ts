/**
 * Data the build makes from content/ for the server (the search index, the
 * site map): read from dist/server/ in production, made from content/ on the
 * spot in development, where there is no build.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentRoot } from '../../course/content-root.ts'
import type { Content } from '../../course/load.ts'
import { defaultLocale, type Locale } from '../../lib/i18n/locale.ts'
import { projectRoot } from '../config.ts'

const devContent = new Map<Locale, Promise<Content>>()

/** One of the build's files in dist/server/, parsed. */
export function readBuildOutput<T>(file: string): T {
  const path = join(projectRoot, 'dist', 'server', file)
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T
  } catch (error) {
    throw new Error(`${path} cannot be read (${(error as Error).message}): run \`npm run build\`.`)
  }
}

/** `file` is the build's output for `locale`; in development it is made from that language's content. */
export async function readContentOutput<T>(
  file: string,
  dev: boolean,
  make: (content: Content, locale: Locale) => T,
  locale: Locale = defaultLocale,
): Promise<T> {
  if (!dev) return readBuildOutput<T>(file)
  // The Markdown pipeline loads only here, never in production.
  let loading = devContent.get(locale)
  if (!loading) {
    loading = import('../../course/load.ts').then(({ loadContent }) => loadContent(contentRoot, locale))
    devContent.set(locale, loading)
  }
  return make(await loading, locale)
}
