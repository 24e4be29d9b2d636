/** The main navigation, in order. The header shows it; the active rule lives in isActiveLink. */
export const mainNavigation = [
  { href: '/', label: 'Home' },
  { href: '/guide', label: 'Guide' },
  { href: '/tutorials', label: 'Tutorials' },
  { href: '/blog', label: 'Blog' },
  { href: '/projects', label: 'Projects' },
] as const

/** Home is active only on an exact match; every other link on its path prefix (/blog/some-post keeps Blog active). */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** The footer's site links, in order. */
export const footerNavigation = [
  { href: '/guide', label: 'Complete Guide' },
  { href: '/tutorials', label: 'Tutorials' },
  { href: '/projects', label: 'Projects' },
  { href: '/blog', label: 'Blog' },
  { href: '/success-stories', label: 'Success Stories' },
  { href: '/glossary', label: 'Glossary' },
  { href: '/review', label: 'Review Questions' },
  { href: '/playground', label: 'Playground' },
  { href: '/get-help', label: 'Get Help' },
] as const
