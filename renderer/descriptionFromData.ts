import type { PageContextServer } from 'vike/types'

/** A +description hook for pages whose data carries the description they show (lessons, projects). */
export function descriptionFromData(pageContext: PageContextServer): string {
  return (pageContext.data as { description: string }).description
}
