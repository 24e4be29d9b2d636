import { type ReactNode, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { usePageContext } from '../frame/use-page-context.tsx'
import { CopyButton } from './copy-button.tsx'

const PROSE_ID = 'prose'
/** The part of the body from its Recap on, when something is shown before it. */
const PROSE_END_ID = 'prose-end'
/** Where a section's Recap starts (content/markdown.tsx gives every heading its slug as id). */
const RECAP_HEADING = '<h2 id="recap"'

/** The HTML already in the page under `id` (in the browser), or '' (on the server). */
function htmlInPage(id: string): string {
  return typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? '')
}

/**
 * A lesson body: HTML made from Markdown at build time (content/markdown.tsx).
 * On the server it comes from pageContext.prose. In the browser the same HTML
 * is already in the page, so it is read back from the DOM instead of being
 * shipped twice. Once hydrated, each code block gets a copy button.
 *
 * `beforeRecap` is shown inside the body, just before its Recap heading (a
 * section's knowledge check sits there); the body is then two blocks.
 */
export function Prose({ beforeRecap }: { beforeRecap?: ReactNode }) {
  const { prose } = usePageContext()
  const [[html, end]] = useState<[string, string]>(() => {
    if (prose === undefined) return [htmlInPage(PROSE_ID), htmlInPage(PROSE_END_ID)]
    const recap = beforeRecap ? prose.indexOf(RECAP_HEADING) : -1
    return recap === -1 ? [prose, ''] : [prose.slice(0, recap), prose.slice(recap)]
  })
  const [slots, setSlots] = useState<{ slot: Element; text: string }[]>([])

  useEffect(() => {
    const roots = [PROSE_ID, PROSE_END_ID].map((id) => document.getElementById(id))
    setSlots(
      roots.flatMap((root) =>
        root
          ? [...root.querySelectorAll('[data-copy-slot]')].map((slot) => ({
              slot,
              text: slot.parentElement?.querySelector('pre')?.textContent ?? '',
            }))
          : [],
      ),
    )
  }, [])

  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized at build time by rehype-sanitize */}
      <div id={PROSE_ID} className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      {beforeRecap}
      {end ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized at build time by rehype-sanitize
        <div id={PROSE_END_ID} className="prose" dangerouslySetInnerHTML={{ __html: end }} />
      ) : null}
      {slots.map(({ slot, text }, index) => createPortal(<CopyButton text={text} label="Copy code" />, slot, `copy-${index}`))}
    </>
  )
}
