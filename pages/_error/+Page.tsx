import { PAGES } from '../../lib/paths.ts'
import { SiteSearchForm } from '../../renderer/components/site-search-form.tsx'
import { usePageContext } from '../../renderer/frame/use-page-context.tsx'

export default function Page() {
  const { is404, abortReason } = usePageContext()
  if (is404 && abortReason) {
    return (
      <div className="container not-found">
        <h1>{abortReason.title}</h1>
        {'message' in abortReason ? <p>{abortReason.message}</p> : null}
        <a className="button button-primary" href={abortReason.link.href}>
          {abortReason.link.label}
        </a>
      </div>
    )
  }
  if (is404) {
    // The spec's heading and sentence, then what a learner who followed a wrong or old link needs: a way to find it.
    return (
      <div className="container not-found">
        <h1>404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
        <p className="not-found-help">
          No page of the course has this address: it may be mistyped, or the page may have moved. Search for what you were looking for, or
          start again from the guide.
        </p>
        <SiteSearchForm id="not-found-search" label="Search the course" />
        <ul className="button-row not-found-links">
          <li>
            <a className="button button-primary" href={PAGES.guide}>
              Go to the guide
            </a>
          </li>
          <li>
            <a className="button button-secondary" href={PAGES.getHelp}>
              Get Help
            </a>
          </li>
          <li>
            <a className="button button-secondary" href="/">
              Go to the home page
            </a>
          </li>
        </ul>
      </div>
    )
  }
  return (
    <div className="container not-found">
      <h1>Something went wrong</h1>
      <p>Sorry, this page could not be shown. Please try again in a moment.</p>
      <a className="button button-primary" href="/">
        Go to the home page
      </a>
    </div>
  )
}
