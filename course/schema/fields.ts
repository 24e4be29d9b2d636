/**
 * The field types more than one kind of content file uses: plain text, a list
 * of it, minutes, a tone or level, a placeholder image, a path on this site.
 */
import { z } from 'zod'
import { blogCategorySlugs } from '../../lib/blog-categories.ts'
import { efforts, levels, tones } from '../../lib/course-enums.ts'
import { projectPlanIds } from '../../lib/project-plans.ts'

export const Tone = z.enum(tones)
export type Tone = z.infer<typeof Tone>

export const Level = z.enum(levels)
export type Level = z.infer<typeof Level>

export const Effort = z.enum(efforts)

export const text = z.string().trim().min(1)
export const textList = z.array(text).min(1)
/** A placeholder image path of the form /api/placeholder/{width}/{height}. */
export const placeholderImage = z.string().regex(/^\/api\/placeholder\/\d+\/\d+$/, 'a path like /api/placeholder/400/300')
/** A whole number of minutes. */
export const minutes = z.number().int().positive()
/**
 * What the learner's own prompt must ask for, 4 to 8 short items
 * ('A text box to add a task', 'Tasks stay after a reload'). With it, the
 * project page asks the learner to write their prompt first (with CLEAR) and
 * shows `aiPrompt` behind 'Compare with our prompt'. Learning projects 3-5 and
 * every featured project have it; learning projects 1-2 do not (their learners
 * copy the prompt). test/integration/course-progression.test.ts checks who has it.
 */
export const requirements = z.array(text).min(4).max(8)

export const ProjectPlan = z.enum(projectPlanIds)

/**
 * The blog category a post or tutorial belongs to (lib/blog-categories.ts:
 * ai-prompting, debugging, tutorials, best-practices). The blog's 'Browse by
 * Category' counts and its /blog?category= lists are made from this field.
 */
export const BlogCategoryField = z.enum(blogCategorySlugs)

/** A path on this site with an optional #heading ('/section4#step-5-fix-three-common-beginner-errors'). */
export const sitePath = z
  .string()
  .regex(/^\/[a-z0-9/-]*(?:#[a-z0-9-]+)?$/, 'a path on this site, like /section2#step-7-publish-your-project')
