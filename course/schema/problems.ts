/**
 * The frontmatter of a problem of the Unstuck catalogue,
 * content/problems/N-slug.md. Each field carries a doc comment, so an editor
 * reading this file knows what to write; a bad file fails the build with its
 * path, the field and what was expected (course/load.ts).
 */
import { z } from 'zod'
import { sitePath, text } from './fields.ts'

/**
 * A problem of the Unstuck catalogue: content/problems/N-slug.md. The
 * frontmatter says how to recognise it and what to do; the Markdown body is
 * the likely cause, in two to four plain sentences. /stuck matches what a
 * learner pastes against `matches` (course/search/stuck.ts).
 */
export const ProblemFrontmatter = z.strictObject({
  /** A short name for what the learner sees ('The Preview is blank'). */
  title: text,
  /** What the learner sees, in one or two plain sentences, in their words. `code` allowed. */
  symptom: text,
  /**
   * The error texts and phrasings that point to this problem, as a browser,
   * Node or the Agent writes them, or as a learner says it ('Cannot read
   * properties of undefined', 'the preview is blank'). Leave out the parts
   * that change with each app: names in quotes, file paths, line numbers,
   * addresses. The matcher ignores them in what the learner pastes too.
   */
  matches: z.array(text).min(2),
  /** What to check first, in order: one step each, the cheapest and likeliest first. `code` and **bold** allowed. */
  checks: z.array(text).min(2).max(6),
  /** The fix prompt's CLEAR parts. Examples is the learner's own pasted text, so it is not written here. */
  fix: z.strictObject({
    /** Context: the situation, in the learner's voice ('My page shows a blank white Preview.'). */
    context: text,
    /** Length: how much the Agent may change ('Change only what the cause needs. Do not change anything else.'). */
    length: text,
    /** Actions: what the Agent must do, in order, one line each. */
    actions: z.array(text).min(1).max(5),
    /** Role: who the Agent should act as. */
    role: text,
  }),
  /** The lesson part that teaches the skill behind it: a path with an optional #heading. Its page's stuck box links back here. */
  lesson: sitePath,
})
