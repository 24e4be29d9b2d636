/**
 * The toast itself, on Radix's accessible primitive: announced to screen
 * readers (errors assertively), closed after 5 seconds (paused while hovered
 * or focused), by the close button, Escape or a swipe of 50 px, and F8 moves
 * focus to it. Loaded by <ToastProvider> (toast.tsx) after the page is up,
 * so Radix is not part of any page's first load.
 */

import * as RadixToast from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { useRef } from 'react'
import type { ToasterProps } from './toast-types.ts'

/** Toasts' timing, swipe and hotkey: docs/product-rules.md, 'Timings'. */
const TOAST_DURATION_MS = 5000
const TOAST_SWIPE_THRESHOLD_PX = 50
const TOAST_HOTKEY = ['F8']

export function RadixToaster({ toast, onOpenChange }: ToasterProps) {
  const viewport = useRef<HTMLOListElement>(null)
  // Where the focus was before F8 took it to the toasts: closing the focused
  // toast gives it back there (Radix would leave it on the emptied list, and
  // the next Tab would start again at the top of the page).
  const focusedBeforeToasts = useRef<HTMLElement | null>(null)
  function changed(id: number, open: boolean) {
    if (!open && viewport.current?.contains(document.activeElement)) focusedBeforeToasts.current?.focus()
    onOpenChange(id, open)
  }
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toast ? (
        // A new id mounts a new toast in place of the old one, so only one is ever shown.
        <RadixToast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => changed(toast.id, open)}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          className={toast.variant === 'destructive' ? 'toast toast-destructive' : 'toast'}
        >
          <RadixToast.Title className="toast-title">{toast.title}</RadixToast.Title>
          {toast.description ? <RadixToast.Description className="toast-description">{toast.description}</RadixToast.Description> : null}
          <RadixToast.Close className="toast-close" aria-label="Close notification">
            <X aria-hidden="true" size={16} />
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      {/* Rendered in the browser only: Radix's viewport has a style attribute, which the CSP refuses in server HTML. */}
      <RadixToast.Viewport
        ref={viewport}
        className="toast-viewport"
        hotkey={TOAST_HOTKEY}
        onFocus={({ currentTarget, relatedTarget }) => {
          if (relatedTarget instanceof HTMLElement && !currentTarget.contains(relatedTarget)) focusedBeforeToasts.current = relatedTarget
        }}
      />
    </RadixToast.Provider>
  )
}
