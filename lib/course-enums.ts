/**
 * The course's fixed lists, one place each: the content schema validates
 * against them (course/schema/fields.ts), the list filters offer them
 * (list-filters.ts), and nothing here pulls zod into the browser.
 */

/** Colour tokens a card or badge may use; each maps to a CSS class `tone-<name>`. */
export const tones = ['violet', 'indigo', 'blue', 'sky', 'cyan', 'teal', 'emerald', 'lime', 'amber', 'orange', 'rose', 'pink'] as const

/** Levels used by featured projects and tutorials, and by the list filters, easiest first. */
export const levels = ['Beginner', 'Intermediate', 'Advanced'] as const
export type Level = (typeof levels)[number]

/** The level of every learning project: they are the course's beginner projects, so the level filters of /projects find them under it. */
export const LEARNING_PROJECT_LEVEL: Level = 'Beginner'

/** Effort labels of the five learning projects, easiest first. */
export const efforts = ['No Effort', 'Low Effort', 'Low-Medium Effort', 'Medium Effort'] as const
