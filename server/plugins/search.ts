/**
 * The site search index (course/search/search-index.ts) and the Unstuck catalogue
 * (course/search/stuck.ts) with the labelled pastes whose votes help it rank
 * (course/search/stuck-pastes.ts), loaded once when the server starts. Routes reach them
 * as `app.siteSearch` and `app.unstuck`; a query only reads them in memory.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { buildSearchData, SiteSearch, searchIndexFile } from '../../course/search/search-index.ts'
import { type StuckCatalogue, stuckCatalogueFile, Unstuck } from '../../course/search/stuck.ts'
import { readStuckPastes } from '../../course/search/stuck-pastes.ts'
import { type Locale, locales } from '../../lib/i18n/locale.ts'
import { readContentOutput } from '../page-delivery/content-output.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The English search. */
    siteSearch: SiteSearch
    /** The English Unstuck. */
    unstuck: Unstuck
    /** Each language's search over its own index (course/search/spanish-words.ts for Spanish). */
    siteSearches: Record<Locale, SiteSearch>
    /** Each language's Unstuck, over its translated problems (and their English error texts). */
    unstucks: Record<Locale, Unstuck>
  }
}

export default fp(
  async function search(app: FastifyInstance, { dev }: { dev: boolean }) {
    const searches = {} as Record<Locale, SiteSearch>
    const unstucks = {} as Record<Locale, Unstuck>
    for (const locale of locales) {
      searches[locale] = new SiteSearch(await readContentOutput(searchIndexFile(locale), dev, buildSearchData, locale), locale)
      const catalogue = await readContentOutput<StuckCatalogue>(
        stuckCatalogueFile(locale),
        dev,
        ({ problems }) => ({ problems, pastes: readStuckPastes() }),
        locale,
      )
      unstucks[locale] = new Unstuck(catalogue, locale)
    }
    app.decorate('siteSearches', searches)
    app.decorate('unstucks', unstucks)
    app.decorate('siteSearch', searches.en)
    app.decorate('unstuck', unstucks.en)
  },
  { name: 'search' },
)
