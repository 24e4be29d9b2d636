/**
 * Toast notifications on Radix's accessible primitive: announced to screen
 * readers (errors assertively), closed after 5 seconds (paused while hovered
 * or focused), by the close button, Escape or a swipe of 50 px, and F8 moves
 * focus to them. At most one shows at a time: a new toast replaces the last.
 *
 * Wrap a page in <ToastProvider> and call `useToast()` in it. Only pages that
 * import this file download Radix.
 */
import * as RadixToast from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react'

/** Spec section 9: toasts close after 5 s; a swipe of 50 px dismisses one; F8 focuses them. */
const TOAST_DURATION_MS = 5000
const TOAST_SWIPE_THRESHOLD_PX = 50
const TOAST_HOTKEY = ['F8']

export interface ToastMessage {
  title: string
  description?: string
  /** 'destructive' for failures: red, and announced at once. */
  variant?: 'default' | 'destructive'
}

type ShowToast = (message: ToastMessage) => void

const ShowToastContext = createContext<ShowToast | undefined>(undefined)

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastMessage & { id: number; open: boolean }) | null>(null)
  // Radix's viewport renders a style attribute, which the Content-Security-
  // Policy refuses in server HTML; toasts only come from the browser anyway.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  const show = useCallback<ShowToast>((message) => setToast((last) => ({ ...message, id: (last?.id ?? 0) + 1, open: true })), [])

  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      <ShowToastContext.Provider value={show}>{children}</ShowToastContext.Provider>
      {toast ? (
        // A new id mounts a new toast in place of the old one, so only one is ever shown.
        <RadixToast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => setToast((current) => (current?.id === toast.id ? { ...current, open } : current))}
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
      {hydrated ? <RadixToast.Viewport className="toast-viewport" hotkey={TOAST_HOTKEY} /> : null}
    </RadixToast.Provider>
  )
}

/** Shows a toast, replacing any that is showing. Use inside <ToastProvider>. */
export function useToast(): ShowToast {
  const show = useContext(ShowToastContext)
  if (!show) throw new Error('useToast() must be used inside <ToastProvider>')
  return show
}
