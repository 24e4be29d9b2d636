// Home: the intro texts, the comparison table and a card per guide section.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  return {
    home: content.home,
    comparison: content.comparison,
    sections: content.sections.map(({ number, title, description, color, check }) => ({
      number,
      title,
      description,
      color,
      checkIds: check.map((question) => question.id),
    })),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
