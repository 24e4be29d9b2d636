// The course's record of changes, newest first, from content/site/changelog.yaml,
// and the names Replit changed, from the terms registry.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  return { entries: content.changelog, renames: content.replitRenames }
}

export type Data = Awaited<ReturnType<typeof data>>
