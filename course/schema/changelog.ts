/**
 * The course's record of changes, content/site/changelog.yaml. Each field
 * carries a doc comment, so an editor reading this file knows what to write; a
 * bad file fails the build with its path, the field and what was expected
 * (course/load.ts).
 */
import { z } from 'zod'
import { text, textList } from './fields.ts'

/** content/site/changelog.yaml: one entry per day the course changed, shown on /changes and in its feed. */
const ChangelogEntry = z.strictObject({
  /** The day the change went live, YYYY-MM-DD; it is also the entry's id on /changes (/changes#2026-11-27). */
  date: z.iso.date(),
  /** A short headline in plain words ('New: reading what the Agent changed'). */
  title: text,
  /** What changed, one short sentence each; `code`, **bold** and [links](/section4) allowed, as in a knowledge check. */
  changes: textList,
})
export const Changelog = z
  .array(ChangelogEntry)
  .min(1)
  .superRefine((entries, context) => {
    for (const [index, entry] of entries.entries()) {
      const earlier = entries[index - 1]
      if (earlier && entry.date >= earlier.date)
        context.addIssue({
          code: 'custom',
          path: [index, 'date'],
          message: `${entry.date} must be older than the entry above it (${earlier.date}): newest first, one entry per day`,
        })
    }
  })
