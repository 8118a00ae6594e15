import { createStore } from 'zustand/vanilla'

/** Below this width the view is mobile (docs/product.md#browser). */
export const MOBILE_BREAKPOINT_PX = 1024

export type AuthPopupState = 'login' | 'register' | 'reset'

export type UiState = {
  isMobile: boolean
  /** How many open overlays want the body not to scroll; the body is locked while it is above zero. */
  scrollLocks: number
  /** The authentication popup (its screens come with customer accounts); `resetToken` for the reset state. */
  authPopup: { state: AuthPopupState; resetToken: string | null } | null
  viewportMeasured: (width: number) => void
  scrollLockAcquired: () => void
  scrollLockReleased: () => void
  authPopupOpened: (state: AuthPopupState, resetToken?: string | null) => void
  authPopupClosed: () => void
}

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX
}

export function createUiStore() {
  return createStore<UiState>()((set) => ({
    isMobile: false,
    scrollLocks: 0,
    authPopup: null,
    viewportMeasured: (width) => set({ isMobile: isMobileWidth(width) }),
    scrollLockAcquired: () => set((s) => ({ scrollLocks: s.scrollLocks + 1 })),
    scrollLockReleased: () => set((s) => ({ scrollLocks: Math.max(0, s.scrollLocks - 1) })),
    authPopupOpened: (state, resetToken = null) => set({ authPopup: { state, resetToken } }),
    authPopupClosed: () => set({ authPopup: null }),
  }))
}
export type UiStore = ReturnType<typeof createUiStore>
