// The frame around every page: the shared header and footer (unless the page
// asks for the bare layout, like /landing) and the page-wide behaviours.
import { StrictMode } from 'react'
import type { PageContext } from 'vike/types'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { PageContextProvider } from './usePageContext.tsx'
import { useScrollToTopOnLoad } from './useScrollToTopOnLoad.ts'
import './styles/index.css'

export function PageShell({ pageContext }: { pageContext: PageContext }) {
  const Page = pageContext.Page
  useScrollToTopOnLoad()
  const page = Page ? <Page /> : null
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        {pageContext.config.layout === 'bare' ? (
          page
        ) : (
          <>
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            <Header />
            <main id="main" tabIndex={-1}>
              {page}
            </main>
            <Footer />
          </>
        )}
      </PageContextProvider>
    </StrictMode>
  )
}
