// The pages the accessibility tests visit. The axe test runs each of ROUTES
// eight times (two themes, two sizes); the HTML and structure checks cover
// EVERY_ROUTE: every page of the site map plus these states.
import { readFileSync } from 'node:fs'

/** URLs that answer 404: an unknown path, numbers past the last section and project, a blog category that does not exist. */
export const NOT_FOUND_ROUTES = ['/section13', '/project9', '/no-such-page', '/blog?category=no-such-category']

/** One page of every kind, and the states the site map does not list (filtered lists, search, 404s). */
export const ROUTES = [
  '/',
  '/landing',
  '/guide',
  '/section1',
  '/section5',
  '/section6',
  '/section12',
  '/project1',
  // A project with the 'Check my project' panel, and the playground.
  '/project3',
  '/playground',
  '/featured-project1',
  '/featured-project5',
  '/projects',
  '/projects?q=nothing-matches',
  '/tutorials',
  '/tutorials?q=nothing-matches',
  '/tutorials/your-first-repl',
  // A figure and an "If you get stuck" box.
  '/tutorials/debugging-with-ai',
  '/blog',
  '/blog?q=prompt',
  '/blog?q=nothing-matches',
  // One category's list, with tutorials among its cards.
  '/blog?category=tutorials',
  '/blog?category=debugging&q=nothing-matches',
  '/blog/10-prompts-that-turn-ideas-into-working-apps',
  '/success-stories',
  '/get-help',
  '/privacy',
  '/terms',
  '/search',
  '/search?q=deplo',
  '/search?q=qwxzvbn',
  // Knowledge checks: /review as the server renders it, and a check graded without JavaScript.
  '/review',
  // Progress kept in the browser, as the server renders its page.
  '/progress',
  '/section1?check=1&a.which-language-for-the-title=2&a.guest-book-forgets-messages=1&a.vague-app-prompt=9',
  // Unstuck: the empty form, and a problem in full as its link opens it (a pasted text is only ever posted:
  // its answers are checked in stuck.spec.ts).
  '/stuck',
  '/stuck?problem=null-element',
  // The accessibility statement, and the course's record of Replit changes.
  '/accessibility',
  '/changes',
  ...NOT_FOUND_ROUTES,
]

/**
 * Every public page as the build listed it for sitemap.xml (course/site-map.ts;
 * `npm test` builds before the browser tests run), in site order.
 */
function siteMapPaths(): string[] {
  const siteMap = new URL('../../dist/server/site-map.json', import.meta.url)
  return (JSON.parse(readFileSync(siteMap, 'utf8')) as { paths: string[] }).paths
}

/**
 * On top of ROUTES' states: a list filtered by words and level, and what the
 * forms show after being sent without JavaScript (the prompt builder's refused
 * and built prompts, the contact and subscription results).
 */
const MORE_STATES = [
  '/tutorials?q=deploy&level=Advanced',
  '/section6?context=&length=&examples=&actions=&role=',
  '/project1?context=A+to-do+app&length=Short&examples=Like+Todoist&actions=Add+and+tick+tasks&role=A+patient+teacher',
  '/get-help?sent=1',
  '/blog?subscribe=ok',
  '/blog?subscribe=invalid',
]

export const EVERY_ROUTE = [...new Set([...siteMapPaths(), ...ROUTES, ...MORE_STATES])]
