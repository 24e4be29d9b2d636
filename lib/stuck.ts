/**
 * Unstuck (/stuck) as the server and the browser both see it: what an answer
 * holds, and its URLs. The matching itself is the server's (course/search/stuck.ts);
 * with JavaScript the page asks GET /api/stuck?q= for the same answer.
 */
import { apiPaths } from './api.ts'
import type { InlinePart } from './knowledge-check.ts'
import { PAGES } from './paths.ts'

/** Longest text read from the box: a whole stack trace fits, a pasted file does not. */
export const STUCK_MAX_LENGTH = 3000
/** The box's field, and the query parameter of a pasted text. */
export const STUCK_QUERY_PARAM = 'q'
/** The query parameter that opens one problem of the catalogue (links from lessons and knowledge checks). */
export const STUCK_PROBLEM_PARAM = 'problem'
/** The box's id: a lesson's stuck box links straight to it. */
export const STUCK_BOX_ID = 'stuck-text'

/** One problem of the catalogue, as the page shows it in full. */
export interface StuckProblem {
  /** Its file name without number and extension: its identity. */
  slug: string
  title: string
  /** What the learner sees, in plain words. */
  symptom: InlinePart[]
  /** The likely cause: the problem file's Markdown body, compiled on the server. */
  causeHtml: string
  /** What to check first, in order, one step each. */
  checks: InlinePart[][]
  /** The lesson that teaches the skill behind it. */
  lesson: { href: string; title: string }
  /** "Replit details checked on ..." and the sources of the facts it uses, as server HTML; empty when it uses none. */
  sourcesHtml: string
}

/** A link to another problem that may fit. */
export interface StuckLink {
  slug: string
  title: string
  href: string
}

/**
 * What Unstuck answers:
 * - 'empty': nothing typed yet;
 * - 'match': the best problem, its fix prompt holding the learner's text, and up to three others;
 * - 'none': nothing fits well; the prompt is the general bug report with their text;
 * - 'chosen': one problem opened by its link, its prompt asking for their text.
 */
export interface StuckAnswer {
  kind: 'empty' | 'match' | 'none' | 'chosen'
  /** The text as read: trimmed, cut to STUCK_MAX_LENGTH. */
  query: string
  problem?: StuckProblem
  /** The CLEAR fix prompt, ready to copy; empty for 'empty'. */
  prompt: string
  others: StuckLink[]
}

/** The page of one problem of the catalogue. */
export function stuckProblemPath(slug: string): string {
  return `${PAGES.stuck}?${STUCK_PROBLEM_PARAM}=${encodeURIComponent(slug)}`
}

/** The JSON answer for a text, as the page asks for it while the learner types. */
export function stuckApiUrl(query: string): string {
  return `${apiPaths.stuck}?${STUCK_QUERY_PARAM}=${encodeURIComponent(query)}`
}

/** The answer read from the JSON body (lib/api.ts readApiAnswer), or null when it lacks what the page shows. */
export function readStuckAnswer(body: Record<string, unknown>): StuckAnswer | null {
  return typeof body.kind === 'string' && typeof body.prompt === 'string' && Array.isArray(body.others)
    ? (body as unknown as StuckAnswer)
    : null
}
