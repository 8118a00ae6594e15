import { createFileRoute } from '@tanstack/react-router'
import { OAuthFailedPage } from '../features/auth/OAuthPages'
import { pageHead } from '../lib/page-head'

/** Why a social login failed, as the API reports it (api/auth/oauth/sign-in.ts); anything else reads as an error. */
const REASONS = ['denied', 'expired', 'email', 'error'] as const
type Reason = (typeof REASONS)[number]

function parseReason(search: Record<string, unknown>): { reason: Reason } {
  const reason = REASONS.find((known) => known === search.reason)
  return { reason: reason ?? 'error' }
}

/** Where social login ends badly (docs/product.md#pages): what happened, and a way to try again. */
export const Route = createFileRoute('/oauth/failed')({
  validateSearch: parseReason,
  head: ({ match }) => {
    const t = match.context.services.i18n.t
    return pageHead({
      title: t('oauth.failed.metaTitle'),
      description: t('oauth.failed.error'),
      robots: 'noindex, nofollow',
    })
  },
  component: function OAuthFailedRoute() {
    return <OAuthFailedPage reason={Route.useSearch().reason} />
  },
})
