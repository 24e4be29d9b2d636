/**
 * The frontmatter of a page about the site itself (privacy, terms),
 * content/legal/N-slug.md. Each field carries a doc comment, so an editor
 * reading this file knows what to write; a bad file fails the build with its
 * path, the field and what was expected (course/load.ts).
 */
import { z } from 'zod'
import { LEGAL_SLUGS } from '../../lib/paths.ts'
import { text } from './fields.ts'

/** A site page such as the privacy policy: content/legal/N-slug.md. */
export const LegalPageFrontmatter = z.strictObject({
  /** The URL path without the slash, e.g. 'privacy' for /privacy: one of LEGAL_SLUGS in lib/paths.ts, which routes them. */
  slug: z.enum(LEGAL_SLUGS),
  /** Page heading. */
  title: text,
  /** Meta description. */
  description: text,
  /** Date of the last change, YYYY-MM-DD, shown under the heading. */
  updated: z.iso.date(),
})
