import type { ReactNode } from 'react'
import type { Level } from '../../course/schema/fields.ts'
import { listMessages } from '../../lib/i18n/catalogues/lists.ts'
import { describeResults, filterByTextAndLevel, type ListFilters } from '../../lib/list-filters.ts'
import { useMessages } from '../frame/use-messages.ts'
import { FilterBar, NoResults, useListFilters } from './filter-bar.tsx'

/** What the filters read of an item: its title and description (the search text) and its level. */
interface FilterableItem {
  title: string
  description: string
  difficulty: Level
}

/** A part of a list under a heading of its own (the learning projects, then the featured ones), or the whole list. */
export interface ListGroup {
  /** A visible heading (an h2) and an introduction; shown only while the group has cards to show. */
  heading?: { id: string; text: string; intro?: ReactNode }
  /** Whether its order means something (each one step harder): an <ol>. */
  ordered?: boolean
  /** A class of its own for its list, beside the cards' grid. */
  listClassName?: string
  /** Its items, each with its card (an <li>), in order. */
  entries: { item: FilterableItem; card: ReactNode }[]
}

/** A group from its items and the card each one gets. */
export function listGroup<Item extends FilterableItem>(
  items: readonly Item[],
  renderItem: (item: Item) => ReactNode,
  options: Pick<ListGroup, 'heading' | 'ordered' | 'listClassName'> = {},
): ListGroup {
  return { ...options, entries: items.map((item) => ({ item, card: renderItem(item) })) }
}

interface LevelledListProps {
  /** The section's heading, for screen readers ('All tutorials'), and its id. */
  heading: { id: string; text: string }
  /** The list's own path (the filter form's action and the reset link). */
  path: string
  /** The search box's id. */
  searchId: string
  /** What the list says of what it holds, in the page's language: its search box's name and placeholder, its count ('4 tutorials') and its empty state. */
  words: { filterLabel: string; placeholder: string; count: (count: number) => string; noneFound: string }
  /** The filters the server rendered with (read from the URL by the page's +data hook). */
  initialFilters: ListFilters
  /** The items in their groups; one search box and one set of level choices filter them all. */
  groups: ListGroup[]
}

/**
 * A searchable list with difficulty choices, as /tutorials and /projects show
 * it, in its own section under a heading for screen readers: the filter bar,
 * the 'Showing N ...' count line (announced as it changes), and the cards of
 * each group that has a match or, when nothing matches, the way back to all.
 */
export function LevelledList({ heading, path, searchId, words, initialFilters, groups }: LevelledListProps) {
  const t = useMessages(listMessages)
  const { filters, update, reset } = useListFilters(initialFilters)
  const visibleGroups = groups
    .map((group) => {
      const matching = new Set(
        filterByTextAndLevel(
          group.entries.map((entry) => entry.item),
          filters,
        ),
      )
      return { ...group, entries: group.entries.filter((entry) => matching.has(entry.item)) }
    })
    .filter((group) => group.entries.length > 0)
  const count = visibleGroups.reduce((total, group) => total + group.entries.length, 0)
  return (
    <section className="section-block" aria-labelledby={heading.id}>
      <div className="container">
        <h2 id={heading.id} className="visually-hidden">
          {heading.text}
        </h2>
        <FilterBar
          id={searchId}
          action={path}
          label={words.filterLabel}
          placeholder={words.placeholder}
          withLevels
          filters={filters}
          onChange={update}
        />
        <p className="result-count" role="status">
          {describeResults(words.count(count), filters, t)}
        </p>
        {visibleGroups.map((group) => {
          const List = group.ordered ? 'ol' : 'ul'
          const cards = (
            <List key="cards" className={['grid list-grid', group.listClassName].filter(Boolean).join(' ')}>
              {group.entries.map((entry) => entry.card)}
            </List>
          )
          if (!group.heading) return cards
          return (
            <section key={group.heading.id} className="list-group" aria-labelledby={group.heading.id}>
              <h2 id={group.heading.id}>{group.heading.text}</h2>
              {group.heading.intro}
              {cards}
            </section>
          )
        })}
        {count === 0 ? (
          <NoResults message={words.noneFound} resetLabel={t.clearFilters} href={path} searchId={searchId} onReset={reset} />
        ) : null}
      </div>
    </section>
  )
}
