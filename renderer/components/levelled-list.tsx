import type { ReactNode } from 'react'
import type { Level } from '../../course/schema/fields.ts'
import { describeResults, filterByTextAndLevel, type ListFilters } from '../../lib/list-filters.ts'
import { FilterBar, NoResults, useListFilters } from './filter-bar.tsx'

interface LevelledListProps<Item> {
  /** The section's heading, for screen readers ('All tutorials'), and its id. */
  heading: { id: string; text: string }
  /** The list's own path (the filter form's action and the reset link). */
  path: string
  /** The search box's id. */
  searchId: string
  /** What the list holds, e.g. { one: 'tutorial', many: 'tutorials' }: the search box's name and placeholder, the count line and the empty state say it. */
  noun: { one: string; many: string }
  /** The filters the server rendered with (read from the URL by the page's +data hook). */
  initialFilters: ListFilters
  /** Every item, in order; the list shows those whose title or description and level match. */
  items: readonly Item[]
  /** One card (an <li>) per item. */
  renderItem: (item: Item) => ReactNode
}

/**
 * A searchable list with difficulty choices, as /tutorials and /projects show
 * it, in its own section under a heading for screen readers: the filter bar,
 * the 'Showing N ...' count line (announced as it changes), and the cards or,
 * when nothing matches, the way back to all.
 */
export function LevelledList<Item extends { title: string; description: string; difficulty: Level }>(props: LevelledListProps<Item>) {
  const { heading, path, searchId, noun, initialFilters, items, renderItem } = props
  const { filters, update, reset } = useListFilters(initialFilters)
  const visible = filterByTextAndLevel(items, filters)
  return (
    <section className="section-block" aria-labelledby={heading.id}>
      <div className="container">
        <h2 id={heading.id} className="visually-hidden">
          {heading.text}
        </h2>
        <FilterBar
          id={searchId}
          action={path}
          label={`Filter ${noun.many}`}
          placeholder={`Search ${noun.many} by title or description...`}
          withLevels
          filters={filters}
          onChange={update}
        />
        <p className="result-count" role="status">
          {describeResults(visible.length, noun, filters)}
        </p>
        {visible.length > 0 ? (
          <ul className="grid list-grid">{visible.map(renderItem)}</ul>
        ) : (
          <NoResults
            message={`No ${noun.many} found matching your criteria.`}
            resetLabel="Clear Filters"
            href={path}
            searchId={searchId}
            onReset={reset}
          />
        )}
      </div>
    </section>
  )
}
