// /projects: the featured projects' cards (no bodies), the texts around them
// and the filters from the URL. The page shows the cards that match the
// filters; the browser gets all of them so it can filter as you type.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import { LEARNING_PROJECT_LEVEL } from '../../lib/course-enums.ts'
import { readFilters } from '../../lib/list-filters.ts'

/** The list shows featured projects up to this id (docs/product-rules.md, 'Lists'). */
const LAST_LISTED_PROJECT_ID = 5

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  return {
    filters: readFilters(pageContext.urlParsed.search),
    // First on the page, for beginners: free, short, and what every featured project builds on.
    // Their own 'difficulty' is an effort ('Low Effort'); the list's level filter reads their level.
    learningProjects: content.learningProjects.map(({ id, title, description, difficulty, duration, planLabel }) => ({
      id,
      title,
      description,
      difficulty: LEARNING_PROJECT_LEVEL,
      effort: difficulty,
      duration,
      plan: planLabel,
    })),
    projects: content.featuredProjects
      .filter((project) => project.id <= LAST_LISTED_PROJECT_ID)
      .map(({ id, projectNumber, title, description, difficulty, duration, technologies, planLabel, color }) => ({
        id,
        projectNumber,
        title,
        description,
        difficulty,
        // The list shows whole hours, rounded down (docs/product-rules.md, 'Lists'); the project page has the minutes.
        hours: Math.floor(duration / 60),
        technologies,
        plan: planLabel,
        color,
      })),
    comingSoon: content.projectsPage.comingSoon,
    recommendedSequence: content.projectsPage.recommendedSequence,
    learningOutcomes: content.projectsPage.learningOutcomes,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
