// The pages the accessibility tests visit. What needs a browser's layout
// (the Tab walk, forced colours, 200% text, Lighthouse, axe on a phone) runs on
// TEMPLATE_ROUTES, one page of every template; axe on a desktop on ROUTES, the
// templates and their states; the cheap layout checks in the browser and the
// structure checks on the server's HTML (test/integration/page-structure.test.ts)
// cover EVERY_ROUTE: every page of the site map plus these states.
import { readFileSync } from 'node:fs'
import { SECTION_COUNT } from '../helpers/course-size.ts'

/** URLs that answer 404: an unknown path, numbers past the last section and project, a blog category that does not exist. */
export const NOT_FOUND_ROUTES = [`/section${SECTION_COUNT + 1}`, '/project9', '/no-such-page', '/blog?category=no-such-category']

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
  // A second article, in other words (links in sentences, code), and the subscription form's refusal without JavaScript.
  '/blog/how-to-fix-a-broken-replit-app-with-ai',
  '/blog?subscribe=invalid',
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
 * One page of every template (a subset of ROUTES): a lesson with a knowledge
 * check and one with the prompt builder, a project with the checker's panel,
 * a list, a result list, an article, a form, a legal page, a 404. Another page
 * of the same template differs only in its words, which the checks on
 * EVERY_ROUTE look at.
 */
export const TEMPLATE_ROUTES = [
  '/',
  '/landing',
  '/guide',
  '/section1',
  '/section6',
  '/project3',
  '/playground',
  '/featured-project1',
  '/projects',
  '/tutorials',
  '/tutorials/debugging-with-ai',
  '/blog',
  '/blog/10-prompts-that-turn-ideas-into-working-apps',
  '/success-stories',
  '/get-help',
  '/privacy',
  '/search?q=deplo',
  '/review',
  '/progress',
  '/stuck?problem=null-element',
  '/accessibility',
  '/changes',
  '/no-such-page',
]

/**
 * A sample of the Spanish pages (the same templates under /es): a lesson with
 * a knowledge check, a project with the checker's panel, the tools and a form.
 * Their words differ from the English; axe and Lighthouse read them there.
 */
export const SPANISH_SAMPLE_ROUTES = ['/es', '/es/section1', '/es/project3', '/es/stuck', '/es/progress', '/es/get-help']

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
 * and built prompts, the contact and subscription results; the refused
 * subscription is in ROUTES).
 */
const MORE_STATES = [
  '/tutorials?q=deploy&level=Advanced',
  '/section6?context=&length=&examples=&actions=&role=',
  '/project1?context=A+to-do+app&length=Short&examples=Like+Todoist&actions=Add+and+tick+tasks&role=A+patient+teacher',
  '/get-help?sent=1',
  '/blog?subscribe=ok',
]

export const EVERY_ROUTE = [...new Set([...siteMapPaths(), ...ROUTES, ...MORE_STATES])]
