/**
 * Unstuck (/stuck) as the server and the browser both see it: what an answer
 * holds, and its URLs. The matching itself is the server's (course/search/stuck.ts).
 * The learner's text travels only in a POST body, never in an address (where
 * history, bookmarks and a proxy's access log would keep it): without
 * JavaScript the form posts to /stuck, with it the page posts JSON to
 * /api/stuck for the same answer.
 */

import { apiPaths, languageParameter } from './api.ts'
import { defaultLocale, type Locale } from './i18n/locale.ts'
import type { InlinePart } from './knowledge-check.ts'
import { PAGES } from './paths.ts'

/** Longest text read from the box: a whole stack trace fits, a pasted file does not. */
export const STUCK_MAX_LENGTH = 3000
/** The box's field, and the JSON body's property, holding the pasted text. */
export const STUCK_TEXT_FIELD = 'q'
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
  /** What the learner would see with it, when the link is offered as a cause it could be. */
  symptom?: InlinePart[]
}

/**
 * What Unstuck answers:
 * - 'empty': nothing typed yet;
 * - 'match': the problem it surely is ("Most likely"), its fix prompt holding the learner's text, and up to three others;
 * - 'candidates': none is sure; up to three it could be, and the general bug report prompt with their text;
 * - 'none': nothing fits; the general bug report prompt with their text;
 * - 'chosen': one problem opened by its link, its prompt asking for their text.
 */
export interface StuckAnswer {
  kind: 'empty' | 'match' | 'candidates' | 'none' | 'chosen'
  /** The text as read: trimmed, cut to STUCK_MAX_LENGTH, each key, token or password replaced by "[removed]". */
  query: string
  /** How many keys, tokens or passwords were taken out of the text. */
  removed?: number
  problem?: StuckProblem
  /** The CLEAR fix prompt, ready to copy; empty for 'empty'. */
  prompt: string
  /** 'match': others that may fit; 'candidates': the ones it could be, best first. */
  others: StuckLink[]
}

/** The page of one problem of the catalogue. */
export function stuckProblemPath(slug: string): string {
  return `${PAGES.stuck}?${STUCK_PROBLEM_PARAM}=${encodeURIComponent(slug)}`
}

/** The request for the JSON answer to a text: a POST, the text in its body. */
export function stuckApiRequest(query: string, signal: AbortSignal, locale: Locale = defaultLocale): [string, RequestInit] {
  return [
    // In the page's language: each has its own catalogue. (The parameter is the address's only part: the text stays in the body.)
    locale === defaultLocale ? apiPaths.stuck : `${apiPaths.stuck}?${languageParameter(locale).slice(1)}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ [STUCK_TEXT_FIELD]: query }), signal },
  ]
}

/** The answer read from the JSON body (lib/api.ts readApiAnswer), or null when it lacks what the page shows. */
export function readStuckAnswer(body: Record<string, unknown>): StuckAnswer | null {
  return typeof body.kind === 'string' && typeof body.prompt === 'string' && Array.isArray(body.others)
    ? (body as unknown as StuckAnswer)
    : null
}
