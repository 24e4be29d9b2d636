import { Search } from 'lucide-react'
import { SEARCH_PATH } from '../../lib/paths.ts'

/**
 * A search box with its label and button, as a plain GET form to /search:
 * the search page's own, and the not-found page's, so a lost learner can
 * look for what they wanted. Server HTML; it needs no JavaScript.
 */
export function SiteSearchForm({ id, label, query = '' }: { id: string; label: string; query?: string }) {
  return (
    <search className="search-page-form">
      <form action={SEARCH_PATH} method="get">
        <label htmlFor={id}>{label}</label>
        <div className="search-page-row">
          <input id={id} name="q" type="search" defaultValue={query} maxLength={100} autoComplete="off" />
          <button type="submit" className="button button-primary">
            <Search aria-hidden="true" size={18} />
            Search
          </button>
        </div>
      </form>
    </search>
  )
}
