// The learning projects a learner may check their playground app as: their names only, and the version of their
// checks (course/project-checks-version.ts), the address the chosen one's checks load from when it is chosen
// (course/project-checks.ts): the five projects' checks would be most of this page's HTML.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import { projectChecks } from '../../course/project-checks.ts'
import { projectChecksVersion } from '../../course/project-checks-version.ts'

export function data(pageContext: PageContextServer) {
  const all = projectChecks(contents[pageContext.locale])
  return { projects: all.map(({ lesson, projectTitle }) => ({ lesson, projectTitle })), checksVersion: projectChecksVersion(all) }
}

export type Data = Awaited<ReturnType<typeof data>>
