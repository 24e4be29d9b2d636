// Around every page, on the server: its layout (renderer/+Layout.tsx, or the
// page's own) and the pageContext for hooks. The browser never renders it:
// only the page's islands hydrate (renderer/islands/).
import { Fragment } from 'react'
import type { PageContext } from 'vike/types'
import { PageContextProvider } from './use-page-context.tsx'

export function PageShell({ pageContext }: { pageContext: PageContext }) {
  const { Page } = pageContext
  const Layout = pageContext.config.Layout ?? Fragment
  return (
    <PageContextProvider pageContext={pageContext}>
      <Layout>{Page ? <Page /> : null}</Layout>
    </PageContextProvider>
  )
}
