/**
 * Data the build makes from content/ for the server (the search index, the
 * site map): read from dist/server/ in production, made from content/ on the
 * spot in development, where there is no build. Read once, at start-up.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentRoot } from '../../course/content-root.ts'
import type { Content } from '../../course/load.ts'
import { projectRoot } from '../config.ts'

let devContent: Promise<Content> | undefined

export async function readContentOutput<T>(file: string, dev: boolean, make: (content: Content) => T): Promise<T> {
  if (dev) {
    // The Markdown pipeline loads only here, never in production.
    devContent ??= import('../../course/load.ts').then(({ loadContent }) => loadContent(contentRoot))
    return make(await devContent)
  }
  const path = join(projectRoot, 'dist', 'server', file)
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T
  } catch (error) {
    throw new Error(`${path} cannot be read (${(error as Error).message}): run \`npm run build\`.`)
  }
}
