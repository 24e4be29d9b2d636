/**
 * Every public URL of the site, written once: the routes
 * (lib/routes.ts, used by the +route.ts files), the site map, search, the
 * previous/next links, progress and the pages' own links all build their
 * URLs here, so renaming a route is a change in this file.
 */

/** The pages that exist once, in site order (the site map lists them so). */
export const PAGES = {
  home: '/',
  guide: '/guide',
  tutorials: '/tutorials',
  blog: '/blog',
  projects: '/projects',
  successStories: '/success-stories',
  glossary: '/glossary',
  changes: '/changes',
  review: '/review',
  progress: '/progress',
  playground: '/playground',
  stuck: '/stuck',
  getHelp: '/get-help',
  landing: '/landing',
} as const

/** Numbered pages: the prefix, then the number ('/section7'). */
export const NUMBERED_PREFIXES = { section: '/section', project: '/project', featuredProject: '/featured-project' } as const
export type NumberedKind = keyof typeof NUMBERED_PREFIXES

/** Pages named by a slug under their list ('/tutorials/deploy-your-first-app'). */
export const SLUG_PARENTS = { tutorial: PAGES.tutorials, post: PAGES.blog } as const
export type SlugKind = keyof typeof SLUG_PARENTS

export const sectionPath = (number: number) => `${NUMBERED_PREFIXES.section}${number}`
export const projectPath = (id: number) => `${NUMBERED_PREFIXES.project}${id}`
export const featuredProjectPath = (id: number) => `${NUMBERED_PREFIXES.featuredProject}${id}`
export const tutorialPath = (slug: string) => `${SLUG_PARENTS.tutorial}/${slug}`
export const postPath = (slug: string) => `${SLUG_PARENTS.post}/${slug}`

/** A URL's path: what comes before its query string or fragment. */
export function pathnameOf(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/** The sandboxed frame that runs a learner's app (server/routes/playground-frame.ts), under the playground. */
export const PLAYGROUND_FRAME_PATH = `${PAGES.playground}/frame`

const LEARNING_PROJECT_PAGE = new RegExp(`^${NUMBERED_PREFIXES.project}[1-9]\\d*/?$`)

/**
 * Whether a page may show the sandbox frame: the playground and every
 * learning project page (each has a 'Check my project' panel), however many
 * projects the content holds. The security plugin allows frame-src on these.
 */
export function runsLearnerApps(path: string): boolean {
  return path === PAGES.playground || path === `${PAGES.playground}/` || LEARNING_PROJECT_PAGE.test(path)
}

/** The search results page (GET /search?q=, server/routes/search.ts); not in the site map. */
export const SEARCH_PATH = '/search'

/** The site's own pages about itself, each from a file in content/legal/ with this slug (its schema allows only these). */
export const LEGAL_SLUGS = ['privacy', 'terms', 'accessibility'] as const
export type LegalSlug = (typeof LEGAL_SLUGS)[number]

/** A legal page: /privacy, /terms, /accessibility. */
export const legalPath = (slug: LegalSlug) => `/${slug}`

/** Where the blog's 'Stay Updated' form posts without JavaScript (server/routes/subscribe.ts). */
export const SUBSCRIBE_FORM_PATH = `${PAGES.blog}/subscribe`
