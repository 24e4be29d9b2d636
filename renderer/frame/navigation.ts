import { PAGES } from '../../lib/paths.ts'
import { siteTools } from '../../lib/site-tools.ts'

interface NavigationLink {
  href: string
  label: string
}

/** The main navigation, in order. The header shows it; the active rule lives in isActiveLink. */
export const mainNavigation: readonly NavigationLink[] = [
  { href: '/', label: 'Home' },
  { href: PAGES.guide, label: 'Guide' },
  { href: PAGES.tutorials, label: 'Tutorials' },
  { href: PAGES.blog, label: 'Blog' },
  { href: PAGES.projects, label: 'Projects' },
]

/** The learner's tools: beside the main links in the phone menu, so they are a tap away rather than a long lesson away in the footer. */
export const toolNavigation: readonly NavigationLink[] = siteTools

/** Home is active only on an exact match; every other link on its path prefix (/blog/some-post keeps Blog active). */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** The footer's site links, in order. */
export const footerNavigation: readonly NavigationLink[] = [
  { href: PAGES.guide, label: 'Complete Guide' },
  { href: PAGES.tutorials, label: 'Tutorials' },
  { href: PAGES.projects, label: 'Projects' },
  { href: PAGES.blog, label: 'Blog' },
  { href: PAGES.successStories, label: 'Success Stories' },
  { href: PAGES.glossary, label: 'Glossary' },
  ...toolNavigation,
]
