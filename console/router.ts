import { createRouter } from '@tanstack/react-router'
import { rootRoute } from './routes/__root'
import { accountingRoute } from './routes/accounting'
import { auditRoute } from './routes/audit'
import { bankRoute } from './routes/bank'
import { catalogueRoute } from './routes/catalogue'
import { claimRoute, claimsRoute } from './routes/claims'
import { contentRoute } from './routes/content'
import { giftCardRoute, giftCardsRoute } from './routes/gift-cards'
import { orderRoute, ordersRoute } from './routes/orders'
import { queueRoute } from './routes/queue'
import { redirectsRoute } from './routes/redirects'
import { reviewsRoute } from './routes/reviews'
import { ScreenError } from './ui/ScreenError'

/**
 * Every screen of the console: a screen brings its route(s) from its folder under features/ and is listed here and
 * in nav.ts (decision 049).
 */
const routeTree = rootRoute.addChildren([
  queueRoute,
  ordersRoute,
  orderRoute,
  bankRoute,
  claimsRoute,
  claimRoute,
  reviewsRoute,
  giftCardsRoute,
  giftCardRoute,
  catalogueRoute,
  redirectsRoute,
  contentRoute,
  auditRoute,
  accountingRoute,
])

export const router = createRouter({
  routeTree,
  context: {},
  defaultErrorComponent: ScreenError,
  // a screen shows the API's state as it is now: no cached screen data when coming back to it. Stale data is
  // reloaded before the screen shows (not behind it, the default): a screen never opens on the last visit's state
  defaultStaleTime: 0,
  defaultStaleReloadMode: 'blocking',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
