import { cloneElement, type ReactElement, useCallback, useEffect, useId, useRef, useState } from 'react'

/** Tooltip timing and placement (docs/product-rules.md, 'Timings'). */
const TOOLTIP_OPEN_DELAY_MS = 700
/** After a tooltip closes, another one opens at once if hovered within this time. */
const TOOLTIP_SKIP_DELAY_MS = 300

/** When the last tooltip closed, shared by all tooltips on the page (for the skip delay). */
let lastClosedAt = Number.NEGATIVE_INFINITY

type TriggerProps = {
  'aria-describedby'?: string
  onPointerEnter?: (event: React.PointerEvent) => void
  onPointerLeave?: (event: React.PointerEvent) => void
  onFocus?: (event: React.FocusEvent) => void
  onBlur?: (event: React.FocusEvent) => void
  onClick?: (event: React.MouseEvent) => void
}

/**
 * A small text tooltip shown above its trigger, 4 px away. It opens after
 * 700 ms of hover or keyboard focus (at once within 300 ms of another
 * closing) and closes on pointer leave, blur, click, Escape and scroll.
 * The trigger is described by it for screen readers.
 *
 * Written here rather than taken from a library: the widely used primitive
 * (Radix) brings a positioning engine of about 17 KB gzip to every page,
 * while a tooltip that always sits above a small button needs only CSS.
 */
export function Tooltip({ content, children }: { content: string; children: ReactElement<TriggerProps> }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  // Mirrors `open` for event handlers: when the pointer moves from one trigger
  // to the next, the second one's pointerenter runs before React re-renders,
  // and must already know that the first tooltip just closed.
  const isOpen = useRef(false)
  const timer = useRef<number | undefined>(undefined)

  const close = useCallback(() => {
    window.clearTimeout(timer.current)
    if (isOpen.current) lastClosedAt = performance.now()
    isOpen.current = false
    setOpen(false)
  }, [])

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    window.addEventListener('keydown', closeOnEscape)
    window.addEventListener('scroll', close, { passive: true, capture: true })
    return () => {
      window.removeEventListener('keydown', closeOnEscape)
      window.removeEventListener('scroll', close, { capture: true })
    }
  }, [open, close])
  useEffect(() => () => window.clearTimeout(timer.current), [])

  function scheduleOpen() {
    window.clearTimeout(timer.current)
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS
    timer.current = window.setTimeout(
      () => {
        isOpen.current = true
        setOpen(true)
      },
      skip ? 0 : TOOLTIP_OPEN_DELAY_MS,
    )
  }
  const props = children.props
  return (
    <span className="tooltip-anchor">
      {cloneElement(children, {
        'aria-describedby': open ? id : undefined,
        onPointerEnter: (event) => {
          props.onPointerEnter?.(event)
          if (event.pointerType === 'mouse') scheduleOpen()
        },
        onPointerLeave: (event) => {
          props.onPointerLeave?.(event)
          close()
        },
        onFocus: (event) => {
          props.onFocus?.(event)
          scheduleOpen()
        },
        onBlur: (event) => {
          props.onBlur?.(event)
          close()
        },
        onClick: (event) => {
          props.onClick?.(event)
          close()
        },
      })}
      {open ? (
        <span role="tooltip" id={id} className="tooltip" data-side="top">
          {content}
        </span>
      ) : null}
    </span>
  )
}
