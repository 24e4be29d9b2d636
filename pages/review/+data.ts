// /review: every section's knowledge check. Which questions are due is known
// only in the browser (progress is local), so the page gets them all and
// renderer/features/progress/review.ts picks.
import { content } from 'virtual:content'

export function data() {
  return {
    sections: content.sections.map(({ number, title, check }) => ({ number, title, questions: check })),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
