/** Query parameters that links in e-mails carry back to the shop (spec sections 2 and 8). */
export const RETURN_PARAMS = ['userRegistered', 'newsletterRegistered', 'passwordRecovery', 'tokenValid'] as const

export type ReturnNotice = { kind: 'success' | 'error'; key: string }

export type ReturnParams = {
  /** Toasts to show, as locale keys. */
  notices: ReturnNotice[]
  /** Open the authentication popup in its 'reset' state; `token` is null when the link carried none. */
  openAuthReset: { token: string | null } | null
  /** The search without the return parameters: what the address should show afterwards. */
  remaining: URLSearchParams
}

export function hasReturnParams(search: URLSearchParams): boolean {
  return RETURN_PARAMS.some((name) => search.has(name))
}

/** What the return parameters ask for; pure, so the browser-only handler stays a thin shell. */
export function readReturnParams(search: URLSearchParams): ReturnParams {
  const notices: ReturnNotice[] = []
  const userRegistered = search.get('userRegistered')
  const newsletterRegistered = search.get('newsletterRegistered')
  const passwordRecovery = search.get('passwordRecovery')

  if (userRegistered === '1') notices.push({ kind: 'success', key: 'notices.emailConfirmed' })
  // Both confirmation links expire the same way; one notice says it.
  if (userRegistered === '0' || newsletterRegistered === '0') notices.push({ kind: 'error', key: 'notices.linkExpired' })
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
