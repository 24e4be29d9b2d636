/**
 * Toast notifications: at most one shows at a time, and a new toast replaces
 * the last (docs/product-rules.md, 'Timings'). Wrap a page in <ToastProvider> and call
 * `useToast()` in it.
 *
 * The toast's code (Radix, in radix-toaster.tsx) is not part of the page's
 * first load: it is fetched once the page is idle after hydration, or at the
 * first toast if that comes sooner, so the form is usable at once on a slow
 * phone and the toast is ready long before anyone has filled it in.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react'
import type { ShownToast, Toaster, ToastMessage } from './toast-types.ts'

type ShowToast = (message: ToastMessage) => void

const ShowToastContext = createContext<ShowToast | undefined>(undefined)

/** One download for the whole page, however many times it is asked for. */
let toasterModule: Promise<Toaster> | undefined
function loadToaster(): Promise<Toaster> {
  toasterModule ??= import('./radix-toaster.tsx').then((module) => module.RadixToaster)
  return toasterModule
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null)
  const [Toaster, setToaster] = useState<Toaster>()

  const load = useCallback(() => {
    loadToaster().then((loaded) => setToaster(() => loaded))
  }, [])
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
    idle(load)
  }, [load])

  const show = useCallback<ShowToast>(
    (message) => {
      setToast((last) => ({ ...message, id: (last?.id ?? 0) + 1, open: true }))
      load()
    },
    [load],
  )
  const onOpenChange = useCallback(
    (id: number, open: boolean) => setToast((current) => (current?.id === id ? { ...current, open } : current)),
    [],
  )

  return (
    <ShowToastContext.Provider value={show}>
      {children}
      {Toaster ? <Toaster toast={toast} onOpenChange={onOpenChange} /> : null}
    </ShowToastContext.Provider>
  )
}

/** Shows a toast, replacing any that is showing. Use inside <ToastProvider>. */
export function useToast(): ShowToast {
  const show = useContext(ShowToastContext)
  if (!show) throw new Error('useToast() must be used inside <ToastProvider>')
  return show
}
