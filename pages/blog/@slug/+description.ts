import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'

export default function description(pageContext: PageContextServer): string {
  return (pageContext.data as Data).excerpt
}
