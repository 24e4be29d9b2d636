/**
 * The frontmatter of a tutorial, content/tutorials/N-slug.md. Each field
 * carries a doc comment, so an editor reading this file knows what to write; a
 * bad file fails the build with its path, the field and what was expected
 * (course/load.ts).
 */
import { z } from 'zod'
import { BlogCategoryField, Level, minutes, Tone, text, textList } from './fields.ts'

/** Icons a tutorial card may show (lucide names). */
export const tutorialIcons = ['Play', 'Code', 'Bug', 'Rocket'] as const

/** A tutorial: content/tutorials/N-slug.md; the slug is the file name without N-. */
export const TutorialFrontmatter = z.strictObject({
  /** Order in the list, from 1. */
  id: z.number().int().min(1),
  /** Tutorial name. */
  title: text,
  /** One or two sentences for the card. */
  description: text,
  /** Level, used by the /tutorials filter. */
  difficulty: Level,
  /** Time to finish in minutes. */
  duration: minutes,
  /** Short topic tags. */
  tags: textList,
  /** Card icon. */
  icon: z.enum(tutorialIcons),
  /** Card colour. */
  color: Tone,
  /** What the learner will be able to do; each point is taught as steps in the body. */
  learningPoints: textList,
  /** Blog category it is listed under on /blog?category= (tutorials usually 'tutorials'). */
  category: BlogCategoryField,
})
