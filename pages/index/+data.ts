// Home: the intro texts, the comparison table and a card per guide section.
import { content } from 'virtual:content'

export function data() {
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
