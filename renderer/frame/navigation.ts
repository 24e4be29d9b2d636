import { PAGES } from '../../lib/paths.ts'
/** The main navigation, in order. The header shows it; the active rule lives in isActiveLink. */
export const mainNavigation = [
  { href: '/', label: 'Home' },
  { href: PAGES.guide, label: 'Guide' },
  { href: PAGES.tutorials, label: 'Tutorials' },
  { href: PAGES.blog, label: 'Blog' },
  { href: PAGES.projects, label: 'Projects' },
] as const

/** Home is active only on an exact match; every other link on its path prefix (/blog/some-post keeps Blog active). */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** The footer's site links, in order. */
export const footerNavigation = [
  { href: PAGES.guide, label: 'Complete Guide' },
  { href: PAGES.tutorials, label: 'Tutorials' },
  { href: PAGES.projects, label: 'Projects' },
  { href: PAGES.blog, label: 'Blog' },
  { href: PAGES.successStories, label: 'Success Stories' },
  { href: PAGES.glossary, label: 'Glossary' },
  { href: PAGES.review, label: 'Review Questions' },
  { href: PAGES.progress, label: 'Your Progress' },
  { href: PAGES.playground, label: 'Playground' },
  { href: PAGES.stuck, label: 'Unstuck: fix an error' },
  { href: PAGES.getHelp, label: 'Get Help' },
] as const
