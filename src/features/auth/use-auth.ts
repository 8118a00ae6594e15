import { useSyncExternalStore } from 'react'
import { useServices } from '../../lib/services'
import type { AuthState } from './auth.store'

/**
 * Reads the session with a selector: one value or a stable reference. Like `useCart`, it reads the store's
 * current state on the server and during hydration (the user is restored by a route step before rendering).
 */
export function useAuth<T>(selector: (state: AuthState) => T): T {
  const store = useServices().auth
  const read = () => selector(store.getState())
  return useSyncExternalStore(store.subscribe, read, read)
}
