import { createFileRoute } from '@tanstack/react-router'
import { OAuthSuccessPage } from '../features/auth/OAuthPages'
import { pageHead } from '../lib/page-head'

/** Where social login ends well (docs/product.md#pages); a visitor without a session is told so (OAuthPages.tsx). */
export const Route = createFileRoute('/oauth/success')({
  head: ({ match }) => {
    const { i18n, auth } = match.context.services
    const texts = auth.getState().isAuthenticated ? 'oauth.success' : 'oauth.signedOut'
    return pageHead({
      title: i18n.t(`${texts}.metaTitle`),
      description: i18n.t(`${texts}.text`),
      robots: 'noindex, nofollow',
    })
  },
  component: OAuthSuccessPage,
})
