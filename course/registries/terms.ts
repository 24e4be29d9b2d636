/**
 * The registry of platform terms: the short names Replit can change (Agent's
 * modes, the plans, tools, buttons, publishing types) live once, in
 * content/terms/<topic>.yaml, each with the page it comes from and the day it
 * was checked, like a fact (course/registries/facts.ts). Content names a term with the
 * token `{{term:some-id}}` wherever a learner reads it: lesson bodies,
 * knowledge checks, frontmatter, site YAML, fact texts, project plan labels
 * and figures. A page that uses a term counts it in its "Replit details
 * checked on" date and its sources.
 *
 * To rename something Replit renamed: change the term's `text` (and add the
 * old name to `formerly`), `source` and `checked`; every page, fact and
 * figure changes with it. test/unit/terms.test.ts fails on a registered name
 * written by hand anywhere else, and on a former name.
 */
import { z } from 'zod'
import { readRegistryFolder } from './registry-files.ts'

/** The folder under the content root that holds the term files. */
export const TERMS_FOLDER = 'terms'

/** One checked platform name, an entry of a content/terms/<topic>.yaml list. */
export const Term = z.strictObject({
  /** Unique across all term files, kebab-case, named for the role, not the name ('agent-mode-cheap', not 'free-mode'), so a rename keeps the id. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case, like agent-mode-cheap'),
  /** The name exactly as Replit's screen shows it ('Free Mode', 'Reserved VM'): plain text, no Markdown, one line. */
  text: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine((value) => !/[\n*_`[\]{}<>]/.test(value), 'plain text on one line, without Markdown or tokens'),
  /** The page that shows the name, an https address (docs.replit.com for Replit names). */
  source: z.url({ protocol: /^https$/ }),
  /** The day someone last read the source and found the name in use, YYYY-MM-DD. */
  checked: z.iso.date(),
  /** Names Replit used before for the same thing ('Lite'): the content check fails where one is still written. */
  formerly: z.array(z.string().trim().min(1)).optional(),
  /**
   * The name is also an everyday word ('Run', 'Publish'): the content check then flags it only where it reads
   * as the label (in bold, after select or click, before button or dialog), so "Publish your app" stays plain English.
   */
  everydayWord: z.boolean().optional(),
})
export type Term = z.infer<typeof Term>

/** A term and the file it was read from. */
export interface RegisteredTerm extends Term {
  /** Path from the content root: 'terms/replit-agent.yaml'. */
  file: string
}

/** A problem with a term file or a term token; course/load.ts turns it into a ContentError. */
export class TermError extends Error {
  override name = 'TermError'
}

/** The token content uses to name a term. */
const TERM_TOKEN = /\{\{term:([^}\s]*)\}\}/g

/** Reads every content/terms/*.yaml, validating each entry; a bad entry or an id used twice throws naming the file and the term. */
export function readTerms(root: string): Map<string, RegisteredTerm> {
  return readRegistryFolder(root, TERMS_FOLDER, Term, 'term', (message) => new TermError(message))
}

/** The text with term tokens removed (what the content checks read as "not from the registry"). */
export function withoutTermTokens(text: string): string {
  return text.replace(TERM_TOKEN, '')
}

/**
 * Swaps each `{{term:id}}` for the term's name and adds the terms it used to
 * `used`. `file` names the content file in the error when an id does not exist.
 */
export function expandTerms(text: string, terms: ReadonlyMap<string, Term>, file: string, used: Term[] = []): string {
  return text.replace(TERM_TOKEN, (_token, id: string) => {
    const term = terms.get(id)
    if (!term) throw new TermError(`content/${file}: uses {{term:${id}}}, but no term has the id "${id}" (content/${TERMS_FOLDER}/*.yaml)`)
    if (!used.includes(term)) used.push(term)
    return term.text
  })
}

/**
 * A copy of parsed YAML (frontmatter, a site file) with the terms expanded in
 * every string, keeping the keys in `keep` as written (a knowledge check
 * expands its terms with its facts).
 */
export function expandTermsDeep<T>(
  value: T,
  terms: ReadonlyMap<string, Term>,
  file: string,
  used: Term[] = [],
  keep: readonly string[] = [],
): T {
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return expandTerms(item, terms, file, used)
    if (Array.isArray(item)) return item.map(walk)
    if (item && typeof item === 'object' && !(item instanceof Date)) {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, keep.includes(key) ? inner : walk(inner)]))
    }
    return item
  }
  return walk(value) as T
}
