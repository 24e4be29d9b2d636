// Hydrates the server-rendered page. With server routing this runs once per
// page load; every link is a normal navigation.
import { hydrateRoot } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { PageShell } from './PageShell.tsx'

export function onRenderClient(pageContext: PageContextClient) {
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  hydrateRoot(root, <PageShell pageContext={pageContext} />)
}
