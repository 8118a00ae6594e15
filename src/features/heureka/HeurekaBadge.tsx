import { useEffect } from 'react'
import { onConsentChanged } from '../consent'
import { showHeurekaBadge } from './heureka-badge'

/**
 * Holds the certificate badge's place in the footer: renders nothing on the server (no inline snippet in a cached
 * page); after hydration, and again when the visitor changes the cookie choice, Heureka's widget is loaded if
 * marketing is granted and the shop has a key (`HEUREKA_CERTIFICATE_KEY`). Heureka's script draws the badge.
 */
export function HeurekaBadge({ certificateKey }: { certificateKey: string }) {
  useEffect(() => {
    if (!certificateKey) return
    const show = () => void showHeurekaBadge(window as never, document as never, certificateKey)
    show()
    return onConsentChanged(show)
  }, [certificateKey])
  return null
}
