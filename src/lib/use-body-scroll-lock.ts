import { useEffect } from 'react'
import { useServices } from './services'

/** Holds a body scroll lock while `active` (a modal, the mobile menu); released on unmount. */
export function useBodyScrollLock(active: boolean): void {
  const { ui } = useServices()
  useEffect(() => {
    if (!active) return
    ui.getState().scrollLockAcquired()
    return () => ui.getState().scrollLockReleased()
  }, [active, ui])
}
