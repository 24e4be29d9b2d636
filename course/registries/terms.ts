/**
 * The registry of platform terms: the short names Replit can change (Agent's
 * modes, the plans, tools, buttons, publishing types, product names) live
 * once, in content/terms/<topic>.yaml, each with the page it comes from and
 * the day it was checked, like a fact (course/registries/facts.ts). Content
 * names a term with the token `{{term:some-id}}` wherever a learner reads it:
 * lesson bodies, knowledge checks, frontmatter, site YAML, fact texts, project
 * plan labels and figures. `{{Term:some-id}}` gives the name with a capital
 * first letter, to start a sentence; `{{formerly:some-id}}` gives the first of
 * its former names (`{{formerly:some-id:2}}` the second), for the sentence
 * that tells a learner what older pages call it. A page that uses a term
 * counts it in its "Replit details checked on" date and its sources.
 *
 * To rename something Replit renamed: change the term's `text` (and add the
 * old name to `formerly`), `source` and `checked`; every page, fact and
 * figure changes with it. test/conventions/replit-names.test.ts fails on a registered name
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
  /**
   * Names Replit used before for the same thing, the one older pages and videos use most first ('Lite', 'Lite mode'):
   * the content check fails where one is still written, `{{formerly:id}}` gives the first, and /changes lists the renames.
   */
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

/** The tokens content uses to name a term: its name, its name with a capital first letter, or a former name (the first, or the nth: `{{formerly:id:2}}`). */
const TERM_TOKEN = /\{\{(term|Term|formerly):([^}\s:]*)(?::(\d+))?\}\}/g

/** Reads every content/terms/*.yaml, validating each entry; a bad entry or an id used twice throws naming the file and the term. */
export function readTerms(root: string): Map<string, RegisteredTerm> {
  return readRegistryFolder(root, TERMS_FOLDER, Term, 'term', (message) => new TermError(message))
}

/** The text with term tokens removed (what the content checks read as "not from the registry"). */
export function withoutTermTokens(text: string): string {
  return text.replace(TERM_TOKEN, '')
}

/**
 * Swaps each term token for the term's name (or its first former name) and
 * adds the terms it used to `used`. `file` names the content file in the error
 * when an id does not exist, or when a term has no former name to give.
 */
export function expandTerms(text: string, terms: ReadonlyMap<string, Term>, file: string, used: Term[] = []): string {
  return text.replace(TERM_TOKEN, (token, kind: string, id: string, nth?: string) => {
    const term = terms.get(id)
    if (!term) throw new TermError(`content/${file}: uses ${token}, but no term has the id "${id}" (content/${TERMS_FOLDER}/*.yaml)`)
    if (!used.includes(term)) used.push(term)
    if (kind === 'Term') return term.text.charAt(0).toUpperCase() + term.text.slice(1)
    if (kind === 'term') return term.text
    const former = term.formerly?.[Number(nth ?? 1) - 1]
    if (!former) throw new TermError(`content/${file}: uses ${token}, but term "${id}" has no such former name (formerly)`)
    return former
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

/** A name Replit changed: what older pages and videos say, and what Replit says now, with the page that says it. */
export interface Rename {
  now: string
  before: string[]
  source: string
  checked: string
}

/**
 * The renames a learner meets in older pages and videos, from the terms that
 * have former names, for /changes. A former name that only adds a word to
 * another one listed ('Lite mode' after 'Lite') is a spelling the check
 * catches, not another name, so it is left out.
 */
export function renamesOf(terms: Iterable<Term>): Rename[] {
  return [...terms]
    .filter((term) => term.formerly?.length)
    .map(({ text, formerly = [], source, checked }) => ({
      now: text,
      before: formerly.filter(
        (name, index) => !formerly.slice(0, index).some((earlier) => name.toLowerCase().startsWith(earlier.toLowerCase())),
      ),
      source,
      checked,
    }))
}
