import type { ReactNode } from 'react'
import { FilterBar, NoResults } from './FilterBar.tsx'
import { describeResults, type ListFilters } from './filtering.ts'

interface LevelledListProps<Item> {
  /** The list's own path (the filter form's action and the reset link). */
  path: string
  /** The search box's id. */
  searchId: string
  /** The search box's accessible name. */
  label: string
  placeholder: string
  /** The item noun for the count line, e.g. { one: 'tutorial', many: 'tutorials' }. */
  noun: { one: string; many: string }
  /** What the list says when nothing matches. */
  emptyMessage: string
  /** The filters in force and how to change them (from useListFilters). */
  filters: ListFilters
  onChange: (filters: ListFilters) => void
  onReset: () => void
  /** The items that pass the filters, in order. */
  visible: readonly Item[]
  /** One card (an <li>) per item. */
  renderItem: (item: Item) => ReactNode
}

/**
 * A searchable list with difficulty choices, as /tutorials and /projects show
 * it: the filter bar, the 'Showing N ...' count line (announced as it
 * changes), and the cards or, when nothing matches, the way back to all.
 */
export function LevelledList<Item>(props: LevelledListProps<Item>) {
  const { path, searchId, label, placeholder, noun, emptyMessage, filters, onChange, onReset, visible, renderItem } = props
  return (
    <>
      <FilterBar id={searchId} action={path} label={label} placeholder={placeholder} withLevels filters={filters} onChange={onChange} />
      <p className="result-count" role="status">
        {describeResults(visible.length, noun, filters)}
      </p>
      {visible.length > 0 ? (
        <ul className="grid list-grid">{visible.map(renderItem)}</ul>
      ) : (
        <NoResults message={emptyMessage} resetLabel="Clear Filters" href={path} searchId={searchId} onReset={onReset} />
      )}
    </>
  )
}
