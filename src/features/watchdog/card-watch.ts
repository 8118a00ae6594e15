import type { WatchdogEventType } from '../../../contract/watchdog'
import type { AppServices } from '../../lib/services'
import { setWatch } from './set-watch'

type Deps = Pick<AppServices, 'auth' | 'ui' | 'watchdog'>

/**
 * A product card's watch button, loaded on its first click (decision 025): turns one event of the card's
 * variant on or off, keeping the entry's other event, like the product page (set-watch.ts). A guest goes
 * through the login popup first and the watch is set once the login has loaded the list; closing the popup
 * without logging in drops it. False when nothing was changed (a failure has shown its toast already).
 */
export async function watchFromCard(
  deps: Deps,
  code: string,
  type: WatchdogEventType,
  watch: boolean,
): Promise<boolean> {
  const { auth, ui, watchdog } = deps
  if (!auth.getState().isAuthenticated) {
    ui.getState().authPopupOpened('login')
    if (!(await loggedIn(deps))) return false
    // a guest's click asks for a watch, never to stop one
    watch = true
  }
  // POST replaces an entry's events: the other event must be known first (a failed load is tried once more)
  if (watchdog.getState().status !== 'ready') await watchdog.getState().reload()
  // a click on the plain button before the list was shown asks for a watch the list may have already
  if (watch && watchdog.getState().watchesEvent(code, type)) return true
  return setWatch(watchdog.getState(), code, type, watch)
}

/** Resolves true once logged in with the list loaded (or its load failed), false when the popup closes before. */
function loggedIn({ auth, ui, watchdog }: Deps): Promise<boolean> {
  return new Promise((resolve) => {
    const unsubscribe: (() => void)[] = []
    const check = () => {
      const authenticated = auth.getState().isAuthenticated
      const status = watchdog.getState().status
      const result =
        authenticated && (status === 'ready' || status === 'failed')
          ? true
          : !authenticated && ui.getState().authPopup === null
            ? false
            : null
      if (result === null) return
      for (const stop of unsubscribe) stop()
      resolve(result)
    }
    unsubscribe.push(auth.subscribe(check), ui.subscribe(check), watchdog.subscribe(check))
    check()
  })
}
