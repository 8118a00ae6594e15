import { createFileRoute } from '@tanstack/react-router'
import { LogoutPage } from '../features/auth/LogoutPage'
import { pageHead } from '../lib/page-head'

/**
 * /logout (docs/product.md#pages): where the app goes to log out, also after a 401. The page ends the session
 * (auth, cart and watch list cleared, both auth cookies removed by the worker) and goes home.
 */
export const Route = createFileRoute('/logout')({
  head: ({ match }) =>
    pageHead({
      title: match.context.services.i18n.t('auth.header.loggingOut'),
      description: '',
      robots: 'noindex, nofollow',
    }),
  component: LogoutPage,
})
