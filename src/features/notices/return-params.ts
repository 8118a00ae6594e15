import { RETURN_PARAMS } from './return-param-names'
import './texts'

export { hasReturnParams, RETURN_PARAMS } from './return-param-names'

export type ReturnNotice = { kind: 'success' | 'error'; key: string }

export type ReturnParams = {
  /** Toasts to show, as locale keys. */
  notices: ReturnNotice[]
  /** Open the authentication popup in its 'reset' state; `token` is null when the link carried none. */
  openAuthReset: { token: string | null } | null
  /** The search without the return parameters: what the address should show afterwards. */
  remaining: URLSearchParams
}

/**
 * What the return parameters ask for; pure, so the browser-only handler stays a thin shell. Loaded by it only when
 * the address carries one, with the notices' texts (./texts).
 */
export function readReturnParams(search: URLSearchParams): ReturnParams {
  const notices: ReturnNotice[] = []
  const userRegistered = search.get('userRegistered')
  const newsletterRegistered = search.get('newsletterRegistered')
  const passwordRecovery = search.get('passwordRecovery')

  if (userRegistered === '1') notices.push({ kind: 'success', key: 'notices.emailConfirmed' })
  // Both confirmation links expire the same way; one notice says it.
  if (userRegistered === '0' || newsletterRegistered === '0')
    notices.push({ kind: 'error', key: 'notices.linkExpired' })
  if (newsletterRegistered === '1') notices.push({ kind: 'success', key: 'notices.newsletterConfirmed' })

  let openAuthReset: ReturnParams['openAuthReset'] = null
  if (passwordRecovery !== null) {
    if (search.get('tokenValid') === '0') notices.push({ kind: 'error', key: 'notices.tokenExpired' })
    else openAuthReset = { token: passwordRecovery === '' || passwordRecovery === '1' ? null : passwordRecovery }
  }

  const remaining = new URLSearchParams(search)
  for (const name of RETURN_PARAMS) remaining.delete(name)
  return { notices, openAuthReset, remaining }
}
