// The course's record of changes, newest first, from content/site/changelog.yaml,
// and the names Replit changed, from the terms registry.
import { content } from 'virtual:content'

export function data() {
  return { entries: content.changelog, renames: content.replitRenames }
}

export type Data = Awaited<ReturnType<typeof data>>
