/**
 * The site search index (content/search-index.ts), loaded once when the
 * server starts. Routes reach it as `app.siteSearch`; a query only walks the
 * index in memory.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { buildSearchData, SEARCH_INDEX_FILE, SiteSearch } from '../../content/search-index.ts'
import { readContentOutput } from '../content-output.ts'

declare module 'fastify' {
  interface FastifyInstance {
    siteSearch: SiteSearch
  }
}

export default fp(
  async function search(app: FastifyInstance, { dev }: { dev: boolean }) {
    app.decorate('siteSearch', new SiteSearch(await readContentOutput(SEARCH_INDEX_FILE, dev, buildSearchData)))
  },
  { name: 'search' },
)
