/**
 * The site's own tools for a learner, written once: the header's menu and the
 * footer link them (renderer/frame/navigation.ts), and site search finds them
 * (course/search/search-index.ts, with the words of course/search/site-tools.ts), so "how
 * do I fix an error" leads to Unstuck, not only to lessons that mention errors.
 * Only links here: this module reaches the browser with the header.
 */
import { PAGES } from './paths.ts'

export const siteTools = [
  { href: PAGES.stuck, label: 'Unstuck: fix an error' },
  { href: PAGES.playground, label: 'Playground' },
  { href: PAGES.progress, label: 'Your Progress' },
  { href: PAGES.review, label: 'Review Questions' },
  { href: PAGES.getHelp, label: 'Get Help' },
] as const

export type SiteToolPath = (typeof siteTools)[number]['href']
