/**
 * A success story, content/stories/N-slug.yaml. Each field carries a doc
 * comment, so an editor reading this file knows what to write; a bad file
 * fails the build with its path, the field and what was expected
 * (course/load.ts).
 */
import { z } from 'zod'
import { placeholderImage, text, textList } from './fields.ts'

/** An illustrative success story: content/stories/N-slug.yaml. */
export const SuccessStory = z.strictObject({
  /** Order on the page, from 1. */
  id: z.number().int().min(1),
  /** First name and initial. */
  name: text,
  /** Role now, e.g. 'Freelance web builder'. */
  role: text,
  /** Three or four sentences: where they started and what they did. */
  story: text,
  /** The headline result. */
  achievement: text,
  /** How long it took, e.g. '3 months'. */
  timeframe: text,
  /** Projects they built. */
  projects: textList,
  /** A one-sentence quote. */
  testimonial: text,
  /** Placeholder portrait path. */
  image: placeholderImage,
  /** Skills they gained. */
  skills: textList,
})
