/**
 * Site search over the course: every guide section, learning project,
 * featured project, tutorial and blog post, bodies included, and the site's
 * own tools (Unstuck, the playground, progress, review, help).
 *
 * Each page is cut at its headings into passages, so a hit can link to the
 * heading it matched (/section9#keep-secrets-out-of-your-code). The index is
 * MiniSearch (about 6 KB gzip, against about 17 KB for FlexSearch and 21 KB
 * for Orama, with typo tolerance, prefix search and per-field boosts built
 * in). It is built once from the loaded content at build time
 * (course/vite-plugin.ts) and loaded once when the server starts; a query
 * only walks the index.
 */

import MiniSearch, { type Options, type Query, type SearchOptions } from 'minisearch'
import { searchBoxMessages } from '../../lib/i18n/catalogues/search-box.ts'
import { defaultLocale, type Locale } from '../../lib/i18n/locale.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import { CHECK_HEADING_ID, type CheckQuestion, plainText } from '../../lib/knowledge-check.ts'
import { featuredProjectPath, postPath, projectPath, sectionPath, tutorialPath } from '../../lib/paths.ts'
import { type ResultType, resultTypes, type SearchResult, type SnippetPart } from '../../lib/search-result.ts'
import { siteTools } from '../../lib/site-tools.ts'
import type { Content } from '../load.ts'
import type { CompiledLesson } from '../markdown/markdown.tsx'
import { type QueryUnit, queryUnits, STOP_WORDS, wordsOf } from './search-words.ts'
import { siteToolSearchText } from './site-tools.ts'
import { SPANISH_STOP_WORDS, spanishTerm } from './spanish-words.ts'

/** One passage of a page: its introduction (before the first heading) or one heading and the text under it. */
export interface Passage {
  /** The passage's link: the page's path, plus `#heading-id` for a heading's passage. */
  id: string
  /** The page's path. */
  path: string
  type: ResultType
  pageTitle: string
  /** Only the introduction carries the page title (and its description), so a title match counts once per page. */
  title: string
  /** The heading's text; empty for the introduction. */
  heading: string
  /** Plain text of the passage. */
  text: string
  /** A tool's words for what a learner would ask it (course/search/site-tools.ts), searched as strongly as a title; none for a lesson. */
  keywords?: string
}

interface SearchablePage {
  path: string
  type: ResultType
  title: string
  description: string
  /** Its h2 and h3 headings and the text around them, from course/markdown/markdown.tsx: passages are cut at h2 and h3. */
  lesson: Pick<CompiledLesson, 'headings' | 'searchText'>
  /** Its knowledge check, searched as one more passage that links to the check (the question's explanation leads a searcher to it). */
  check?: CheckQuestion[]
}

/** Splits a page into its introduction and one passage per h2/h3. */
export function pagePassages({ path, type, title, description, lesson, check = [] }: SearchablePage): Passage[] {
  const passages: Passage[] = []
  passages.push({
    id: path,
    path,
    type,
    pageTitle: title,
    title,
    heading: '',
    text: `${description} ${lesson.searchText.intro}`.trim(),
  })
  lesson.headings.forEach((heading, index) => {
    passages.push({
      id: `${path}#${heading.id}`,
      path,
      type,
      pageTitle: title,
      title: '',
      heading: heading.text,
      text: lesson.searchText.underHeadings[index] ?? '',
    })
  })
  if (check.length > 0) {
    passages.push({
      id: `${path}#${CHECK_HEADING_ID}`,
      path,
      type,
      pageTitle: title,
      title: '',
      heading: 'Knowledge check',
      text: check
        .flatMap((question) => [
          plainText(question.question),
          question.snippet ?? '',
          // The diff's lines, without its markup.
          (question.diffHtml ?? '').replace(/<[^>]+>/g, ' '),
          ...question.options.flatMap((option) => [plainText(option.text), plainText(option.why)]),
        ])
        .filter(Boolean)
        .join(' '),
    })
  }
  return passages
}

