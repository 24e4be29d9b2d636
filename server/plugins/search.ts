/**
 * The site search index (course/search/search-index.ts) and the Unstuck catalogue
 * (course/search/stuck.ts) with the labelled pastes whose votes help it rank
 * (course/search/stuck-pastes.ts), loaded once when the server starts. The pastes
 * hold no language of the site's, so they are read and indexed once and shared by
 * every language's Unstuck. Routes reach them as `app.siteSearch` and `app.unstuck`;
 * a query only reads them in memory.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { contentRoot } from '../../course/content-root.ts'
import { buildSearchData, SiteSearch, searchIndexFile } from '../../course/search/search-index.ts'
import { pasteNeighbours, type StuckCatalogue, stuckCatalogueFile, Unstuck } from '../../course/search/stuck.ts'
import type { LabelledPaste } from '../../course/search/stuck-match.ts'
import { readStuckPastes, stuckPastesFile } from '../../course/search/stuck-pastes.ts'
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
    const neighbours = pasteNeighbours(await readContentOutput<LabelledPaste[]>(stuckPastesFile, dev, () => readStuckPastes(contentRoot)))
    for (const locale of locales) {
      searches[locale] = new SiteSearch(await readContentOutput(searchIndexFile(locale), dev, buildSearchData, locale), locale)
      const catalogue = await readContentOutput<StuckCatalogue>(stuckCatalogueFile(locale), dev, ({ problems }) => ({ problems }), locale)
      unstucks[locale] = new Unstuck(catalogue, locale, neighbours)
    }
    app.decorate('siteSearches', searches)
    app.decorate('unstucks', unstucks)
    app.decorate('siteSearch', searches.en)
    app.decorate('unstuck', unstucks.en)
  },
  { name: 'search' },
)
