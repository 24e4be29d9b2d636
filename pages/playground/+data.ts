// The learning projects a learner may check their playground app as: each with its requirements' checks and its "Change it".
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import type { CheckProjectProps } from '../../renderer/features/project-checker/project-check.ts'

export function data(pageContext: PageContextServer) {
  const projects: CheckProjectProps[] = contents[pageContext.locale].learningProjects
    .filter((project) => project.checks.length > 0)
    .map((project) => ({
      // The project page's own key (pages/project/+Page.tsx): answers and completion count for the same project.
      lesson: `project${project.id}`,
      projectTitle: project.title,
      checks: project.checks,
      change: { ...project.change, ownPrompt: project.ownPrompt === true },
    }))
  return { projects }
}

export type Data = Awaited<ReturnType<typeof data>>
