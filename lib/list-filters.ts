/**
 * The list filters of /tutorials, /projects and /blog: which items a search
 * text and a difficulty level keep, and how the two live in the URL
 * (`?q=deploy&level=Advanced`). Pure functions, no React and no DOM: the +data
 * hooks use them to render the filtered list on the server, and the pages use
 * the same functions in the browser to filter as you type, so both sides
 * always agree.
 */
import { type Level, levels } from './course-enums.ts'
import type { lists } from './i18n/messages/en/lists.ts'

/** The difficulty choices, 'All' first (it shows every level). */
export const levelChoices = ['All', ...levels] as const
export type LevelChoice = (typeof levelChoices)[number]

export interface ListFilters {
  /** The search text as typed (the URL's `q`). */
  query: string
  /** The chosen difficulty (the URL's `level`); 'All' when none is chosen. */
  level: LevelChoice
}

export const noFilters: ListFilters = { query: '', level: 'All' }

/** Longest search text we read from a URL; the search boxes accept no more. */
export const QUERY_MAX_LENGTH = 100

function isLevelChoice(value: string | undefined): value is LevelChoice {
  return (levelChoices as readonly string[]).includes(value ?? '')
}

/** Reads the filters from a URL's search parameters; an unknown level counts as 'All'. */
export function readFilters(search: Record<string, string | undefined>): ListFilters {
  const level = search.level
  return {
    query: (search.q ?? '').slice(0, QUERY_MAX_LENGTH),
    level: isLevelChoice(level) ? level : 'All',
  }
}

/**
 * A URL search string (with its '?', or '' when empty) holding `filters` and
 * keeping every other parameter of `currentSearch`. The defaults are left out,
 * so the unfiltered list has the plain URL.
 */
export function searchWithFilters(currentSearch: string, filters: ListFilters): string {
  const params = new URLSearchParams(currentSearch)
  // Always q, then level, as the form without JavaScript sends them: one view, one URL.
  params.delete('q')
  params.delete('level')
  const query = filters.query.trim()
  if (query) params.append('q', query)
  if (filters.level !== 'All') params.append('level', filters.level)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** Whether any of `fields` contains the search text, ignoring case and surrounding spaces. An empty search matches. */
export function matchesQuery(fields: readonly string[], query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return fields.some((field) => field.toLowerCase().includes(needle))
}

/** Whether an item's level is the chosen one (an exact match); 'All' matches every level. */
export function matchesLevel(level: Level, choice: LevelChoice): boolean {
  return choice === 'All' || level === choice
}

/** The text the tutorials and projects search: title and description. */
function titleAndDescription(item: { title: string; description: string }): string[] {
  return [item.title, item.description]
}

/** The text the blog search looks in: title, excerpt and every tag. */
function articleSearchFields(article: { title: string; excerpt: string; tags: readonly string[] }): string[] {
  return [article.title, article.excerpt, ...article.tags]
}

/** The items of a levelled list (tutorials, projects) that match both filters, in their order. */
export function filterByTextAndLevel<Item extends { title: string; description: string; difficulty: Level }>(
  items: readonly Item[],
  filters: ListFilters,
): Item[] {
  return items.filter((item) => matchesLevel(item.difficulty, filters.level) && matchesQuery(titleAndDescription(item), filters.query))
}

/**
 * The blog articles that match the search text, in their order (the blog has
 * no level filter). Posts and, in a category's list, tutorials, whose
 * description stands in for the excerpt.
 */
export function filterArticles<Article extends { title: string; excerpt: string; tags: readonly string[] }>(
  articles: readonly Article[],
  filters: ListFilters,
): Article[] {
  return articles.filter((article) => matchesQuery(articleSearchFields(article), filters.query))
}

/** Whether the visitor is searching (non-blank text); the blog hides its featured article then (and while it lists one category). */
export function isSearching(filters: ListFilters): boolean {
  return filters.query.trim() !== ''
}

/**
 * The count line of a list in the words `t` of the page's language, from
 * its count said with its noun ('4 tutorials'): 'Showing 4 tutorials' or
 * 'Showing 1 tutorial matching "deploy" in Advanced'.
 */
export function describeResults(counted: string, filters: ListFilters, t: typeof lists): string {
  const query = filters.query.trim()
  const parts = [t.showing(counted)]
  if (query) parts.push(t.matching(query))
  if (filters.level !== 'All') parts.push(t.inLevel(t[`level:${filters.level}`]))
  return parts.join(' ')
}
