import { useEffect } from 'react'

/**
 * Holds the certificate badge's place in the footer: renders nothing on the server (no inline snippet in a cached
 * page); after hydration, and again when the visitor changes the cookie choice, Heureka's widget is loaded if
 * marketing is granted and the shop has a key (`HEUREKA_CERTIFICATE_KEY`). Heureka's script draws the badge. The
 * loader is a chunk of its own, fetched only where a key is set: every page's first load stays within its budget.
 */
export function HeurekaBadge({ certificateKey }: { certificateKey: string }) {
  useEffect(() => {
    if (!certificateKey) return
    let stop: (() => void) | undefined
    let live = true
    void import('./heureka-badge').then((badge) => {
      if (live) stop = badge.watchHeurekaBadge(certificateKey)
    })
    return () => {
      live = false
      stop?.()
    }
  }, [certificateKey])
  return null
}
