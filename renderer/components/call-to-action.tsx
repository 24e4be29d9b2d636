import { ArrowRight } from 'lucide-react'
import type { PageLink } from '../../lib/page-link.ts'

/** A page's next steps: the main one as a primary button with an arrow, an alternative beside it. */
export function CallToAction({ primary, secondary }: { primary: PageLink; secondary: PageLink }) {
  return (
    <div className="button-row">
      <a className="button button-primary" href={primary.href}>
        {primary.label} <ArrowRight aria-hidden="true" size={18} />
      </a>
      <a className="button button-secondary" href={secondary.href}>
        {secondary.label}
      </a>
    </div>
  )
}
