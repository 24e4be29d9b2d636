/**
 * The site search index (course/search/search-index.ts) and the Unstuck catalogue
 * (course/search/stuck.ts) with the labelled pastes whose votes help it rank
 * (course/search/stuck-pastes.ts). The pastes hold no language of the site's, so
 * they are read and indexed once and shared by every language's Unstuck. Routes
 * reach them as `app.siteSearches[locale]` and `app.unstucks[locale]`; a query only
 * reads them in memory.
 *
 * In production each is read from the build and indexed after the server listens,
 * not before: together they take about a second of processor time, which the
 * start-up would wait for. Once the server has answered its first request (or a
 * second after it listens, if none comes) they are made in the background, one
 * language's search or Unstuck matcher per turn of the event loop, so no request
 * waits behind all of them and the first search or paste does not pay for its
 * index (a quarter to three quarters of a second). Whatever is asked for before
 * its turn is made then, as before. In development they are made from content/
 * as it starts.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { contentRoot } from '../../course/content-root.ts'
import { buildSearchData, type SearchData, SiteSearch, searchIndexFile } from '../../course/search/search-index.ts'
import { pasteNeighboursInSteps, type StuckCatalogue, stuckCatalogueFile, stuckPastesFile, Unstuck } from '../../course/search/stuck.ts'
import type { LabelledPaste } from '../../course/search/stuck-match.ts'
import { type Locale, locales } from '../../lib/i18n/locale.ts'
import { readBuildOutput, readContentOutput } from '../page-delivery/content-output.ts'
import { warmUpAfterListening } from '../start-up/warm-up.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Each language's search over its own index (course/search/spanish-words.ts for Spanish). */
    siteSearches: Record<Locale, SiteSearch>
    /** Each language's Unstuck, over its translated problems (and their English error texts). */
    unstucks: Record<Locale, Unstuck>
  }
}

/** What the indexes are made from. */
interface Sources {
  pastes(): LabelledPaste[]
  searchData(locale: Locale): SearchData
  catalogue(locale: Locale): StuckCatalogue
}

/** The build's files, read when asked for. */
const builtSources: Sources = {
  pastes: () => readBuildOutput(stuckPastesFile),
  searchData: (locale) => readBuildOutput(searchIndexFile(locale)),
  catalogue: (locale) => readBuildOutput(stuckCatalogueFile(locale)),
}

/** Development: everything made from content/ now (loading the content is asynchronous), then handed out as asked. */
async function contentSources(): Promise<Sources> {
  // Here only: reading the corpus needs a YAML parser, which production never loads.
  const { readStuckPastes } = await import('../../course/search/stuck-pastes.ts')
  const pastes = await readContentOutput<LabelledPaste[]>(stuckPastesFile, true, () => readStuckPastes(contentRoot))
  const byLanguage = async <T>(make: (locale: Locale) => Promise<T>) =>
    Object.fromEntries(await Promise.all(locales.map(async (locale) => [locale, await make(locale)]))) as Record<Locale, T>
  const searchData = await byLanguage((locale) => readContentOutput(searchIndexFile(locale), true, buildSearchData, locale))
  const catalogues = await byLanguage((locale) =>
    readContentOutput<StuckCatalogue>(stuckCatalogueFile(locale), true, ({ problems }) => ({ problems }), locale),
  )
  return { pastes: () => pastes, searchData: (locale) => searchData[locale], catalogue: (locale) => catalogues[locale] }
}

/** `make`'s value, made the first time it is asked for and kept. */
function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}

/** One value per language, each made the first time it is asked for. */
function perLanguage<T>(make: (locale: Locale) => T): Record<Locale, T> {
  const record = {} as Record<Locale, T>
  for (const locale of locales) Object.defineProperty(record, locale, { enumerable: true, get: onFirstUse(() => make(locale)) })
  return record
}

export default fp(
  async function search(app: FastifyInstance, { dev }: { dev: boolean }) {
    const sources = dev ? await contentSources() : builtSources
    const neighbourIndex = onFirstUse(() => pasteNeighboursInSteps(sources.pastes()))
    const neighbours = () => neighbourIndex().neighbours()
    app.decorate(
      'siteSearches',
      perLanguage((locale) => new SiteSearch(sources.searchData(locale), locale)),
    )
    app.decorate(
      'unstucks',
      perLanguage((locale) => new Unstuck(sources.catalogue(locale), locale, neighbours)),
    )
    // Each language's search index and Unstuck matcher, one per task (see the top of this file): the site search
    // first, as every page's header uses it; then the labelled pastes every language's Unstuck shares, a slice per
    // task (the longest job of the warm-up), before the matchers that need them.
    warmUpAfterListening(app, [
      ...locales.map((locale) => () => void app.siteSearches[locale]),
      () => neighbourIndex().step(),
      ...locales.map((locale) => () => void app.unstucks[locale].prepareMatcher()),
    ])
  },
  { name: 'search' },
)
