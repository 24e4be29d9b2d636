// The glossary: each term once, in plain words, with the lesson that teaches it.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import { glossaryEntries } from '../../course/registries/glossary.ts'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  return { terms: glossaryEntries(content, pageContext.locale) }
}

export type Data = Awaited<ReturnType<typeof data>>
