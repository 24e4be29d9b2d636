import type { ReactNode } from 'react'

/** The ad landing page has no site header or footer: it brings its own main and footer, with only its calls to action. */
export default function Layout({ children }: { children: ReactNode }) {
  return children
}
