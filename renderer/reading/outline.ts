/**
 * Reading aids computed on the server from a lesson's finished HTML (made at
 * build time by content/markdown.tsx, whose headings carry ids from
 * rehype-slug): the table of contents and the reading time. The browser gets
 * the small results, never the work.
 */
import { htmlToText } from '../../content/html-text.ts'
import { CHECK_HEADING_ID } from '../../lib/knowledge-check.ts'

export interface OutlineEntry {
  id: string
  text: string
  /** 2 for a main heading, 3 for one under it. */
  level: 2 | 3
}

export interface ReadingAids {
  outline: OutlineEntry[]
  /** Minutes to read the body at an unhurried pace, at least 1. */
  readingMinutes: number
}

/** Words a beginner reads in a minute, slowed for instructions and code they try out as they go. */
export const WORDS_PER_MINUTE = 200

/** The h2 and h3 headings that have an id, in document order. */
export function lessonOutline(html: string): OutlineEntry[] {
  return [...html.matchAll(/<h([23])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => ({
    level: match[1] === '2' ? 2 : 3,
    id: match[2] as string,
    text: htmlToText(match[3] as string),
  }))
}

export function readingMinutes(html: string): number {
  const words = htmlToText(html)
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

export function readingAids(html: string): ReadingAids {
  return { outline: lessonOutline(html), readingMinutes: readingMinutes(html) }
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
