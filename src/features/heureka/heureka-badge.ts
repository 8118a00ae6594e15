import { CONSENT_CHANGED_EVENT, parseConsent } from '../../../contract/consent'
import { COOKIE, parseCookies } from '../../../contract/cookies'

/**
 * Heureka's "Ověřeno zákazníky" certificate badge (docs/decisions/062-heureka-certification.md): Heureka's own
 * widget script with the shop's public certificate key. Heureka's script tracks the visitor, so it loads only
 * with marketing consent, and only in the browser: a cached page carries a CSP of script hashes (decision 059),
 * so no inline snippet goes into the server's HTML; the worker allows Heureka's hosts only when a key is set.
 */

/** The widget's host; worker/middleware/security-headers.ts allows it when a key is configured. */
export const HEUREKA_WIDGET_ORIGIN = 'https://cz.im9.cz'
export const HEUREKA_BADGE_SCRIPT_ID = 'heureka-certificate'

type BadgeWindow = { _hwq?: unknown[][] }
type BadgeScript = { id: string; src: string; async: boolean }
type BadgeDocument = {
  cookie: string
  head: { appendChild: (node: never) => unknown }
  createElement: (tag: 'script') => BadgeScript
  getElementById: (id: string) => unknown
}

/**
 * Loads the widget when the key is set and the visitor's cookie grants marketing; once (a second call finds the
 * script). Whether the badge is (now) shown.
 */
export function showHeurekaBadge(win: BadgeWindow, doc: BadgeDocument, key: string): boolean {
  if (!key || parseConsent(parseCookies(doc.cookie)[COOKIE.consent])?.marketing !== true) return false
  if (doc.getElementById(HEUREKA_BADGE_SCRIPT_ID)) return true
  // Heureka's snippet: the command queue first, then its script reads it (the floating certificate, widget 21)
  const queue = (win._hwq = win._hwq ?? [])
  queue.push(['setKey', key], ['setTopPos', '60'], ['showWidget', '21'])
  const script = doc.createElement('script')
  script.id = HEUREKA_BADGE_SCRIPT_ID
  script.async = true
  script.src = `${HEUREKA_WIDGET_ORIGIN}/direct/i/gjs.php?n=wdgt&sak=${encodeURIComponent(key)}`
  doc.head.appendChild(script as never)
  return true
}

/** Shows the badge now if allowed, and again after each new cookie choice; returns the unsubscribe. */
export function watchHeurekaBadge(key: string): () => void {
  const show = () => void showHeurekaBadge(window as never, document as never, key)
  show()
  window.addEventListener(CONSENT_CHANGED_EVENT, show)
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, show)
}
