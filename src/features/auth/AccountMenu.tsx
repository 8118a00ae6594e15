import { Link } from '@tanstack/react-router'
import { useServices, useT } from '../../lib/services'
import { AuthPopupHost } from './AuthPopupHost'
import { useAuth } from './use-auth'
import { useAuthSync } from './use-auth-sync'

/**
 * The header's way into the account: "Přihlásit" opens the login popup (before the scripts run it is a plain
 * link to /account, which asks for the login), a logged-in customer gets a link to the account. Also keeps
 * the session in step with the cookie and hosts the popup.
 */
export function AccountMenu() {
  const t = useT()
  const { ui } = useServices()
  useAuthSync()
  const isAuthenticated = useAuth((s) => s.isAuthenticated)
  return (
    <>
      {isAuthenticated ? (
        <Link to="/account" className="button button--ghost header__account">
          {t('auth.header.account')}
        </Link>
      ) : (
        <Link
          to="/account"
          className="button button--ghost header__account"
          onClick={(event) => {
            event.preventDefault()
            ui.getState().authPopupOpened('login')
          }}
        >
          {t('auth.header.login')}
        </Link>
      )}
      <AuthPopupHost />
    </>
  )
}
