import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'

export default function title(pageContext: PageContextServer): string {
  return `${(pageContext.data as Data).title}: a Step-by-Step Tutorial | From Zero to Vibe`
}
