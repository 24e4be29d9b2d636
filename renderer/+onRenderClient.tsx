// Hydrates the server-rendered page. With server routing this runs once per
// page load; every link is a normal navigation.
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { PageShell } from './frame/page-shell.tsx'
import { registerServiceWorker } from './frame/register-service-worker.ts'

export function onRenderClient(pageContext: PageContextClient) {
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  // As a transition, React hydrates in slices of a few milliseconds and lets
  // the browser handle taps and scrolling in between, instead of holding a
  // slow phone's main thread for the whole page at once. The page is already
  // readable (server-rendered); hydration only adds behaviour.
  startTransition(() => {
    hydrateRoot(root, <PageShell pageContext={pageContext} />)
  })
  registerServiceWorker()
}
