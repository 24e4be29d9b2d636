import { Search } from 'lucide-react'
import { frameMessages } from '../../lib/i18n/catalogues/frame.ts'
import { SEARCH_PATH } from '../../lib/paths.ts'
import { useMessages } from '../frame/use-messages.ts'

/**
 * A search box with its label and button, as a plain GET form to /search:
 * the search page's own, and the not-found page's, so a lost learner can
 * look for what they wanted. Server HTML; it needs no JavaScript.
 */
export function SiteSearchForm({ id, label, query = '' }: { id: string; label: string; query?: string }) {
  const t = useMessages(frameMessages)
  return (
    <search className="search-page-form">
      <form action={SEARCH_PATH} method="get">
        <label htmlFor={id}>{label}</label>
        <div className="search-page-row">
          <input id={id} name="q" type="search" defaultValue={query} maxLength={100} autoComplete="off" />
          <button type="submit" className="button button-primary">
            <Search aria-hidden="true" size={18} />
            {t.searchButton}
          </button>
        </div>
      </form>
    </search>
  )
}
