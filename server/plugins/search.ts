/**
 * The site search index (content/search-index.ts), loaded once when the
 * server starts: from the build's dist/server/search-index.json in
 * production, made from content/ in development. Routes reach it as
 * `app.siteSearch`; a query only walks the index in memory.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { buildSearchData, SEARCH_INDEX_FILE, type SearchData, SiteSearch } from '../../content/search-index.ts'
import { projectRoot } from '../config.ts'

declare module 'fastify' {
  interface FastifyInstance {
    siteSearch: SiteSearch
  }
}

export interface SearchOptions {
  dev: boolean
}

async function readSearchData(dev: boolean): Promise<SearchData> {
  if (dev) {
    // Development has no build: make the index from content/ (the Markdown pipeline loads only here).
    const { loadContent } = await import('../../content/load.ts')
    return buildSearchData(loadContent())
  }
  const file = join(projectRoot, 'dist', 'server', SEARCH_INDEX_FILE)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SearchData
  } catch (error) {
    throw new Error(`The search index ${file} cannot be read (${(error as Error).message}): run \`npm run build\`.`)
  }
}

export default fp(
  async function search(app: FastifyInstance, { dev }: SearchOptions) {
    app.decorate('siteSearch', new SiteSearch(await readSearchData(dev)))
  },
  { name: 'search' },
)
