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
    return (
      <div className="container not-found">
        <h1>404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
        <a className="button button-primary" href="/">
          Go to the home page
        </a>
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
