import { ArrowLeft, ArrowRight } from 'lucide-react'
import { pageMessages } from '../../lib/i18n/catalogues/pages.ts'
import type { PageLink } from '../../lib/page-link.ts'
import { useMessages } from '../frame/use-messages.ts'

/**
 * The previous/next links at the foot of a lesson or project page. Each end
 * of a sequence links somewhere sensible (the overview before the first page,
 * what comes after the last), so both links are always present. Each link's
 * name is its visible text, read as one phrase ('Previous: Section 2: ...')
 * thanks to a separator only screen readers get, so voice users can say what
 * they see (WCAG 2.5.3, label in name).
 */
export function PrevNext({ label, previous, next }: { label: string; previous: PageLink; next: PageLink }) {
  const t = useMessages(pageMessages)
  return (
    <nav className="prev-next" aria-label={label}>
      <a className="prev-next-link" href={previous.href}>
        <ArrowLeft aria-hidden="true" size={18} />
        <span>
          <span className="prev-next-direction">
            {t.previous}
            <span className="prev-next-separator">: </span>
          </span>
          <span className="prev-next-label">{previous.label}</span>
        </span>
      </a>
      <a className="prev-next-link prev-next-link-next" href={next.href}>
        <span>
          <span className="prev-next-direction">
            {t.next}
            <span className="prev-next-separator">: </span>
          </span>
          <span className="prev-next-label">{next.label}</span>
        </span>
        <ArrowRight aria-hidden="true" size={18} />
      </a>
    </nav>
  )
}
