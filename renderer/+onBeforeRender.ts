import type { PageContextServer } from 'vike/types'

// A lesson's HTML body is already in the page. Vike passes `data` to the
// browser for hydration, which would send that body a second time inside a
// JSON script. Pages return their body as `data.prose`; this hook moves it to
// pageContext.prose, which stays on the server.
export function onBeforeRender(pageContext: PageContextServer) {
  const data = pageContext.data
  if (!data || typeof data !== 'object' || !('prose' in data)) return undefined
  const { prose, ...rest } = data as { prose: string }
  return { pageContext: { data: rest, prose } }
}
