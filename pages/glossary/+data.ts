// The glossary: each term once, in plain words, with the lesson that teaches it.
import { content } from 'virtual:content'
import { glossaryEntries } from '../../course/registries/glossary.ts'

export function data() {
  return { terms: glossaryEntries(content) }
}

export type Data = Awaited<ReturnType<typeof data>>
