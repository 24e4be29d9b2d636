import { PAGES } from '../../lib/paths.ts'
import type { SnippetPart } from '../../lib/search-result.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import { SiteSearchForm } from '../../renderer/components/site-search-form.tsx'
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
  return (
    <div className="search-empty">
      <p>
        Nothing in the course matches <strong>“{query}”</strong>. Check the spelling, try a shorter or more general word (“deploy” rather
        than “deploying my app to the internet”), or browse:
      </p>
      <ul>
        <li>
          <a href={PAGES.guide}>the Complete Guide</a>, every section from the first steps to APIs
        </li>
        <li>
          <a href={PAGES.tutorials}>the Step-by-Step Tutorials</a>, short hands-on walkthroughs
        </li>
      </ul>
    </div>
  )
}

/** The site search page: a plain GET form and the server's results, readable without JavaScript. */
export default function Page() {
  const { query, results } = useData<Data>()
  return (
    <>
      <Hero compact title="Search the Course" subtitle="Find the lesson where you read it. Typos and half-words are fine.">
        <SiteSearchForm id="search-page-query" label="Search every section, project, tutorial and blog post" query={query} />
      </Hero>
      <section className="container search-results-section" aria-labelledby="search-results-heading">
        {query === '' ? (
          <h2 id="search-results-heading">Type a word or two above to search the course.</h2>
        ) : (
          <>
            <h2 id="search-results-heading">
              {results.length === 0 ? 'No results' : `${results.length} ${results.length === 1 ? 'result' : 'results'}`} for “{query}”
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
