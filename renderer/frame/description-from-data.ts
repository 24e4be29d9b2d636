import type { PageContextServer } from 'vike/types'

/** A +description hook for pages whose data carries the description they show (lessons, projects). */
export function descriptionFromData({ data }: PageContextServer<{ description: string }>): string {
  return data.description
}
