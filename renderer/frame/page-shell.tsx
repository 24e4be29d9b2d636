// Around every page: its layout (renderer/+Layout.tsx, or the page's own),
// the pageContext for hooks, and the page-wide behaviours.
import { Fragment, StrictMode, useEffect } from 'react'
import type { PageContext } from 'vike/types'
import { PageContextProvider } from './use-page-context.tsx'
import { useScrollToTopOnLoad } from './use-scroll-to-top-on-load.ts'

export function PageShell({ pageContext }: { pageContext: PageContext }) {
  const { Page } = pageContext
  const Layout = pageContext.config.Layout ?? Fragment
  useScrollToTopOnLoad()
  // The page is hydrated (this runs after every child's effects): controls
  // that need JavaScript may show (html.js in the CSS), and browser tests
  // wait for this class (test/e2e/hydration.ts).
  useEffect(() => {
    document.documentElement.classList.add('js')
  }, [])
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <Layout>{Page ? <Page /> : null}</Layout>
      </PageContextProvider>
    </StrictMode>
  )
}
