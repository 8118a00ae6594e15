import { useEffect } from 'react'
import { useServices } from '../../lib/services'
import { BUILD_POLL_MS, createBuildWatch, fetchLatestBuildId, setActiveBuildWatch } from './build-watch'

/** Reading `window.sessionStorage` throws when the browser blocks storage; the guard then lasts for this page. */
function sessionStorageOrMemory(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.sessionStorage
  } catch {
    const items = new Map<string, string>()
    return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }
  }
}

/**
 * Watches for a new build while the page is open (docs/product.md#browser): polls the site manifest every
 * BUILD_POLL_MS and whenever the tab becomes visible again; `buildUpdateStep` acts on the next navigation.
 */
export function useBuildWatch(): void {
  const { buildId } = useServices()

  useEffect(() => {
    const watch = createBuildWatch({
      currentId: buildId,
      fetchLatestId: fetchLatestBuildId,
      storage: sessionStorageOrMemory(),
    })
    setActiveBuildWatch(watch)

    const poll = window.setInterval(() => void watch.check(), BUILD_POLL_MS)
    function onVisibilityChange() {
      if (document.visibilityState === 'visible') void watch.check()
    }
    document.addEventListener('visibilitychange', onVisibilityChange)

    return () => {
      window.clearInterval(poll)
      document.removeEventListener('visibilitychange', onVisibilityChange)
      setActiveBuildWatch(null)
    }
  }, [buildId])
}
