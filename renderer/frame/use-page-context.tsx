// Lets any component read the current pageContext (url, data, config).
import { createContext, type ReactNode, useContext } from 'react'
import type { PageContext } from 'vike/types'

const Context = createContext<PageContext | undefined>(undefined)

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context)
  if (!pageContext) throw new Error('usePageContext() must be used inside <PageContextProvider>')
  return pageContext
}

/** The page's data, typed by the caller: `useData<Data>()` with `type Data = Awaited<ReturnType<typeof data>>`. */
export function useData<Data>(): Data {
  return usePageContext().data as Data
}
