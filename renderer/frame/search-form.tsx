import { Search } from 'lucide-react'
import { type ComponentType, type FormEvent, type RefObject, useRef, useState } from 'react'
import { headerMessages } from '../../lib/i18n/catalogues/header.ts'
import { SEARCH_PATH } from '../../lib/paths.ts'
import { useMessages } from './use-messages.ts'

type InstantResultsProps = { input: RefObject<HTMLInputElement | null>; listId: string }

/**
 * The header's search box: a plain GET form to /search?q=..., so it works
 * without JavaScript. Empty text (after trimming) does nothing. With
 * JavaScript, the instant results list (search/instant-results.tsx) loads the first
 * time the box is focused or typed in, so its code is not part of any page's
 * first load.
 */
export function SearchForm({ id }: { id: string }) {
  const t = useMessages(headerMessages)
  const input = useRef<HTMLInputElement>(null)
  const [InstantResults, setInstantResults] = useState<ComponentType<InstantResultsProps>>()
  const loading = useRef(false)

  function loadInstantResults() {
    if (loading.current) return
    loading.current = true
    import('../features/search/instant-results.tsx').then(
      (module) => setInstantResults(() => module.InstantResults),
      // Offline or a failed chunk: the box still submits to /search; try again on the next focus.
      () => {
        loading.current = false
      },
    )
  }

  function ignoreEmpty(event: FormEvent<HTMLFormElement>) {
    const query = new FormData(event.currentTarget).get('q')
    if (typeof query !== 'string' || query.trim() === '') event.preventDefault()
  }
  return (
    <search className="search-form">
      <form action={SEARCH_PATH} method="get" onSubmit={ignoreEmpty}>
        <label htmlFor={id} className="visually-hidden">
          {t.searchLabel}
        </label>
        <Search className="search-form-icon" aria-hidden="true" size={16} />
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          maxLength={100}
          onFocus={loadInstantResults}
          onInput={loadInstantResults}
        />
        {InstantResults ? <InstantResults input={input} listId={`${id}-results`} /> : null}
      </form>
    </search>
  )
}
