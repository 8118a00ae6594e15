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
          <AccountIcon />
          <span className="header__account-label">{t('auth.header.account')}</span>
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
          <AccountIcon />
          <span className="header__account-label">{t('auth.header.login')}</span>
        </Link>
      )}
      <AuthPopupHost />
    </>
  )
}

/** A person: on phones the button shows only this, its text stays for screen readers (styles/app.css). */
function AccountIcon() {
  return (
    <svg className="header__account-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  )
}
