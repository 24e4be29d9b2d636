/**
 * Reading aids made on the server from a lesson as course/markdown/markdown.tsx
 * compiled it (its headings, with their ids, and its word count): the table
 * of contents and the reading time. The browser gets
 * the small results, never the work.
 */
import type { LessonHeading } from '../../../course/markdown/rehype-lesson-text.ts'
import { CHECK_HEADING_ID } from '../../../lib/knowledge-check.ts'

/** An entry of the outline: a lesson heading (course/markdown/markdown.tsx). */
export type OutlineEntry = LessonHeading

export interface ReadingAids {
  outline: OutlineEntry[]
  /** Minutes to read the body at an unhurried pace, at least 1. */
  readingMinutes: number
  /**
   * Minutes to do the whole lesson, steps and exercises included, as the
   * guide's card gives them (a section's `duration`); shown beside the
   * reading time so the two numbers say what each counts.
   */
  doingMinutes?: number
}

/** Words a beginner reads in a minute, slowed for instructions and code they try out as they go. */
export const WORDS_PER_MINUTE = 200

/** The outline and reading time of a lesson compiled by course/markdown/markdown.tsx. */
export function readingAids(lesson: { headings: OutlineEntry[]; wordCount: number }): ReadingAids {
  return { outline: lesson.headings, readingMinutes: Math.max(1, Math.round(lesson.wordCount / WORDS_PER_MINUTE)) }
}

/**
 * The outline with 'Knowledge check' added where the page shows it (the
 * check is rendered by the page, not part of the body's HTML): before a
 * section's Recap, or last on a project page.
 */
export function withCheckInOutline(aids: ReadingAids, hasCheck: boolean): ReadingAids {
  if (!hasCheck) return aids
  const entry: OutlineEntry = { id: CHECK_HEADING_ID, text: 'Knowledge check', level: 2 }
  const recap = aids.outline.findIndex((heading) => heading.id === 'recap')
  const outline = recap === -1 ? [...aids.outline, entry] : [...aids.outline.slice(0, recap), entry, ...aids.outline.slice(recap)]
  return { ...aids, outline }
}
