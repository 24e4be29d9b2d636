import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'

export default function title(pageContext: PageContextServer): string {
  const { id, title } = pageContext.data as Data
  return `Project ${id}: ${title} | From Zero to Vibe`
}
