/**
 * The site search index (course/search/search-index.ts) and the Unstuck catalogue
 * (course/search/stuck.ts), loaded once when the server starts. Routes reach them
 * as `app.siteSearch` and `app.unstuck`; a query only reads them in memory.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { buildSearchData, SEARCH_INDEX_FILE, SiteSearch } from '../../course/search/search-index.ts'
import { STUCK_CATALOGUE_FILE, type StuckCatalogue, Unstuck } from '../../course/search/stuck.ts'
import { readContentOutput } from '../page-delivery/content-output.ts'

declare module 'fastify' {
  interface FastifyInstance {
    siteSearch: SiteSearch
    unstuck: Unstuck
  }
}

export default fp(
  async function search(app: FastifyInstance, { dev }: { dev: boolean }) {
    app.decorate('siteSearch', new SiteSearch(await readContentOutput(SEARCH_INDEX_FILE, dev, buildSearchData)))
    const catalogue = await readContentOutput<StuckCatalogue>(STUCK_CATALOGUE_FILE, dev, ({ problems }) => ({ problems }))
    app.decorate('unstuck', new Unstuck(catalogue))
  },
  { name: 'search' },
)
