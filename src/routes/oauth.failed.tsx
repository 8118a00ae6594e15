import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../lib/page-head'
import { useServices, useT } from '../lib/services'

/** Why a social login failed, as the API reports it (api/auth/oauth/sign-in.ts); anything else reads as an error. */
const REASONS = ['denied', 'expired', 'email', 'error'] as const
type Reason = (typeof REASONS)[number]

function parseReason(search: Record<string, unknown>): { reason: Reason } {
  const reason = REASONS.find((known) => known === search.reason)
  return { reason: reason ?? 'error' }
}

/** Where social login ends badly (spec section 2): what happened, and a way to try again. */
export const Route = createFileRoute('/oauth/failed')({
  validateSearch: parseReason,
  head: ({ match }) => {
    const t = match.context.services.i18n.t
    return pageHead({ title: t('oauth.failed.metaTitle'), description: t('oauth.failed.error'), robots: 'noindex, nofollow' })
  },
  component: function OAuthFailedPage() {
    const t = useT()
    const { ui } = useServices()
    const { reason } = Route.useSearch()
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
  },
})