/** Every searchable page of the course, in site order. */
function searchablePages(content: Content): SearchablePage[] {
  return [
    ...content.sections.map((section) => ({
      path: sectionPath(section.number),
      type: 'section' as const,
      title: section.title,
      description: `${section.subtitle} ${section.description} ${section.topics.join(', ')}`,
      lesson: section,
      check: section.check,
    })),
    ...content.learningProjects.map((project) => ({
      path: projectPath(project.id),
      type: 'learning-project' as const,
      title: project.title,
      description: `${project.description} ${project.skills.join(', ')}`,
      lesson: project,
      check: project.check,
    })),
    ...content.featuredProjects.map((project) => ({
      path: featuredProjectPath(project.id),
      type: 'featured-project' as const,
      title: project.title,
      description: `${project.description} ${project.technologies.join(', ')}`,
      lesson: project,
      check: project.check,
    })),
    ...content.tutorials.map((tutorial) => ({
      path: tutorialPath(tutorial.slug),
      type: 'tutorial' as const,
      title: tutorial.title,
      description: `${tutorial.description} ${tutorial.tags.join(', ')}`,
      lesson: tutorial,
    })),
    ...content.blogPosts.map((post) => ({
      path: postPath(post.slug),
      type: 'blog' as const,
      title: post.title,
      description: `${post.excerpt} ${post.tags.join(', ')}`,
      lesson: post,
    })),
  ]
}

/** One passage per site tool: its name, what it does, and the words that should find it. */
function toolPassages(): Passage[] {
  return siteTools.map(({ href, label }) => ({
    id: href,
    path: href,
    type: 'tool' as const,
    pageTitle: label,
    title: label,
    heading: '',
    text: siteToolSearchText[href].summary,
    keywords: siteToolSearchText[href].searchWords,
  }))
}

/** The same options must build and load the index. Passage text is kept beside the index, not in it. */
const englishIndexOptions: Options<Passage> = {
  fields: ['title', 'heading', 'text', 'keywords'],
  storeFields: [],
}

/**
 * Each language's index: English as MiniSearch reads it (lower case), with
 * its synonyms and stop words in the query (search-words.ts); Spanish by word
 * stems, its stop words left out of index and query alike (spanish-words.ts).
 */
const indexOptions: Record<Locale, Options<Passage>> = {
  en: englishIndexOptions,
  es: { ...englishIndexOptions, processTerm: (term) => spanishTerm(term) },
}

/** Each language's stop words, left out of a query before it is looked up. */
const queryStopWords: Record<Locale, ReadonlySet<string>> = { en: STOP_WORDS, es: SPANISH_STOP_WORDS }

/**
 * Title matches (and a tool's own words) rank above heading matches, and both above body matches.
 * Words of 4 to 9 letters forgive one typo ("promting"), longer words two;
 * words of 3+ letters also match as prefixes ("deplo" finds deployment).
 * MiniSearch weighs typo and prefix matches below exact ones.
 */
const searchOptions: SearchOptions = {
  boost: { title: 6, keywords: 6, heading: 3, text: 1 },
  fuzzy: (term) => (term.length < 4 ? false : term.length < 10 ? 1 : 2),
  prefix: (term) => term.length >= 3,
}

/** The index's file name in the server build (dist/server/), one per language. */
export const searchIndexFile = (locale: Locale) => (locale === defaultLocale ? 'search-index.json' : `search-index.${locale}.json`)

/** What the build bakes in: the serialised index and the passages it points at. */
export interface SearchData {
  index: string
  passages: Passage[]
}

/** Indexes passages (the course's, or a test's own), for a language's search. */
export function indexPassages(passages: Passage[], locale: Locale = defaultLocale): SearchData {
  const index = new MiniSearch<Passage>(indexOptions[locale])
  index.addAll(passages)
  return { index: JSON.stringify(index), passages }
}

/** The search data of the course in a language (loadContent(root, locale)). */
export function buildSearchData(content: Content, locale: Locale = defaultLocale): SearchData {
  return indexPassages([...toolPassages(), ...searchablePages(content).flatMap(pagePassages)], locale)
}

