/**
 * The course's size as its content files give it, for the tests that check a
 * count the site shows ('Section 3 of 12', '12 guide sections', 'The five
 * learning projects'): a section or a project added is one content file, and
 * no test states the old count (test/conventions/course-size.test.ts refuses a
 * literal one; test/integration/grown-course.test.ts runs the checks that
 * count the course, gathered in test/integration/learning-path.test.ts, on a
 * course grown by one section and one project). The spec's own fixed titles
 * and minutes are test/helpers/spec.ts: the first sections and projects, not
 * how many there are.
 */
import { contentRoot } from '../../course/content-root.ts'
import { readCourseFiles } from '../../course/load.ts'
import { countWord } from '../../lib/count-words.ts'

const sections = readCourseFiles('sections', contentRoot).map(({ meta }) => meta)
const learningProjects = readCourseFiles('learning-projects', contentRoot).map(({ meta }) => meta)
const featuredProjects = readCourseFiles('featured-projects', contentRoot).map(({ meta }) => meta)

export const SECTION_COUNT = sections.length
export const LEARNING_PROJECT_COUNT = learningProjects.length
export const FEATURED_PROJECT_COUNT = featuredProjects.length

/** What /progress counts: the lessons (sections and projects), and the knowledge-check questions they hold. */
export const LESSON_COUNT = SECTION_COUNT + LEARNING_PROJECT_COUNT + FEATURED_PROJECT_COUNT
export const QUESTION_COUNT = [...sections, ...learningProjects, ...featuredProjects].reduce(
  (sum, { check }) => sum + (check?.length ?? 0),
  0,
)

/** '~N Hours Total' on /guide: the sections' minutes, in hours. */
export const GUIDE_HOURS = Math.round(sections.reduce((sum, { duration }) => sum + duration, 0) / 60)

/** The numbers 1..count, as pages number sections and projects. */
export const numbersTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

/** 'The five learning projects' on section 5. */
export const LEARNING_PROJECTS_HEADING = `The ${countWord(LEARNING_PROJECT_COUNT)} learning projects`
