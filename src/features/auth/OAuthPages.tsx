import './oauth-texts'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useServices, useT } from '../../lib/services'
import { useAuth } from './use-auth'

/**
 * Where social login ends well (docs/product.md#pages). The storefront worker (worker/oauth.ts) has already put the
 * session into the auth cookies, so this render restores the user like any page: the header shows the account.
 * A visitor without a session (the address opened again after logging out, or by hand; the page is never
 * shared, worker/page-cache.ts) is told so and offered the login instead.
 */
export function OAuthSuccessPage() {
  const t = useT()
  const { auth, ui } = useServices()
  const signedIn = useAuth((state) => state.isAuthenticated)
  // the session began in the worker: continue it like a login (keep the cart with items)
  useEffect(() => {
    void auth.getState().sessionStarted()
  }, [auth])
  const texts = signedIn ? 'oauth.success' : 'oauth.signedOut'
  return (
    <section className="not-found" aria-labelledby="oauth-success-title">
      <h1 id="oauth-success-title">{t(`${texts}.title`)}</h1>
      <p className="not-found__text">{t(`${texts}.text`)}</p>
      <p>
        {signedIn ? null : (
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => ui.getState().authPopupOpened('login')}
            >
              {t('oauth.signedOut.login')}
            </button>{' '}
          </>
        )}
        <Link to="/" className={`button ${signedIn ? 'button--primary' : 'button--ghost'}`}>
          {t('oauth.success.continue')}
        </Link>{' '}
        {signedIn ? (
          <Link to="/account" className="button button--ghost">
            {t('oauth.success.account')}
          </Link>
        ) : null}
      </p>
    </section>
  )
}

/**
 * Where social login ends badly (docs/product.md#pages): what happened, and a way to try again. The route reads the
 * reason: a router hook imported here would split router code out of the first-load chunk into a file of its own.
 */
export function OAuthFailedPage({ reason }: { reason: string }) {
  const t = useT()
  const { ui } = useServices()
  return (
    <section className="not-found" aria-labelledby="oauth-failed-title">
      <h1 id="oauth-failed-title">{t('oauth.failed.title')}</h1>
      <p className="not-found__text" role="alert">
        {t(`oauth.failed.${reason}`)}
      </p>
      <p>
        <button type="button" className="button button--primary" onClick={() => ui.getState().authPopupOpened('login')}>
          {t('oauth.failed.retry')}
        </button>{' '}
        <Link to="/" className="button button--ghost">
          {t('oauth.failed.home')}
        </Link>
      </p>
    </section>
  )
}
