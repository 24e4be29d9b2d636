/**
 * The glossary, content/site/glossary.yaml. Each field carries a doc comment,
 * so an editor reading this file knows what to write; a bad file fails the
 * build with its path, the field and what was expected (course/load.ts).
 */
import { z } from 'zod'
import { text } from './fields.ts'

/** content/site/glossary.yaml: the /glossary page, one entry per term, in A to Z order. */
const GlossaryEntry = z.strictObject({
  /** The term as the glossary heads it ('HTML', 'checkpoint'); its entry's id on /glossary is the term's slug ('front-end'). */
  term: text,
  /** Other forms a lesson may use ('checkpoints'); a lower-case word also counts with a capital first letter. */
  forms: z.array(text).optional(),
  /** One to three short, plain sentences for someone who has never coded. The one definition on the site besides the lesson that teaches it. */
  definition: text,
  /** The lesson part that teaches the term: a path on this site, with an optional #heading ('/section2#step-6-undo-a-change-and-go-back-to-an-older-version'). */
  learnMore: z.string().regex(/^\/[a-z0-9/-]*(?:#[a-z0-9-]+)?$/, 'a path on this site, like /section2#step-7-publish-your-project'),
})
export const Glossary = z
  .array(GlossaryEntry)
  .min(1)
  .superRefine((entries, context) => {
    const seen = new Set<string>()
    for (const [index, { term, forms = [] }] of entries.entries()) {
      for (const word of [term, ...forms]) {
        const key = word.toLowerCase()
        if (seen.has(key))
          context.addIssue({ code: 'custom', path: [index, 'term'], message: `"${word}" is listed twice; define each term once` })
        seen.add(key)
      }
    }
  })
