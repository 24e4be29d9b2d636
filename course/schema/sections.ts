/**
 * The frontmatter of a guide section, content/sections/NN-slug.md. Each field
 * carries a doc comment, so an editor reading this file knows what to write; a
 * bad file fails the build with its path, the field and what was expected
 * (course/load.ts).
 */
import { z } from 'zod'
import { SECTION_CHECK_SIZE } from '../../lib/knowledge-check.ts'
import { minutes, Tone, text, textList } from './fields.ts'
import { checkList } from './knowledge-check.ts'

/** A guide section: content/sections/NN-slug.md (frontmatter + Markdown body). */
export const SectionFrontmatter = z.strictObject({
  /** Position in the guide, from 1 with no gaps; must match the file name's NN. */
  number: z.number().int().min(1),
  /** Heading on the section page and its guide card. */
  title: text,
  /** One line under the title. */
  subtitle: text,
  /** Two or three sentences: what the learner gets from this section. */
  description: text,
  /** Colour of the number badge. */
  color: Tone,
  /** Label of the button on the guide card ('Start Section 1', 'Learn Advanced Prompting', ...). */
  guideButton: text,
  /** Reading and practice time in minutes, shown on the guide card. */
  duration: minutes,
  /** What the body teaches, shown as 'Topics covered' badges; keep it true to the body. */
  topics: textList,
  /**
   * The knowledge check at the end of the section: 3-6 questions. Optional
   * only while the sections move from the old Markdown check to this list;
   * test/unit/knowledge-checks.test.ts requires it of every section.
   */
  check: checkList(SECTION_CHECK_SIZE).optional(),
})
