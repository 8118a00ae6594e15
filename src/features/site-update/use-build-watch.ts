import { useEffect } from 'react'
import { useServices } from '../../lib/services'

/**
 * Watches for a new build while the page is open (docs/product.md#browser): the watch (build-watch.ts) is loaded
 * after hydration, as no first page needs it before then; `buildUpdateStep` acts on the next navigation.
 */
export function useBuildWatch(): void {
  const { buildId } = useServices()

  useEffect(() => {
    let stop: (() => void) | undefined
    let left = false
    void import('./build-watch').then(({ startBuildWatch }) => {
      if (!left) stop = startBuildWatch(buildId)
    })
    return () => {
      left = true
      stop?.()
    }
  }, [buildId])
}
