import { Search } from 'lucide-react'
import type { FormEvent } from 'react'

/**
 * The header's search box. It searches the tutorials: a plain GET form to
 * /tutorials?q=..., so it works without JavaScript too. Empty text (after
 * trimming) does nothing.
 */
export function SearchForm({ id }: { id: string }) {
  function ignoreEmpty(event: FormEvent<HTMLFormElement>) {
    const query = new FormData(event.currentTarget).get('q')
    if (typeof query !== 'string' || query.trim() === '') event.preventDefault()
  }
  return (
    <search className="search-form">
      <form action="/tutorials" method="get" onSubmit={ignoreEmpty}>
        <label htmlFor={id} className="visually-hidden">
          Search tutorials
        </label>
        <Search className="search-form-icon" aria-hidden="true" size={16} />
        <input id={id} name="q" type="search" placeholder="Search tutorials..." autoComplete="off" maxLength={100} />
      </form>
    </search>
  )
}
