/**
 * A knowledge check as written in a section's or project's frontmatter
 * (`check:`): its questions, options and diffs. Each field carries a doc
 * comment, so an editor reading this file knows what to write; a bad file
 * fails the build with its path, the field and what was expected
 * (course/load.ts).
 */
import { z } from 'zod'
import { OPTION_COUNT } from '../../lib/knowledge-check.ts'
import { text } from './fields.ts'

/** One answer a knowledge-check question offers. */
const CheckOption = z.strictObject({
  /** The option as the learner reads it: plain text, `code` in backticks allowed, no other Markdown. */
  text,
  /** `true` on the one right option; leave it out on the others. */
  correct: z.boolean().optional(),
  /** One to three short sentences saying why THIS option is right or wrong (shown when the learner picks it). */
  why: text,
})

/**
 * One line of a diff: exactly one key, saying what happened to the line. The
 * text is kept as written, leading spaces included (quote it in YAML to keep
 * them); an empty string is a blank line.
 */
const DiffLine = z.union([
  /** A line the change added. */
  z.strictObject({ added: z.string() }),
  /** A line the change removed. */
  z.strictObject({ removed: z.string() }),
  /** A line the change left alone, shown around the others so the learner sees where they are. */
  z.strictObject({ same: z.string() }),
])

/**
 * A small change to one file, as the editor's Changes view shows it: the
 * question asks what the change broke, or what it did that nobody asked for.
 * Pages mark every line with + or − and, for screen readers, the words
 * "added line" or "removed line" (never colour alone), in server HTML.
 */
export const CheckDiff = z
  .strictObject({
    /** The changed file's name as the learner would see it in the file tree ('script.js'). */
    file: text,
    /** The lines in file order, 2 to 14 of them, at least one added or removed. */
    lines: z.array(DiffLine).min(2).max(14),
  })
  .refine((diff) => diff.lines.some((line) => !('same' in line)), 'at least one line must be added or removed')

/** One knowledge-check question (the fields below are the whole format). */
const CheckQuestion = z.strictObject({
  /** Kebab-case, unique in the file and never renamed: the learner's results are stored under "<page>/<id>". */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case, like roll-back-one-step'),
  /** The question, plain text with `code` allowed; most ask the learner to apply the lesson, not recall it. */
  question: text,
  /** Optional error message, prompt or code the question is about, shown verbatim as a code block. */
  snippet: text.optional(),
  /** Optional change the Agent made, shown as a diff (see `CheckDiff`); the question asks what it broke or added unasked. */
  diff: CheckDiff.optional(),
  /** 3 or 4 options, exactly one with `correct: true`; vary where the right one sits. */
  options: z.array(CheckOption).min(OPTION_COUNT.min).max(OPTION_COUNT.max),
})

/** A knowledge-check question as written in a content file. */
export type WrittenCheckQuestion = z.infer<typeof CheckQuestion>

/**
 * A page's knowledge check: `size` questions, unique ids, each with exactly
 * one correct option. Problems name the question's id, so the build error
 * says which question to fix.
 */
export function checkList(size: { min: number; max: number }) {
  return z
    .array(CheckQuestion)
    .min(size.min)
    .max(size.max)
    .superRefine((questions, context) => {
      const seen = new Set<string>()
      for (const [index, question] of questions.entries()) {
        if (seen.has(question.id))
          context.addIssue({ code: 'custom', path: [index, 'id'], message: `question "${question.id}": the id is used twice in this file` })
        seen.add(question.id)
        const correct = question.options.filter((option) => option.correct).length
        if (correct !== 1)
          context.addIssue({
            code: 'custom',
            path: [index, 'options'],
            message: `question "${question.id}": exactly one option must have correct: true (found ${correct})`,
          })
      }
    })
}
