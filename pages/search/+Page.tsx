import { pageMessages } from '../../lib/i18n/catalogues/pages.ts'
import { PAGES } from '../../lib/paths.ts'
import type { SnippetPart } from '../../lib/search-result.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import { SiteSearchForm } from '../../renderer/components/site-search-form.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

/** Text with the words the search matched in <mark>. */
function Marked({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, index) =>
    // The parts never change order, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  )
}

function NoResults({ query }: { query: string }) {
  const t = useMessages(pageMessages)
  return (
    <div className="search-empty">
      <p>
        {t.searchNothingMatches} <strong>{t.quoted(query)}</strong>. {t.searchNoResultsAdvice}
      </p>
      <ul>
        <li>
          <a href={PAGES.guide}>{t.searchBrowseGuide}</a>
          {t.searchBrowseGuideNote}
        </li>
        <li>
          <a href={PAGES.tutorials}>{t.searchBrowseTutorials}</a>
          {t.searchBrowseTutorialsNote}
        </li>
      </ul>
    </div>
  )
}

/** The site search page: a plain GET form and the server's results, readable without JavaScript. */
export default function Page() {
  const { query, results } = useData<Data>()
  const t = useMessages(pageMessages)
  return (
    <>
      <Hero compact title={t.searchTitle} subtitle={t.searchSubtitle}>
        <SiteSearchForm id="search-page-query" label={t.searchLabel} query={query} />
      </Hero>
      <section className="container search-results-section" aria-labelledby="search-results-heading">
        {query === '' ? (
          <h2 id="search-results-heading">{t.searchPrompt}</h2>
        ) : (
          <>
            <h2 id="search-results-heading">
              {t.searchResultCount(results.length)}
              {t.searchResultsForBefore}
              {query}
              {t.searchResultsForAfter}
            </h2>
            {results.length === 0 ? (
              <NoResults query={query} />
            ) : (
              <ol className="search-results">
                {results.map((result) => (
                  <li key={result.href} className="search-result">
                    <p className="search-result-type">{result.typeLabel}</p>
                    <h3>
                      <a href={result.href}>
                        <Marked parts={result.titleParts} />
                        {result.heading ? (
                          <span className="search-result-heading">
                            {' › '}
                            <Marked parts={result.headingParts} />
                          </span>
                        ) : null}
                      </a>
                    </h3>
                    <p className="search-result-snippet">
                      <Marked parts={result.snippet} />
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </section>
    </>
  )
}
