/**
 * How an island (and a plain part, below) is written in a page's HTML, shared by the three places that
 * read or write it: the server render (renderer/islands/island.tsx), the
 * browser's start-up code, which must stay free of React
 * (renderer/islands/start-islands.ts), and the server's list of each page's
 * modules (server/page-delivery/island-modules.ts).
 */

/** The HTML element that holds an island (display: contents in the CSS, so it adds no box). */
export const ISLAND_TAG = 'vibe-island'

/** The island name a part's file gives: 'pages/review/review-questions.island.tsx' → 'review-questions'. */
export function islandNameOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.island\.tsx$/, '')
}

/**
 * Why an island must hydrate as the page loads rather than on first use: it
 * shows something its HTML cannot know. Pages come from a cache that serves
 * everyone the same HTML, so what differs per visitor is in this browser.
 */
export interface LoadCondition {
  /** localStorage keys it shows: it hydrates at load when any of them is set. */
  storedIn?: string[]
  /** A global that a page may be given (an ad pixel): it hydrates at load when that is defined. */
  global?: string
  /** The start of a URL fragment that carries data for it (a progress link's '#p='): it hydrates at load when the URL has one. */
  fragment?: string
  /** It is the page itself, showing what this browser holds, empty or not (/progress): it always hydrates at load. */
  always?: true
}

/** The attributes of an island element that carry its LoadCondition. */
export const LOAD_CONDITION_ATTRIBUTES = {
  storedIn: 'data-load-if-stored',
  global: 'data-load-if-global',
  fragment: 'data-load-if-fragment',
  always: 'data-load-always',
} as const

/** The data-* attributes (as React props) that write `condition` on the island element. */
export function loadConditionAttributes(condition: LoadCondition): Record<string, string> {
  const attributes: Record<string, string> = {}
  if (condition.storedIn?.length) attributes[LOAD_CONDITION_ATTRIBUTES.storedIn] = condition.storedIn.join(' ')
  if (condition.global) attributes[LOAD_CONDITION_ATTRIBUTES.global] = condition.global
  if (condition.fragment) attributes[LOAD_CONDITION_ATTRIBUTES.fragment] = condition.fragment
  if (condition.always) attributes[LOAD_CONDITION_ATTRIBUTES.always] = ''
  return attributes
}

/**
 * A plain part: server-rendered markup that a few lines of plain DOM code,
 * no React, bring up to date in the browser as the page loads (/progress's
 * counts). Its element carries the part's name, whose module is the file
 * `<name>.plain.ts` beside what renders it (its default export is called with
 * the element and these props), and its props as JSON.
 */
export const PLAIN_PART_ATTRIBUTE = 'data-plain'

/** The attributes (as React props) of a plain part's element. */
export function plainPartAttributes(name: string, props: object): Record<string, string> {
  return { [PLAIN_PART_ATTRIBUTE]: name, 'data-props': JSON.stringify(props) }
}
