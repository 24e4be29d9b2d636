// The course's record of changes, newest first, from content/site/changelog.yaml.
import { content } from 'virtual:content'

export function data() {
  return { entries: content.changelog }
}

export type Data = Awaited<ReturnType<typeof data>>
