/**
 * What a toast is, shared by the provider (toast.tsx, in the page's first
 * load) and the toaster it loads later (radix-toaster.tsx), so neither imports
 * the other.
 */
import type { ComponentType } from 'react'

export interface ToastMessage {
  title: string
  description?: string
  /** 'destructive' for failures: red, and announced at once. */
  variant?: 'default' | 'destructive'
}

/** A toast as it is shown: a new id for each, so a new one replaces the last. */
export type ShownToast = ToastMessage & { id: number; open: boolean }

export interface ToasterProps {
  toast: ShownToast | null
  onOpenChange: (id: number, open: boolean) => void
}

export type Toaster = ComponentType<ToasterProps>
