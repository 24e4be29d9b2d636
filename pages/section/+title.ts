import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'

export default function title(pageContext: PageContextServer): string {
  const { number, title } = pageContext.data as Data
  return `Section ${number}: ${title} | From Zero to Vibe`
}
