import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useServices } from '../../lib/services'
import { hasReturnParams } from './return-param-names'

/**
 * The return-parameter handler (docs/product.md#notices): links from e-mails land with userRegistered,
 * newsletterRegistered, passwordRecovery or tokenValid; this shows their notices, opens the password reset
 * and takes the parameters out of the address. Runs after hydration only, so the server and the first client
 * render agree. Renders nothing.
 */
export function ReturnNotices() {
  const { toasts, ui, i18n } = useServices()
  const router = useRouter()
  // Re-run on client-side navigations that bring the parameters along.
  const searchStr = useLocation({ select: (location) => location.searchStr })

  useEffect(() => {
    const search = new URLSearchParams(window.location.search)
    if (!hasReturnParams(search)) return
    // what handles them (and the notices' texts) loads only for an address that carries them
    void import('./return-params').then(({ readReturnParams }) => {
      const { notices, openAuthReset, remaining } = readReturnParams(search)
      for (const notice of notices) toasts.getState().toastShown({ kind: notice.kind, message: i18n.t(notice.key) })
      if (openAuthReset) ui.getState().authPopupOpened('reset', openAuthReset.token)

      const query = remaining.toString()
      const href = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
      router.navigate({ href, replace: true, resetScroll: false }).catch(function keepAddressClean() {
        // The router could not take the new address; the parameters must still go, or a reload repeats the notices.
        window.history.replaceState(window.history.state, '', href)
      })
    })
  }, [searchStr, toasts, ui, i18n, router])

  return null
}
