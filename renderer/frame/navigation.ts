import type { frame } from '../../lib/i18n/messages/en/frame.ts'
import type { header } from '../../lib/i18n/messages/en/header.ts'
import type { TextKey } from '../../lib/i18n/messages.ts'
import { PAGES } from '../../lib/paths.ts'
import { type SiteToolPath, siteTools } from '../../lib/site-tools.ts'

interface NavigationLink<Label = TextKey<typeof header>> {
  href: string
  /** The link's words: a key of the header's messages (lib/i18n/messages/en/header.ts), or for the footer's own links of the frame's. */
  label: Label
}

/** The main navigation, in order. The header shows it; the active rule lives in isActiveLink. */
export const mainNavigation: readonly NavigationLink[] = [
  { href: '/', label: 'navHome' },
  { href: PAGES.guide, label: 'navGuide' },
  { href: PAGES.tutorials, label: 'navTutorials' },
  { href: PAGES.blog, label: 'navBlog' },
  { href: PAGES.projects, label: 'navProjects' },
]

/** Each tool's words in the header's messages (lib/site-tools.ts keeps the English for search). */
const toolLabels: Record<SiteToolPath, NavigationLink['label']> = {
  [PAGES.stuck]: 'toolStuck',
  [PAGES.playground]: 'toolPlayground',
  [PAGES.progress]: 'toolProgress',
  [PAGES.review]: 'toolReview',
  [PAGES.getHelp]: 'toolGetHelp',
}

/** The learner's tools: beside the main links in the phone menu, so they are a tap away rather than a long lesson away in the footer. */
export const toolNavigation: readonly NavigationLink[] = siteTools.map(({ href }) => ({ href, label: toolLabels[href] }))

/** Home is active only on an exact match; every other link on its path prefix (/blog/some-post keeps Blog active). */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** The footer's site links, in order. */
export const footerNavigation: readonly NavigationLink<TextKey<typeof header> | TextKey<typeof frame>>[] = [
  { href: PAGES.guide, label: 'navCompleteGuide' },
  { href: PAGES.tutorials, label: 'navTutorials' },
  { href: PAGES.projects, label: 'navProjects' },
  { href: PAGES.blog, label: 'navBlog' },
  { href: PAGES.successStories, label: 'navSuccessStories' },
  { href: PAGES.glossary, label: 'navGlossary' },
  ...toolNavigation,
]
