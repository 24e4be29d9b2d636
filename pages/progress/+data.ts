// /progress: what the browser's progress is counted against (the sections and
// their questions) and the course's lists that a progress link names by
// position (renderer/features/progress/progress-link.ts).
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import { featuredProjectPath, projectPath, sectionPath } from '../../lib/paths.ts'

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  const lessons = [
    ...content.sections.map(({ number, check }) => ({ lesson: sectionPath(number).slice(1), check })),
    ...content.learningProjects.map(({ id, check }) => ({ lesson: projectPath(id).slice(1), check: check ?? [] })),
    ...content.featuredProjects.map(({ id, check }) => ({ lesson: featuredProjectPath(id).slice(1), check: check ?? [] })),
  ]
  return {
    sections: content.sections.map(({ number, check }) => ({
      lesson: sectionPath(number).slice(1),
      questionIds: check.map(({ id }) => id),
    })),
    course: {
      lessons: lessons.map(({ lesson }) => lesson),
      questions: lessons.flatMap(({ lesson, check }) => check.map(({ id }) => `${lesson}/${id}`)),
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
