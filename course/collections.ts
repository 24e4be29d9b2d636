/**
 * The course's Markdown collections, written once: for each folder of
 * content/, the schema of its files' frontmatter, the field its files are
 * numbered by, the page each file becomes and how its body is compiled.
 * course/load.ts reads, orders and compiles the course by this table, and the
 * site map (course/site-map.ts) lists the pages in its order, so a new
 * collection is one row here, its schema and its pages.
 */
import type { z } from 'zod'
import { featuredProjectPath, legalPath, postPath, projectPath, sectionPath, tutorialPath } from '../lib/paths.ts'
import { stuckProblemPath } from '../lib/stuck.ts'
import { BlogPostFrontmatter } from './schema/blog.ts'
import { FeaturedProjectFrontmatter } from './schema/featured-projects.ts'
import { LearningProjectFrontmatter } from './schema/learning-projects.ts'
import { LegalPageFrontmatter } from './schema/legal.ts'
import { ProblemFrontmatter } from './schema/problems.ts'
import { SectionFrontmatter } from './schema/sections.ts'
import { TutorialFrontmatter } from './schema/tutorials.ts'

/** What a file's page is made from: its frontmatter and its slug (the file name without its number, unless the frontmatter has its own). */
type PageOf<Meta> = (item: Meta & { slug: string }) => string

export interface Collection<Meta, Key extends string> {
  /** Where the collection's content goes in loadContent()'s result. */
  key: Key
  schema: z.ZodType<Meta>
  /** The number that must run 1..n in file order, so a missing, doubled or misnumbered file fails the build. */
  numberOf?: (meta: Meta) => number
  /** The URL of one file's page. */
  page: PageOf<Meta>
  /** Whether the site map lists the pages (the Unstuck catalogue's pages are reached from /stuck, not listed). */
  inSiteMap: boolean
  /** How a problem's lesson link names the page; a collection without one is no lesson a problem may link to. */
  lessonTitle?: (meta: Meta) => string
  /**
   * How the body compiles: `glossary` links the first use of each term to
   * /glossary; `stuckLinks` fills its "If you get stuck" box with the
   * problems that name the page; `changesLink` ends it with a link to the
   * record of course changes.
   */
  compile: { glossary: boolean; stuckLinks: boolean; changesLink: boolean }
}

/** A row of the table, its types taken from its schema. */
const collection = <Meta, Key extends string>(row: Collection<Meta, Key>) => row

const LESSON = { glossary: true, stuckLinks: true, changesLink: true }

export const COLLECTIONS = {
  sections: collection({
    key: 'sections',
    schema: SectionFrontmatter,
    numberOf: ({ number }) => number,
    page: ({ number }) => sectionPath(number),
    inSiteMap: true,
    lessonTitle: ({ number, title }) => `Section ${number}: ${title}`,
    compile: LESSON,
  }),
  'learning-projects': collection({
    key: 'learningProjects',
    schema: LearningProjectFrontmatter,
    numberOf: ({ id }) => id,
    page: ({ id }) => projectPath(id),
    inSiteMap: true,
    lessonTitle: ({ id, title }) => `Learning project ${id}: ${title}`,
    compile: LESSON,
  }),
  'featured-projects': collection({
    key: 'featuredProjects',
    schema: FeaturedProjectFrontmatter,
    numberOf: ({ id }) => id,
    page: ({ id }) => featuredProjectPath(id),
    inSiteMap: true,
    lessonTitle: ({ id, title }) => `Featured project ${id}: ${title}`,
    compile: LESSON,
  }),
  tutorials: collection({
    key: 'tutorials',
    schema: TutorialFrontmatter,
    numberOf: ({ id }) => id,
    page: ({ slug }) => tutorialPath(slug),
    inSiteMap: true,
    lessonTitle: ({ title }) => `Tutorial: ${title}`,
    compile: LESSON,
  }),
  blog: collection({
    key: 'blogPosts',
    schema: BlogPostFrontmatter,
    numberOf: ({ id }) => id,
    page: ({ slug }) => postPath(slug),
    inSiteMap: true,
    lessonTitle: ({ title }) => title,
    // An article is news, not a lesson kept up to date.
    compile: { ...LESSON, changesLink: false },
  }),
  legal: collection({
    key: 'legalPages',
    schema: LegalPageFrontmatter,
    // The slug is the frontmatter's (one of LEGAL_SLUGS), not the file name's.
    page: ({ slug }) => legalPath(slug),
    inSiteMap: true,
    // Their words mean what the law says: no glossary links, no help box, no course changes.
    compile: { glossary: false, stuckLinks: false, changesLink: false },
  }),
  problems: collection({
    key: 'problems',
    schema: ProblemFrontmatter,
    page: ({ slug }) => stuckProblemPath(slug),
    inSiteMap: false,
    // A problem's body is its cause, shown inside the problem's own page.
    compile: { glossary: true, stuckLinks: false, changesLink: false },
  }),
} as const

export type CollectionFolder = keyof typeof COLLECTIONS
