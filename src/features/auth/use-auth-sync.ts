import { useEffect, useRef } from 'react'
import { setDataLayerValues } from '../../lib/analytics'
import { useServices } from '../../lib/services'
import { useAuth } from './use-auth'

/**
 * Keeps the browser's session in step: loads the user when the server could not, compares the session cookie
 * with memory whenever the tab becomes visible (docs/product.md#session), and puts the user's e-mail in the data layer
 * whenever the user changes, null when there is none (docs/product.md#analytics).
 */
export function useAuthSync(): void {
  const { auth } = useServices()
  const email = useAuth((s) => s.user?.email ?? null)
  const status = useAuth((s) => s.status)
  const pushed = useRef<string | null | undefined>(undefined)

  useEffect(() => {
    const state = auth.getState()
    if (state.status === 'idle' || (state.customer !== null && state.user === null)) void state.restore()
  }, [auth])

  useEffect(() => {
    function onVisibilityChange() {
      if (document.visibilityState === 'visible') void auth.getState().tabShown()
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => document.removeEventListener('visibilitychange', onVisibilityChange)
  }, [auth])

  useEffect(() => {
    // Pushed once the session is known, so a page load does not announce "no user" before the user is read.
    if (status !== 'ready' || pushed.current === email) return
    pushed.current = email
    setDataLayerValues({ user_email: email })
  }, [email, status])
}
