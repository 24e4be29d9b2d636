/**
 * Instant results under the header's search box, as an ARIA combobox: the
 * box is the combobox, the results a listbox. Typing asks /api/search (the
 * same index as the /search page); Arrow Down/Up move through the results,
 * Enter opens the chosen one (or, with none chosen, submits the form to the
 * full results page), Escape and Tab close the list. A polite live region
 * says how many results there are.
 *
 * Loaded on demand by search-form.tsx, which owns the input; this module adds
 * the combobox attributes and listeners to it, so the server HTML stays a
 * plain search form.
 */
import { type RefObject, useEffect, useRef, useState } from 'react'
import { readApiAnswer, readSearchAnswer, searchApiUrl } from '../../../lib/api.ts'
import { searchBoxMessages } from '../../../lib/i18n/catalogues/search-box.ts'
import type { Locale } from '../../../lib/i18n/locale.ts'
import { localiseUrl } from '../../../lib/i18n/localized-urls.ts'
import type { SearchResult } from '../../../lib/search-result.ts'
import { useMessages } from '../../frame/use-messages.ts'
import { usePageContext } from '../../frame/use-page-context.tsx'
import '../../styles/instant-results.css'
import { SEARCH_PATH } from '../../../lib/paths.ts'

/** Fewer characters rarely narrow the course down usefully. */
const MIN_QUERY_LENGTH = 2
/** Wait for a pause in typing before asking the server. */
const TYPING_PAUSE_MS = 150

interface Option {
  id: string
  href: string
  title: string
  detail: string
}

type Words = typeof searchBoxMessages.en

function optionsFor(query: string, results: SearchResult[], listId: string, locale: Locale, t: Words): Option[] {
  const options = results.map((result, index) => ({
    id: `${listId}-${index}`,
    href: localiseUrl(result.href, locale),
    title: result.title,
    detail: result.heading ? `${result.typeLabel} · ${result.heading}` : result.typeLabel,
  }))
  options.push({
    id: `${listId}-all`,
    href: localiseUrl(`${SEARCH_PATH}?q=${encodeURIComponent(query)}`, locale),
    title: t.allResultsFor(query),
    detail: '',
  })
  return options
}

function statusMessage(query: string, count: number, t: Words): string {
  return count === 0 ? t.noQuickResults(query) : t.resultCount(count)
}

export function InstantResults({ input, listId }: { input: RefObject<HTMLInputElement | null>; listId: string }) {
  const { locale } = usePageContext()
  const t = useMessages(searchBoxMessages)
  const [options, setOptions] = useState<Option[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState('')
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({})

  // Ask the server after each pause in typing; a newer query cancels the older one.
  useEffect(() => {
    const box = input.current
    if (!box) return
    const work = pending.current
    function lookUp() {
      clearTimeout(work.timer)
      work.request?.abort()
      const query = box?.value.trim() ?? ''
      if (query.length < MIN_QUERY_LENGTH) {
        setOpen(false)
        setOptions([])
        setStatus('')
        return
      }
      work.timer = setTimeout(async () => {
        const request = new AbortController()
        work.request = request
        try {
          const answer = await readApiAnswer(await fetch(searchApiUrl(query, locale), { signal: request.signal }), readSearchAnswer)
          if (!answer.ok) return
          const { results } = answer.body
          setOptions(optionsFor(query, results, listId, locale, t))
          setActive(-1)
          setOpen(true)
          setStatus(statusMessage(query, results.length, t))
        } catch {
          // Aborted by newer typing, or offline: the form still submits to /search.
        }
      }, TYPING_PAUSE_MS)
    }
    box.setAttribute('role', 'combobox')
    box.setAttribute('aria-autocomplete', 'list')
    box.setAttribute('aria-controls', listId)
    box.addEventListener('input', lookUp)
    // Text typed before this module arrived.
    if (box.value.trim() !== '') lookUp()
    return () => {
      box.removeEventListener('input', lookUp)
      clearTimeout(work.timer)
      work.request?.abort()
    }
  }, [input, listId, locale, t])

  // Keyboard and focus, with the current list.
  useEffect(() => {
    const box = input.current
    if (!box) return
    box.setAttribute('aria-expanded', String(open))
    const activeOption = options[active]
    if (open && activeOption) box.setAttribute('aria-activedescendant', activeOption.id)
    else box.removeAttribute('aria-activedescendant')

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (options.length === 0) return
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        setOpen(true)
        setActive((current) => (open ? (current + step + options.length) % options.length : step === 1 ? 0 : options.length - 1))
      } else if (event.key === 'Enter' && open && activeOption) {
        event.preventDefault()
        window.location.assign(activeOption.href)
      } else if (event.key === 'Escape' && open) {
        // Keep the typed text (a search box clears itself on Escape) and keep the mobile menu open.
        event.preventDefault()
        event.stopPropagation()
        setOpen(false)
        setActive(-1)
      }
    }
    function close() {
      setOpen(false)
      setActive(-1)
    }
    box.addEventListener('keydown', onKeyDown)
    box.addEventListener('blur', close)
    return () => {
      box.removeEventListener('keydown', onKeyDown)
      box.removeEventListener('blur', close)
    }
  }, [input, open, options, active])

  return (
    <>
      <div id={listId} role="listbox" aria-label={t.quickResultsLabel} className="instant-results" hidden={!open}>
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox input (aria-activedescendant)
          <div
            key={option.id}
            id={option.id}
            role="option"
            // Focus stays in the box (aria-activedescendant); -1 keeps options out of the Tab order.
            tabIndex={-1}
            aria-selected={index === active}
            className={option.detail ? 'instant-result' : 'instant-result instant-result-all'}
            // Keep focus in the box so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => window.location.assign(option.href)}
          >
            <span className="instant-result-title">{option.title}</span>
            {option.detail ? <span className="instant-result-detail">{option.detail}</span> : null}
          </div>
        ))}
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </>
  )
}
