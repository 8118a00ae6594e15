import { useSyncExternalStore } from 'react'
import { useServices } from '../../lib/services'
import type { WatchdogState } from './watchdog.store'

/**
 * Reads the watch list with a selector (one value or a stable reference).
 *
 * Unlike `useCart`, the server and the hydration render read the store's *initial* state (a guest's: nothing
 * watched): the list is personal and is loaded only in the browser, so that anonymous pages can be cached at
 * the edge (decision 025). Once hydrated, components read the current state.
 * A selector reads the state it is given (`s.entries`): the methods (`isWatched`, `watchesEvent`) read the
 * store's current state, which would put the customer's list into the hydration render.
 */
export function useWatchdog<T>(selector: (state: WatchdogState) => T): T {
  const store = useServices().watchdog
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getInitialState()),
  )
}
