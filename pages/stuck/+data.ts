// /stuck: the answer comes from the server route (server/routes/stuck.ts),
// which reads the learner's posted text and hands its answer in as
// pageContext.stuck (and, for a refused post, why as pageContext.stuckError).
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import type { StuckAnswer } from '../../lib/stuck.ts'

const EMPTY: StuckAnswer = { kind: 'empty', query: '', prompt: '', others: [] }

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  return { answer: pageContext.stuck ?? EMPTY, error: pageContext.stuckError, problemCount: content.problems.length }
}

export type Data = ReturnType<typeof data>
