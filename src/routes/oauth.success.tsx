import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { pageHead } from '../lib/page-head'
import { useServices, useT } from '../lib/services'

/**
 * Where social login ends well (spec section 2). The storefront worker (worker/oauth.ts) has already put the
 * session into the auth cookies, so this render restores the user like any page: the header shows the account.
 */
export const Route = createFileRoute('/oauth/success')({
  head: ({ match }) => {
    const t = match.context.services.i18n.t
    return pageHead({ title: t('oauth.success.metaTitle'), description: t('oauth.success.text'), robots: 'noindex, nofollow' })
  },
  component: function OAuthSuccessPage() {
    const t = useT()
    const { auth } = useServices()
    // the session began in the worker: continue it like a login (keep the cart with items)
    useEffect(() => {
      void auth.getState().sessionStarted()
    }, [auth])
    return (
      <section className="not-found" aria-labelledby="oauth-success-title">
        <h1 id="oauth-success-title">{t('oauth.success.title')}</h1>
        <p className="not-found__text">{t('oauth.success.text')}</p>
        <p>
          <Link to="/" className="button button--primary">
            {t('oauth.success.continue')}
          </Link>{' '}
          <Link to="/account" className="button button--ghost">
            {t('oauth.success.account')}
          </Link>
        </p>
      </section>
    )
  },
})
