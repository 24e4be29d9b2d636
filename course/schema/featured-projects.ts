/**
 * The frontmatter of a featured project, content/featured-projects/N-slug.md.
 * Each field carries a doc comment, so an editor reading this file knows what
 * to write; a bad file fails the build with its path, the field and what was
 * expected (course/load.ts).
 */
import { z } from 'zod'
import { PROJECT_CHECK_SIZE } from '../../lib/knowledge-check.ts'
import { LiveCheck } from '../checks/live-check-steps.ts'
import { Level, minutes, ProjectPlan, placeholderImage, requirements, Tone, text, textList } from './fields.ts'
import { checkList } from './knowledge-check.ts'

/** A featured project: content/featured-projects/N-slug.md. */
export const FeaturedProjectFrontmatter = z
  .strictObject({
    /** 1 to 5; the page lives at /featured-project{id}. */
    id: z.number().int().min(1),
    /** Number shown as 'Featured Project n'. */
    projectNumber: z.number().int().min(1),
    /** Project name. */
    title: text,
    /** One or two sentences: what the learner builds. */
    description: text,
    /** Level, used by the /projects filter. */
    difficulty: Level,
    /** Time to finish in minutes (the list shows whole hours). */
    duration: minutes,
    /** Languages and tools used. */
    technologies: textList,
    /** Skills the learner practises. */
    skills: textList,
    /** Features of the finished app. */
    features: textList,
    /** Card gradient colour. */
    color: Tone,
    /** The 'Quick Start AI Prompt', written with the CLEAR parts. */
    aiPrompt: text,
    /** Requirements for the learner's own prompt (every featured project has them); see `requirements` above. */
    requirements: requirements.optional(),
    /** The Replit plan the project needs; see lib/project-plans.ts. */
    plan: ProjectPlan,
    /** Optional placeholder image path. */
    imageUrl: placeholderImage.optional(),
    /** The knowledge check about this project: 2-3 questions (optional during the move; the content test requires it). */
    check: checkList(PROJECT_CHECK_SIZE).optional(),
    /** "Check my app": each requirement's steps, run in the learner's own running app (course/checks/live-check-steps.ts). */
    liveCheck: LiveCheck.optional(),
  })
  .refine(
    (project) =>
      !project.liveCheck ||
      JSON.stringify(project.liveCheck.requirements.map((requirement) => requirement.text)) === JSON.stringify(project.requirements),
    { message: 'liveCheck.requirements must be the requirements, every one, in the same order', path: ['liveCheck'] },
  )
