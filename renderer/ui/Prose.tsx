import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { usePageContext } from '../usePageContext.tsx'
import { CopyButton } from './CopyButton.tsx'

const PROSE_ID = 'prose'

/**
 * A lesson body: HTML made from Markdown at build time (content/markdown.tsx).
 * On the server it comes from pageContext.prose. In the browser the same HTML
 * is already in the page, so it is read back from the DOM instead of being
 * shipped twice. Once hydrated, each code block gets a copy button.
 */
export function Prose() {
  const { prose } = usePageContext()
  const [html] = useState(() => prose ?? (typeof document === 'undefined' ? '' : (document.getElementById(PROSE_ID)?.innerHTML ?? '')))
  const [slots, setSlots] = useState<{ slot: Element; text: string }[]>([])

  useEffect(() => {
    const root = document.getElementById(PROSE_ID)
    if (!root) return
    setSlots(
      [...root.querySelectorAll('[data-copy-slot]')].map((slot) => ({
        slot,
        text: slot.parentElement?.querySelector('pre')?.textContent ?? '',
      })),
    )
  }, [])

  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized at build time by rehype-sanitize */}
      <div id={PROSE_ID} className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      {slots.map(({ slot, text }, index) => createPortal(<CopyButton text={text} label="Copy code" />, slot, `copy-${index}`))}
    </>
  )
}
