import { Search } from 'lucide-react'
import { type MouseEvent, useState } from 'react'
import { listMessages } from '../../lib/i18n/catalogues/lists.ts'
import { type ListFilters, levelChoices, noFilters, QUERY_MAX_LENGTH, searchWithFilters } from '../../lib/list-filters.ts'
import { useMessages } from '../frame/use-messages.ts'

/**
 * The filters of a list page, starting from the ones the server rendered (read
 * from the URL by the page's +data hook). Every change replaces the URL's
 * `q` and `level` (history.replaceState, no new history entry), so the view
 * the visitor sees can be shared or bookmarked.
 */
export function useListFilters(initial: ListFilters) {
  const [filters, setFilters] = useState(initial)
  function update(next: ListFilters) {
    setFilters(next)
    const { pathname, search, hash } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${searchWithFilters(search, next)}${hash}`)
  }
  return { filters, update, reset: () => update(noFilters) }
}

interface FilterBarProps {
  /** The search box's id (its label points at it). */
  id: string
  /** The list's own path: without JavaScript the form is a GET to it. */
  action: string
  /** The search box's accessible name. */
  label: string
  placeholder: string
  /** Whether to offer the difficulty choices (the blog has none). */
  withLevels: boolean
  filters: ListFilters
  onChange: (filters: ListFilters) => void
  /**
   * Parameters of the current view the form sends again, so a search
   * without JavaScript keeps them (the blog's `category`). They come first,
   * as the URL the browser writes while you type has them (searchWithFilters
   * keeps them and appends `q`).
   */
  hiddenFields?: Record<string, string>
}

/**
 * A list's search box and difficulty choices. It is a plain GET form, so
 * without JavaScript pressing Enter, Search or a level reloads the page with
 * `?q=...&level=...` and the server renders the filtered list. With
 * JavaScript the list filters as you type and nothing is submitted.
 *
 * Each level is a submit button named `level`: the button pressed sends its
 * own value. The Search button comes first, so it is the one Enter presses,
 * and it sends the level already chosen.
 */
export function FilterBar({ id, action, label, placeholder, withLevels, filters, onChange, hiddenFields = {} }: FilterBarProps) {
  const t = useMessages(listMessages)
  function chooseLevel(event: MouseEvent<HTMLButtonElement>, level: ListFilters['level']) {
    event.preventDefault()
    onChange({ ...filters, level })
  }
  return (
    <search className="filter-bar">
      <form action={action} method="get" onSubmit={(event) => event.preventDefault()}>
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="filter-bar-search">
          <label htmlFor={id} className="visually-hidden">
            {label}
          </label>
          <Search className="filter-bar-icon" aria-hidden="true" size={18} />
          <input
            id={id}
            name="q"
            type="search"
            value={filters.query}
            onChange={(event) => onChange({ ...filters, query: event.target.value })}
            placeholder={placeholder}
            maxLength={QUERY_MAX_LENGTH}
            autoComplete="off"
          />
          <button type="submit" className="button button-primary" {...(withLevels ? { name: 'level', value: filters.level } : {})}>
            {t.search}
          </button>
        </div>
        {withLevels ? (
          <fieldset className="level-choices">
            <legend>{t.difficulty}</legend>
            {levelChoices.map((level) => (
              <button
                key={level}
                type="submit"
                name="level"
                value={level}
                className="button button-ghost"
                aria-pressed={filters.level === level}
                onClick={(event) => chooseLevel(event, level)}
              >
                {t[`level:${level}`]}
              </button>
            ))}
          </fieldset>
        ) : null}
      </form>
    </search>
  )
}

/**
 * What a list shows when nothing matches: the reason and a way back to the
 * whole list. The way back is a link to the unfiltered page, so it works
 * without JavaScript; with JavaScript it clears the filters in place and puts
 * the focus back in the search box.
 */
export function NoResults({
  message,
  resetLabel,
  href,
  searchId,
  onReset,
}: {
  message: string
  resetLabel: string
  href: string
  searchId: string
  onReset: () => void
}) {
  return (
    <div className="no-results">
      <p>{message}</p>
      <a
        className="button button-secondary"
        href={href}
        onClick={(event) => {
          event.preventDefault()
          onReset()
          document.getElementById(searchId)?.focus()
        }}
      >
        {resetLabel}
      </a>
    </div>
  )
}
