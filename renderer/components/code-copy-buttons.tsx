import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { CopyButton } from './copy-button.tsx'

/**
 * A copy button in each code block of the lesson bodies with these ids. The
 * blocks are plain HTML from Markdown (content/markdown.tsx leaves an empty
 * [data-copy-slot] beside each <pre>); the buttons need JavaScript, so they
 * are put in the slots once the page runs it.
 */
export function CodeCopyButtons({ bodyIds }: { bodyIds: string[] }) {
  const [slots, setSlots] = useState<{ slot: Element; text: string }[]>([])
  useEffect(() => {
    const bodies = bodyIds.map((id) => document.getElementById(id))
    setSlots(
      bodies.flatMap((body) =>
        body
          ? [...body.querySelectorAll('[data-copy-slot]')].map((slot) => ({
              slot,
              text: slot.parentElement?.querySelector('pre')?.textContent ?? '',
            }))
          : [],
      ),
    )
  }, [bodyIds])
  return <>{slots.map(({ slot, text }, index) => createPortal(<CopyButton text={text} label="Copy code" />, slot, `copy-${index}`))}</>
}
