import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'

export default function title(pageContext: PageContextServer): string {
  const { projectNumber, title } = pageContext.data as Data
  return `Featured Project ${projectNumber}: ${title} | From Zero to Vibe`
}
