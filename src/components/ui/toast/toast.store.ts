import type { LinkProps } from '@tanstack/react-router'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { useServices } from '../../../lib/services'

/** Toasts (docs/product.md#constants): 5000 ms auto-close by default, shown top-right. */
export const TOAST_DURATION_MS = 5000

export type ToastKind = 'success' | 'error' | 'info'
/** A link after the message ("Zobrazit košík"). */
export type ToastAction = { label: string; to: LinkProps['to'] }
export type Toast = { id: number; kind: ToastKind; message: string; durationMs: number; action?: ToastAction }

export type ToastState = {
  toasts: Toast[]
  toastShown: (toast: { kind: ToastKind; message: string; durationMs?: number; action?: ToastAction }) => number
  toastDismissed: (id: number) => void
}

export function createToastStore() {
  let nextId = 1
  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    toastShown({ kind, message, durationMs = TOAST_DURATION_MS, action }) {
      // The same message twice in a row is shown once: a repeated event must not stack copies.
      const same = get().toasts.find((t) => t.kind === kind && t.message === message)
      if (same) return same.id
      const id = nextId++
      set((state) => ({ toasts: [...state.toasts, { id, kind, message, durationMs, ...(action ? { action } : {}) }] }))
      return id
    },
    toastDismissed(id) {
      set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }))
    },
  }))
}
export type ToastStore = ReturnType<typeof createToastStore>

declare module '../../../lib/services' {
  interface AppServices {
    /** The toasts shown under the header: read them with `useToasts`. */
    toasts: ToastStore
  }
}

export function useToasts<T>(selector: (state: ToastState) => T): T {
  return useStore(useServices().toasts, selector)
}
