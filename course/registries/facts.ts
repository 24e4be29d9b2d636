/**
 * The registry of platform facts: every claim about Replit (and other named
 * tools) that can change lives once, in content/facts/<topic>.yaml, with the
 * page it comes from and the day it was checked. A lesson names a fact with
 * the token `{{fact:some-id}}`; the loader swaps in the fact's text before the
 * Markdown compiles, records which facts the page used, and ends the page with
 * "Replit details checked on <oldest date>" and the list of sources.
 *
 * To update a fact: change its `text`, `source` and `checked` in its YAML file;
 * every page that uses it changes with it. `npm run content:report` lists the
 * facts oldest first, so the stalest are checked first.
 */
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import type { Locale } from '../../lib/i18n/locale.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import { PAGES } from '../../lib/paths.ts'
import { structureDifference, type Translations } from '../translations.ts'
import { readRegistryFolder } from './registry-files.ts'

/** The folder under the content root that holds the fact files. */
const FACTS_FOLDER = 'facts'

/** One checked platform fact, an entry of a content/facts/<topic>.yaml list. */
export const Fact = z.strictObject({
  /** Unique across all fact files, kebab-case ('plan-mode-any-app'); lessons write `{{fact:plan-mode-any-app}}`. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case, like plan-mode-any-app'),
  /**
   * The claim as the learner reads it: one sentence (two at most), Markdown inline allowed, no block syntax.
   * Names Replit can change are `{{term:id}}` tokens (course/registries/terms.ts), so a rename reaches the fact too.
   */
  text: z
    .string()
    .trim()
    .min(1)
    .refine(
      (value) => !value.includes('\n\n') && !/\{\{(?!term:|Term:|formerly:)/.test(value),
      'one paragraph of inline Markdown, without fact tokens',
    ),
  /** The page that supports the claim, an https address (docs.replit.com for Replit facts). */
  source: z.url({ protocol: /^https$/ }),
  /** The day someone last read the source and found the claim true, YYYY-MM-DD. */
  checked: z.iso.date(),
})
export type Fact = z.infer<typeof Fact>

/** A fact and the file it was read from. */
export interface RegisteredFact extends Fact {
  /** Path from the content root: 'facts/replit-plans.yaml'. */
  file: string
}

/** A problem with a fact file or a fact token; course/load.ts turns it into a ContentError. */
export class FactError extends Error {
  override name = 'FactError'
}

/** The token a Markdown body uses to include a fact. */
const FACT_TOKEN = /\{\{fact:([^}\s]*)\}\}/g

/** Reads every content/facts/*.yaml, validating each entry; a bad entry or an id used twice throws naming the file and the fact. */
export function readFacts(root: string): Map<string, RegisteredFact> {
  return readRegistryFolder(root, FACTS_FOLDER, Fact, 'fact', (message) => new FactError(message))
}

/**
 * The facts in the language `translations` reads: each fact file's
 * translation (content/translations/<locale>/facts/) while it translates the
 * English file as it is now, or else the English file, as for every other
 * content file (course/translations.ts). A translation keeps every id, source
 * and date of its English; one that does not fails naming the file.
 */
export function readTranslatedFacts(root: string, translations: Translations): Map<string, RegisteredFact> {
  const fail = (message: string) => new FactError(message)
  return readRegistryFolder(root, FACTS_FOLDER, Fact, 'fact', fail, (file) => {
    const { text, path, english } = translations.source(file)
    if (english === undefined) return text
    let difference: string | undefined
    try {
      difference = structureDifference(parseYaml(english), parseYaml(text))
    } catch (error) {
      throw fail(`content/${path}: is not valid YAML (${(error as Error).message})`)
    }
    if (difference) throw fail(`content/${path}: does not match the English it translates: ${difference}`)
    return text
  })
}

/** The ids of the fact tokens in a Markdown body, in order of first use. */
export function factIds(markdown: string): string[] {
  return [...new Set(Array.from(markdown.matchAll(FACT_TOKEN), (match) => match[1] as string))]
}

/** The body with fact tokens removed (what the course tests read as "not from the registry"). */
export function withoutFactTokens(markdown: string): string {
  return markdown.replace(FACT_TOKEN, '')
}

/**
 * Swaps each `{{fact:id}}` for the fact's text. `file` names the lesson in
 * the error when an id does not exist.
 */
export function expandFacts(markdown: string, facts: ReadonlyMap<string, Fact>, file: string): { markdown: string; used: Fact[] } {
  const used = factIds(markdown).map((id) => {
    const fact = facts.get(id)
    if (!fact) throw new FactError(`content/${file}: uses {{fact:${id}}}, but no fact has the id "${id}" (content/${FACTS_FOLDER}/*.yaml)`)
    return fact
  })
  return { markdown: markdown.replace(FACT_TOKEN, (_token, id: string) => (facts.get(id) as Fact).text), used }
}

/** The oldest `checked` date of a page's facts, or undefined when it uses none. */
function oldestCheck(used: readonly Fact[]): string | undefined {
  return used.map((fact) => fact.checked).sort()[0]
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** '2026-11-24' as '24 November 2026' (in Spanish '24 de noviembre de 2026'). */
export function formatCheckedDate(date: string, locale: Locale = 'en'): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(messagesIn(lessonMessages, locale).dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** A source address as a short link text: the host and path, without https:// and a trailing slash. */
function sourceLabel(url: string): string {
  return url.replace(/^https:\/\//, '').replace(/\/$/, '')
}

/**
 * The note that ends a page using facts: "Replit details checked on <oldest
 * date>" and the distinct sources, as server HTML (no script, no style), in
 * the language of the page's text.
 */
export function factSourcesHtml(used: readonly Fact[], locale: Locale = 'en'): string {
  const oldest = oldestCheck(used)
  if (!oldest) return ''
  const words = messagesIn(lessonMessages, locale)
  const sources = [...new Set(used.map((fact) => fact.source))]
  const items = sources.map((url) => `<li><a href="${escapeHtml(url)}" rel="noopener">${escapeHtml(sourceLabel(url))}</a></li>`).join('')
  return (
    `<aside class="fact-sources" aria-label="${escapeHtml(words.factSourcesLabel)}"><p>${escapeHtml(words.factsCheckedOn)}` +
    `<time datetime="${oldest}">${formatCheckedDate(oldest, locale)}</time> ` +
    `(${changesLink(locale)}${escapeHtml(words.factsCheckedSources)}</p><ul>${items}</ul></aside>`
  )
}

/** The link to /changes that ends every lesson: what changed in the course since, and when. */
const changesLink = (locale: Locale) => `<a href="${PAGES.changes}">${escapeHtml(messagesIn(lessonMessages, locale).changesLink)}</a>`

/** The last line of a lesson that states no Replit details: only the link to /changes. */
export function changesNoteHtml(locale: Locale = 'en'): string {
  const words = messagesIn(lessonMessages, locale)
  return `<aside class="course-changes" aria-label="${escapeHtml(words.courseChangesLabel)}"><p>${escapeHtml(words.seeChangesBefore)}${changesLink(locale)}.</p></aside>`
}

/** How long a checked fact or term stays fresh: `npm run content:report` lists the ones checked longer ago, to read again. */
export const RECHECK_AFTER_DAYS = 90

/**
 * The facts or terms whose `checked` date is more than `days` days before
 * `today` (YYYY-MM-DD), oldest first: the ones to read again at their source.
 */
export function checkedLongAgo<T extends { id: string; checked: string }>(
  entries: Iterable<T>,
  today: string,
  days = RECHECK_AFTER_DAYS,
): T[] {
  const limit = new Date(`${today}T00:00:00Z`).getTime() - days * 24 * 60 * 60 * 1000
  return [...entries]
    .filter((entry) => new Date(`${entry.checked}T00:00:00Z`).getTime() < limit)
    .sort((a, b) => a.checked.localeCompare(b.checked) || a.id.localeCompare(b.id))
}
