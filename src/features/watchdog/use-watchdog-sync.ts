import { useEffect } from 'react'
import { useServices } from '../../lib/services'

/**
 * Loads the watch list of a logged-in visitor once a page that shows it has hydrated (the product page's watch
 * buttons, the account's watch list): the server renders the guest's state, and pages that show nothing of it
 * do not load it (nor its code, decision 025). A session that appears later (the browser restored it, another
 * tab logged in) loads it too; login and logout themselves go through the auth store (reload, clear).
 */
export function useWatchdogSync(): void {
  const { auth, watchdog } = useServices()
  useEffect(() => {
    const loadIfLoggedIn = () => {
      if (auth.getState().isAuthenticated && watchdog.getState().status === 'idle') void watchdog.getState().reload()
    }
    loadIfLoggedIn()
    return auth.subscribe(loadIfLoggedIn)
  }, [auth, watchdog])
}