/** Longest query taken (the header box allows 100 characters). */
const MAX_QUERY_LENGTH = 100
/** Words of a query looked up; more add cost and rarely help. */
const MAX_QUERY_TERMS = 8
/** Characters of passage text around the first match. */
const SNIPPET_LENGTH = 180

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Finds the matched words (whole words, any case) in a text. */
function termPattern(terms: string[]): RegExp | undefined {
  if (terms.length === 0) return undefined
  return new RegExp(`(?<![\\p{L}\\p{N}])(${terms.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu')
}

/** A text cut into runs, the matched words marked. */
function markTerms(text: string, terms: string[]): SnippetPart[] {
  const pattern = termPattern(terms)
  if (!pattern) return text ? [{ text, match: false }] : []
  const parts: SnippetPart[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), match: false })
    parts.push({ text: match[0], match: true })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false })
  return parts
}

/** The passage text around the first matched word, with every matched word marked. */
export function makeSnippet(text: string, terms: string[]): SnippetPart[] {
  const first = termPattern(terms)?.exec(text)
  let start = first ? Math.max(0, first.index - 50) : 0
  // Start and end on word boundaries.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start
  let end = Math.min(text.length, start + SNIPPET_LENGTH)
  if (end < text.length && text.lastIndexOf(' ', end) > start) end = text.lastIndexOf(' ', end)
  return [
    ...(start > 0 ? [{ text: '… ', match: false }] : []),
    ...markTerms(text.slice(start, end), terms),
    ...(end < text.length ? [{ text: ' …', match: false }] : []),
  ]
}

/** Turns a query into the words looked up: trimmed, shortened, at most MAX_QUERY_TERMS words. */
export function normaliseQuery(query: string): string {
  return query.slice(0, MAX_QUERY_LENGTH).trim().split(/\s+/).slice(0, MAX_QUERY_TERMS).join(' ')
}

/** How much a synonym counts against the word the learner typed. */
const SYNONYM_BOOST = 0.4

/**
 * The MiniSearch query for a text: each word or phrase, or any of its
 * synonyms at a lower weight ("white" also looks up "blank" and "empty"),
 * stop words left out (course/search/search-words.ts). Synonym phrases made of
 * stop words ("does not work") are left out of the lookup: they would match
 * most passages. Undefined when nothing is left to look up.
 */
function expandedQuery(text: string, locale: Locale): Query | undefined {
  const words = wordsOf(text)
  const units =
    locale === defaultLocale
      ? queryUnits(words)
      : words.filter((word) => !queryStopWords[locale].has(word)).map((word) => ({ words: [word] }))
  if (units.length === 0) return undefined
  const lookUp = (phrase: string): Query => (phrase.includes(' ') ? { combineWith: 'AND', queries: phrase.split(' ') } : phrase)
  const unitQuery = (unit: QueryUnit): Query => {
    const typed = unit.words.join(' ')
    const synonyms = (unit.group ?? []).filter((member) => member !== typed && member.split(' ').every((word) => !STOP_WORDS.has(word)))
    if (synonyms.length === 0) return lookUp(typed)
    return {
      combineWith: 'OR',
      queries: [lookUp(typed), { combineWith: 'OR', queries: synonyms.map(lookUp), boostTerm: () => SYNONYM_BOOST }],
    }
  }
  return { combineWith: 'OR', queries: units.map(unitQuery) }
}

export class SiteSearch {
  readonly #index: MiniSearch<Passage>
  readonly #passages: Map<string, Passage>

  readonly #locale: Locale

  constructor({ index, passages }: SearchData, locale: Locale = defaultLocale) {
    this.#locale = locale
    this.#index = MiniSearch.loadJSON<Passage>(index, indexOptions[locale])
    this.#passages = new Map(passages.map((passage) => [passage.id, passage]))
  }

  /** The best passage of each matching page, best page first. Empty for blank text. */
  search(query: string, limit = 20): SearchResult[] {
    const expanded = expandedQuery(normaliseQuery(query), this.#locale)
    if (expanded === undefined) return []
    const seenPages = new Set<string>()
    const results: SearchResult[] = []
    for (const hit of this.#index.search(expanded, searchOptions)) {
      const passage = this.#passages.get(hit.id as string)
      if (!passage || seenPages.has(passage.path)) continue
      seenPages.add(passage.path)
      results.push({
        href: passage.id,
        title: passage.pageTitle,
        type: passage.type,
        typeLabel: messagesIn(searchBoxMessages, this.#locale)[resultTypes[passage.type]],
        heading: passage.heading,
        titleParts: markTerms(passage.pageTitle, hit.terms),
        headingParts: markTerms(passage.heading, hit.terms),
        snippet: makeSnippet(passage.text, hit.terms),
      })
      if (results.length === limit) break
    }
    return results
  }
}
