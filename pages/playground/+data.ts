// The learning projects a learner may check their playground app as: their names only. The chosen one's checks load
// when it is chosen (course/project-checks.ts): the five projects' checks would be most of this page's HTML.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import { projectChecks } from '../../course/project-checks.ts'

export function data(pageContext: PageContextServer) {
  const projects = projectChecks(contents[pageContext.locale]).map(({ lesson, projectTitle }) => ({ lesson, projectTitle }))
  return { projects }
}

export type Data = Awaited<ReturnType<typeof data>>
